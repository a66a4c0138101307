/**
 * The model's public entry points: a stable contract for QA scripts and for teams that check
 * exported scripts in their own CI (the app itself imports `./core`, see there). Pure
 * TypeScript: no React, no DOM, no Monaco.
 */
import { parseYaml } from './yaml/parseYaml'
import { serializeYaml } from './yaml/serializeYaml'
import { provideYaml } from './yaml/support'

// Here YAML is read and written at once, as `parseScript` always did; the app imports `./core`
// and loads YAML on demand (see yaml/support.ts).
provideYaml({ parseYaml, serializeYaml })

export * from './core'
// The function simulator, test cases, template completion and the call timeline: the app loads
// them on demand (never through `./core`), so they stay off the page's first load.
export {
  simulateFunction,
  webhookRequest,
  checkWebhookReply,
  describeTraceEvent,
  readingOf,
  describeAction,
  actionKinds,
  curlCommand,
  shellQuote,
  readPattern,
  READINGS,
  READING_IDS,
  DEFAULT_CALL,
  argumentsSchema,
  functionKind,
  replyTargets,
  type FunctionKind,
  type ReplyTarget,
  type Reply,
  type SimRequest,
  type FetchReply,
  type SimulationInput,
  type Simulation,
  type Outcome,
  type TraceEvent,
  type WebhookRequest,
  type ReadingId,
} from './simulate'
export {
  CASES_FORMAT,
  CASES_VERSION,
  emptyCasesFile,
  casesFileName,
  serializeCases,
  caseInput,
  caseFromRun,
  validateCases,
  parseCases,
  formatCasesProblem,
  runCases,
  checkExpectation,
  summarizeResults,
  locateInJson,
  type CasesFile,
  type TestCase,
  type Expectation,
  type CasesProblem,
  type CasesResult,
  type CaseResult,
  type FunctionResults,
} from './cases'
export {
  templateVariables,
  placeOf,
  completeTemplate,
  openTemplateAt,
  replyKeysOf,
  sampleBody,
  type TemplateCompletion,
  type TemplatePlace,
  type CompletionKind,
  type CompletionResult,
  type Samples,
} from './completion'
export { callTimeline, type TimelineStep, type StepId } from './timeline/callTimeline'
export {
  lintScript,
  createLinter,
  lintFunction,
  scriptContext,
  makeContext,
  validateDocument,
  sortProblems,
  checkUrl,
  argReferences,
} from './lint'
export {
  SCRIPT_TEMPLATES,
  BLANK_SCRIPT,
  blankDoc,
  templateDoc,
  templateText,
  type ScriptTemplate,
} from './script/templates'
