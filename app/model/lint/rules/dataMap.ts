import { asString, isArray, isObject, type JsonObject, type JsonValue } from '../../json/values'
import type { JsonPath } from '../../script/path'
import { dotted } from '../describe'
import { problem, type LocalProblem } from '../problems'
import { argReferences } from '../templates'
import type { FunctionRule } from './types'

/** Rules about what a `data_map` refers to. */

/**
 * The declared parameter names: the keys of `parameters.properties`, or of the deprecated
 * `argument.properties` when there is no `parameters`.
 */
export function declaredParameters(fn: JsonObject): ReadonlySet<string> {
  const source = fn.has('parameters') ? fn.get('parameters') : fn.get('argument')
  const props = isObject(source) ? source.get('properties') : undefined
  return new Set(isObject(props) ? props.keys() : [])
}

/** Every string below `value`, with its path (depth-first, in document order). */
export function eachString(
  value: JsonValue,
  at: JsonPath,
  visit: (text: string, at: JsonPath) => void,
): void {
  const stack: { v: JsonValue; at: JsonPath }[] = [{ v: value, at }]
  while (stack.length > 0) {
    const { v, at: where } = stack.pop()!
    const text = asString(v)
    if (text !== undefined) visit(text, where)
    else if (isArray(v))
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i]!, at: [...where, i] })
    else if (isObject(v))
      for (let i = v.entries.length - 1; i >= 0; i--) {
        const e = v.entries[i]!
        stack.push({ v: e.value, at: [...where, e.key] })
      }
  }
}

const REQUIRE_KEYS = ['require_args', 'required_args']

/** `data_map.webhooks[i].require_args` (a name, or an item of a list of names). */
function isRequiredArg(at: JsonPath): boolean {
  return (
    at[1] === 'webhooks' &&
    typeof at[2] === 'number' &&
    REQUIRE_KEYS.includes(at[3] as string) &&
    (at.length === 4 || (at.length === 5 && typeof at[4] === 'number'))
  )
}

/**
 * `undeclared-arg-reference`: a template in the data_map (`${args.x}`, `%{input.args.x}`,
 * `${enc:args.x}`…) or a webhook's `require_args` names an argument that is not a parameter.
 */
export const undeclaredArgReference: FunctionRule = (fn, label) => {
  const dataMap = fn.get('data_map')
  if (dataMap === undefined) return []
  const declared = declaredParameters(fn)
  const known =
    declared.size > 0
      ? `its parameters are ${[...declared].join(', ')}`
      : 'it declares no parameters'
  const out: LocalProblem[] = []
  eachString(dataMap, ['data_map'], (text, at) => {
    if (isRequiredArg(at)) {
      if (!declared.has(text))
        out.push(
          problem(
            'undeclared-arg-reference',
            at,
            `${label}: ${dotted(at)} requires the argument "${text}", but ${known} — the webhook will always be skipped; add the parameter or fix the name`,
          ),
        )
      return
    }
    for (const name of argReferences(text))
      if (!declared.has(name))
        out.push(
          problem(
            'undeclared-arg-reference',
            at,
            `${label}: ${dotted(at)} uses args.${name}, but ${known} — add a parameter "${name}" or fix the name (it would expand to nothing)`,
          ),
        )
  })
  return out
}
