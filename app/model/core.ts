/**
 * The model as the editor uses it: documents, reading and writing, edits, fixes. Everything in
 * the public API (`index.ts`) but what the editor loads on demand: the linter's engine, which
 * brings ajv and the compiled schemas (`features/problems/useLinting.ts`), and the simulator,
 * test cases, template completion and call timeline (imported from their own folders where they
 * are used), so the page's first load never statically reaches them. Pure TypeScript.
 */
export {
  parseScript,
  parseScriptLoading,
  serializeScript,
  formatOfText,
  MAX_SCRIPT_CHARS,
  type ParseScriptResult,
} from './script/io'
export { loadYaml } from './yaml/support'
export { jsonText, scriptTextEdit, locateInScript } from './script/jsonView'
export { DEFAULT_STYLE, layoutOf, type JsonStyle, type Layout } from './json/layout'
export { detectStyle } from './json/style'
export type { ScriptDoc, ScriptFormat } from './script/document'
export type { TextProblem } from './json/location'
export {
  makeDoc,
  withRoot,
  getAi,
  aiPath,
  getFunctions,
  ensureAi,
  updateAi,
  updateFunctions,
} from './script/document'
export * from './script/edits'
export { summarizeFunction, type FunctionSummary } from './script/summary'
export { functionSearchText, matchesSearch } from './script/search'
export { swaigSettings, swaigSettingsOf, swaigPathOf } from './script/swaigSettings'
export { RESERVED_HOOKS, reservedHook, isReservedName, type ReservedHook } from './script/reserved'
export { starterDoc, STARTER_SCRIPT } from './script/starter'
export { getIn, updateIn, toPointer, fromPointer, type JsonPath } from './script/path'
export {
  JsonObject,
  RawNumber,
  RawString,
  isObject,
  isArray,
  asString,
  asNumber,
  jsonEqual,
  jsonSame,
  type JsonValue,
  type JsonArray,
  type JsonEntry,
} from './json/values'
export { toPlain, fromPlain, type Plain } from './json/plain'
export { reconcile } from './json/reconcile'
export { parseJson, MAX_DEPTH } from './json/parseJson'
export { serializeJson } from './json/serializeJson'
export { textEdit, locatePath, type TextEdit } from './json/textEdits'
export {
  escapeToken,
  unescapeToken,
  parsePointer,
  isIndexToken,
  isPointerWithin,
} from './json/pointer'
export {
  childPointer,
  valueAt,
  valueAtTokens,
  setAt,
  removeAt,
  renameKeyOps,
  reorderKeysOps,
  moveKeyOps,
  moveItemOps,
  setOtherKeysOps,
} from './patch/builders'
export {
  applyPatch,
  applyPatchToValue,
  diffScripts,
  diffValues,
  malformedOp,
  toJsonValue,
  opsToSet,
  opsToAppend,
  opToRename,
  opToMoveItem,
  keysAt,
  type PatchOp,
  type PatchOpName,
  type PatchResult,
} from './patch'
export { lineColumn } from './json/location'
export { applyFix, applyFixes, fixOps } from './lint/fixes'
export {
  RULES,
  RULE_IDS,
  problemsUnder,
  type Fix,
  type LocalProblem,
  type Problem,
  type RuleId,
  type Severity,
} from './lint/problems'
export type { LintOptions, PostPromptState, ScriptContext } from './lint/context'
export type { Linter } from './lint/linter'
export type { UrlCheck } from './lint/url'
export * from './script/parameters'
export * from './script/parameterValues'
export * from './script/urlCredentials'
export * from './json/plainValues'
export * from './json/valueKinds'
export * from './script/actionKinds'
export * from './script/nativeFunctions'
export * from './script/fillerMap'
export * from './script/languages'
export { opsToSetInAi, pointerInAi } from './script/aiOps'
