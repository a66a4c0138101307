/**
 * Problems of a script: JSON Schema validation (ajv, from `schemas/`) and the model's lint
 * rules, as one list of `{ path, severity, rule, message, fix? }`.
 *
 * Incremental use (the UI): keep one `createLinter()` per open script and call
 * `linter.lint(doc, options)` after each committed document change; only changed functions
 * are re-checked. Without the UI (CI, QA scripts): `lintScript(doc)`.
 */
export {
  RULES,
  RULE_IDS,
  problemsUnder,
  type Fix,
  type LocalProblem,
  type Problem,
  type RuleId,
  type Severity,
} from './problems'
export {
  scriptContext,
  makeContext,
  type LintOptions,
  type PostPromptState,
  type ScriptContext,
} from './context'
export { createLinter, lintFunction, lintScript, type Linter } from './linter'
export { validateDocument } from './schema/validate'
export { applyFix, applyFixes, fixOps } from './fixes'
export { sortProblems } from './order'
export { checkUrl, type UrlCheck } from './url'
export { argReferences } from './templates'
