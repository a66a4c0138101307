/**
 * The model's public entry points: a stable contract for the app, for QA scripts and for teams
 * that check exported scripts in their own CI. Pure TypeScript: no React, no DOM, no Monaco.
 */
export { parseScript, serializeScript, MAX_SCRIPT_CHARS, type ParseScriptResult } from './script/io'
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
export { swaigSettings, swaigSettingsOf, updateSwaigSettings } from './script/swaigSettings'
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
export { toPlain, fromPlain, mergePlain, type Plain } from './json/plain'
export { reconcile } from './json/reconcile'
export { parseJson, MAX_DEPTH } from './json/parseJson'
export { serializeJson } from './json/serializeJson'
export { textEdit, locatePath, type TextEdit } from './json/textEdits'
export { lineColumn } from './json/location'
export {
  lintScript,
  createLinter,
  lintFunction,
  scriptContext,
  makeContext,
  validateDocument,
  applyFix,
  applyFixes,
  sortProblems,
  checkUrl,
  argReferences,
  RULES,
  RULE_IDS,
  problemsUnder,
  type Linter,
  type LintOptions,
  type ScriptContext,
  type PostPromptState,
  type Problem,
  type LocalProblem,
  type Fix,
  type RuleId,
  type Severity,
  type UrlCheck,
} from './lint'
