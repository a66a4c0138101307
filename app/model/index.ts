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
