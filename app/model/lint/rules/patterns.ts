import type { JsonPath } from '../../json/pointer'
import { asString, isArray, isObject, type JsonValue } from '../../json/values'
import { readPattern } from '../../simulate/patterns'
import { clip, dotted } from '../describe'
import { problem, type LocalProblem } from '../problems'
import type { FunctionRule } from './types'

/** The expression lists of a data_map: its own and each webhook's, with their paths. */
function expressionLists(dataMap: JsonValue | undefined): [JsonValue | undefined, JsonPath][] {
  if (!isObject(dataMap)) return []
  const lists: [JsonValue | undefined, JsonPath][] = [
    [dataMap.get('expressions'), ['data_map', 'expressions']],
  ]
  const webhooks = dataMap.get('webhooks')
  if (isArray(webhooks))
    webhooks.forEach((w, i) => {
      if (isObject(w))
        lists.push([w.get('expressions'), ['data_map', 'webhooks', i, 'expressions']])
    })
  return lists
}

/**
 * `pattern-unsupported`: an expression's pattern is PCRE-style and JavaScript cannot run it,
 * even translated (an atomic group, a possessive quantifier, an inline flag in the middle…), so
 * the Test tab cannot simulate it. The platform may still accept it.
 */
export const patternUnsupported: FunctionRule = (fn, label) => {
  const out: LocalProblem[] = []
  for (const [list, at] of expressionLists(fn.get('data_map'))) {
    if (!isArray(list)) continue
    list.forEach((expr, i) => {
      const pattern = isObject(expr) ? asString(expr.get('pattern')) : undefined
      if (pattern === undefined) return
      const read = readPattern(pattern)
      if (read.ok) return
      const where: JsonPath = [...at, i, 'pattern']
      out.push(
        problem(
          'pattern-unsupported',
          where,
          `${label}: the pattern "${clip(pattern)}" (${dotted(where)}) cannot be simulated: ${read.message} — the platform may accept it, but "Try a function" treats it as never matching; rewrite it without that construct if you can`,
        ),
      )
    })
  }
  return out
}
