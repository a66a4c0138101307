/**
 * The model's public entry points: a stable contract for the app, for QA scripts and for teams
 * that check exported scripts in their own CI. Pure TypeScript: no React, no DOM, no Monaco.
 */
export * from './core'
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
