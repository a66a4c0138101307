/**
 * Trying a function before a call: the data_map simulator, the request a `web_hook_url`
 * function receives, and the check of its reply. Pure TypeScript.
 */
export { simulateFunction } from './simulate'
export { webhookRequest } from './webhookRequest'
export { checkWebhookReply } from './checkReply'
export { describeTraceEvent, readingOf } from './describe'
export { describeAction, actionKinds, ACTION_KINDS } from './actions'
export { curlCommand, shellQuote } from './curl'
export { readPattern, type PatternReading } from './patterns'
export { READINGS, READING_IDS, type ReadingId } from './readings'
export { DEFAULT_CALL } from './context'
export { SIMULATED_MODIFIERS, SIMULATED_FUNCTIONS, NOT_SIMULATED_FUNCTIONS } from './modifiers'
export type {
  Reply,
  SimRequest,
  FetchReply,
  SimulationInput,
  Simulation,
  Outcome,
  OutputSource,
  FailReason,
  TraceEvent,
  TraceType,
  WebhookRequest,
} from './types'
export {
  argumentsSchema,
  functionKind,
  replyTargets,
  type FunctionKind,
  type ReplyTarget,
} from './inputs'
