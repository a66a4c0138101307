import { isObject, type JsonValue } from '../../json/values'
import type { JsonPath } from '../../script/path'
import { problem, type LocalProblem } from '../problems'
import type { FunctionRule } from './types'

/** Filler map keys that are not language codes (swaig-fields.md §6). */
export const SPECIAL_FILLER_KEYS: ReadonlySet<string> = new Set(['default', 'auto', 'multi'])

/**
 * `filler-language-unused`: a language key of a filler map that no `ai.languages` entry uses,
 * so its phrases are never said. Only when the script has an `ai.languages` list.
 */
export function unusedFillerLanguages(
  fillers: JsonValue | undefined,
  at: JsonPath,
  subject: string,
  codes: ReadonlySet<string> | undefined,
): LocalProblem[] {
  if (codes === undefined || !isObject(fillers)) return []
  const inUse = codes.size > 0 ? `codes in use: ${[...codes].join(', ')}` : 'no language has a code'
  return fillers.entries
    .filter((e) => !SPECIAL_FILLER_KEYS.has(e.key) && !codes.has(e.key))
    .map((e) =>
      problem(
        'filler-language-unused',
        [...at, e.key],
        `${subject}: the fillers for "${e.key}" are never said, as no entry of ai.languages has the code ${e.key} (${inUse}) — fix the code, use "default", or add the language`,
      ),
    )
}

export const functionFillers: FunctionRule = (fn, label, ctx) =>
  unusedFillerLanguages(fn.get('fillers'), ['fillers'], label, ctx.languageCodes)
