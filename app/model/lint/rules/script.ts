import { asString, isArray, isObject, type JsonValue } from '../../json/values'
import { aiPath, type ScriptDoc } from '../../script/document'
import { getIn, toPointer, type JsonPath } from '../../script/path'
import { clip, dotted, functionName } from '../describe'
import type { ScriptContext } from '../context'
import { problem, type LocalProblem, type Problem } from '../problems'
import { unusedFillerLanguages } from './fillers'
import { urlProblems } from './urls'

/**
 * Document-level rules: what no single function can tell (duplicate names) and the parts of
 * the edited `ai` step outside the functions (prompt URL, defaults, includes, internal fillers).
 * Cheap: they look at a handful of fields plus one name per function.
 */

/** Local problems of a part of the document, made absolute. */
export function absolute(base: JsonPath, local: readonly LocalProblem[]): Problem[] {
  return local.map(({ at, ...rest }) => ({ path: toPointer([...base, ...at]), ...rest }))
}

/**
 * `duplicate-function-name` on function `index` (relative to the functions array), whose name
 * `name` function `first` has already.
 */
export function duplicateName(name: string, first: number, index: number): LocalProblem {
  return problem(
    'duplicate-function-name',
    [index, 'function'],
    `Function "${name}" is defined more than once (first as function ${first + 1}, again as function ${index + 1}) — the agent cannot tell them apart; rename or remove one`,
  )
}

/** `duplicate-function-name`: reported on every function after the first with a name. */
export function duplicateNames(
  functions: readonly JsonValue[],
  functionsPath: JsonPath,
): Problem[] {
  const first = new Map<string, number>()
  const out: Problem[] = []
  functions.forEach((fn, i) => {
    const name = functionName(fn)
    if (name === undefined) return
    const seen = first.get(name)
    if (seen === undefined) first.set(name, i)
    else out.push(...absolute(functionsPath, [duplicateName(name, seen, i)]))
  })
  return out
}

/** The document-level lint problems of the edited `ai` step (none without one). */
export function scriptRules(doc: ScriptDoc, ctx: ScriptContext): Problem[] {
  const path = aiPath(doc.root)
  const ai = path ? getIn(doc.root, path) : undefined
  if (!path || !isObject(ai)) return []
  const local: LocalProblem[] = [
    ...urlProblems(
      ai.get('post_prompt_url'),
      ['post_prompt_url'],
      'ai.post_prompt_url',
      'the address that receives the summary',
    ),
  ]
  const swaig = ai.get('SWAIG')
  if (isObject(swaig)) {
    const defaults = swaig.get('defaults')
    if (isObject(defaults)) {
      const at = ['SWAIG', 'defaults', 'web_hook_url']
      local.push(...urlProblems(defaults.get('web_hook_url'), at, `ai.${dotted(at)}`))
    }
    local.push(...includeRules(swaig.get('includes')))
    const internal = swaig.get('internal_fillers')
    if (isObject(internal))
      for (const e of internal.entries) {
        const at = ['SWAIG', 'internal_fillers', e.key]
        local.push(...unusedFillerLanguages(e.value, at, `ai.${dotted(at)}`, ctx.languageCodes))
      }
  }
  return absolute(path, local)
}

/** `include-empty-functions` and the URL rules of each include. */
function includeRules(includes: JsonValue | undefined): LocalProblem[] {
  if (!isArray(includes)) return []
  return includes.flatMap((inc, i): LocalProblem[] => {
    if (!isObject(inc)) return []
    const at = ['SWAIG', 'includes', i]
    const url = asString(inc.get('url'))
    const name = url ? `Include "${clip(url)}"` : `Include ${i + 1}`
    const out = urlProblems(inc.get('url'), [...at, 'url'], `ai.${dotted([...at, 'url'])}`)
    const fns = inc.get('functions')
    if (isArray(fns) && fns.length === 0)
      out.push(
        problem(
          'include-empty-functions',
          [...at, 'functions'],
          `${name} lists no functions, so none are fetched from it — list the names of the functions it serves, or remove the include`,
        ),
      )
    return out
  })
}
