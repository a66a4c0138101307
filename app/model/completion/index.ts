/** `${` completion in template fields: the variables at a place, and what to offer as typed. */
export {
  templateVariables,
  placeOf,
  pathsOf,
  type TemplateCompletion,
  type TemplatePlace,
  type CompletionKind,
} from './variables'
export { completeTemplate, openTemplateAt, type CompletionResult } from './complete'
export { replyKeysOf, sampleBody, type Samples } from './samples'
