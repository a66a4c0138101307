import {
  asString,
  isArray,
  isObject,
  jsonSame,
  type JsonObject,
  type JsonValue,
} from '../../json/values'
import type { JsonPath } from '../../script/path'
import { dotted, kindOf } from '../describe'
import { problem, type LocalProblem } from '../problems'
import type { FunctionRule } from './types'

/** Rules about `parameters` (and the deprecated `argument`, which has the same shape). */

/** The property types a parameter may have (swaig-fields.md §7). */
export const PARAMETER_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null']

/** The parameter objects of a function: `parameters` (any value) and `argument` (an object). */
function targets(fn: JsonObject): { key: 'parameters' | 'argument'; value: JsonValue }[] {
  const out: { key: 'parameters' | 'argument'; value: JsonValue }[] = []
  const params = fn.get('parameters')
  if (params !== undefined) out.push({ key: 'parameters', value: params })
  const arg = fn.get('argument')
  if (isObject(arg)) out.push({ key: 'argument', value: arg })
  return out
}

/** `parameters-type-not-object`: not an object, or its `type` is missing or not "object". */
export const parametersTypeNotObject: FunctionRule = (fn, label) =>
  targets(fn).flatMap(({ key, value }): LocalProblem[] => {
    const example = '{"type": "object", "properties": {…}}'
    if (!isObject(value))
      return [
        problem(
          'parameters-type-not-object',
          [key],
          `${label}: ${key} is ${kindOf(value)} — write it as an object such as ${example}`,
        ),
      ]
    const type = value.get('type')
    if (type === undefined)
      return [
        problem(
          'parameters-type-not-object',
          [key],
          `${label}: ${key} has no type — add "type": "object" (the inputs go in properties)`,
        ),
      ]
    if (asString(type) === 'object') return []
    return [
      problem(
        'parameters-type-not-object',
        [key, 'type'],
        `${label}: ${key}.type is ${kindOf(type)} but must be "object" — the inputs themselves go in ${key}.properties`,
      ),
    ]
  })

type Visit = (node: JsonObject, at: JsonPath, name: string) => void

/**
 * Visits every parameter schema below a `parameters` object, in the places the JSON Schema
 * checks them: `properties.*`, `items`, and the items of `oneOf` / `anyOf` / `allOf`.
 */
export function walkParameters(root: JsonObject, at: JsonPath, visit: Visit): void {
  const stack: { node: JsonObject; at: JsonPath; name: string }[] = []
  const pushProperties = (node: JsonObject, base: JsonPath, prefix: string) => {
    const props = node.get('properties')
    if (!isObject(props)) return
    for (const e of props.entries)
      if (isObject(e.value))
        stack.push({ node: e.value, at: [...base, 'properties', e.key], name: prefix + e.key })
  }
  pushProperties(root, at, '')
  while (stack.length > 0) {
    const { node, at: where, name } = stack.pop()!
    visit(node, where, name)
    pushProperties(node, where, `${name}.`)
    const items = node.get('items')
    if (isObject(items)) stack.push({ node: items, at: [...where, 'items'], name: `${name}[]` })
    for (const key of ['oneOf', 'anyOf', 'allOf']) {
      const list = node.get(key)
      if (isArray(list))
        list.forEach((item, i) => {
          if (isObject(item)) stack.push({ node: item, at: [...where, key, i], name })
        })
    }
  }
}

/** `unknown-parameter-type`: a parameter whose `type` is not one of `PARAMETER_TYPES`. */
export const unknownParameterType: FunctionRule = (fn, label) => {
  const out: LocalProblem[] = []
  for (const { key, value } of targets(fn)) {
    if (!isObject(value)) continue
    walkParameters(value, [key], (node, at, name) => {
      const type = node.get('type')
      if (type === undefined) return
      const text = asString(type)
      if (text !== undefined && PARAMETER_TYPES.includes(text)) return
      const hint = isArray(type)
        ? ' (for an optional value, use one type and "nullable": true)'
        : ''
      out.push(
        problem(
          'unknown-parameter-type',
          [...at, 'type'],
          `${label}: parameter "${name}" has type ${kindOf(type)} — use one of ${PARAMETER_TYPES.join(', ')}${hint}`,
        ),
      )
    })
  }
  return out
}

/** `required-not-in-properties`: a `required` name that is not a key of `properties`. */
export const requiredNotInProperties: FunctionRule = (fn, label) => {
  const out: LocalProblem[] = []
  const check = (node: JsonObject, at: JsonPath) => {
    const required = node.get('required')
    if (!isArray(required)) return
    const props = node.get('properties')
    required.forEach((item, i) => {
      const name = asString(item)
      if (name === undefined || (isObject(props) && props.has(name))) return
      out.push(
        problem(
          'required-not-in-properties',
          [...at, 'required', i],
          `${label}: "${name}" is listed in ${dotted([...at, 'required'])} but is not one of its properties — add a property "${name}" or remove it from required`,
        ),
      )
    })
  }
  for (const { key, value } of targets(fn)) {
    if (!isObject(value)) continue
    check(value, [key])
    walkParameters(value, [key], (node, at) => check(node, at))
  }
  return out
}

/**
 * `deprecated-argument`: `argument` is used. The fix renames it to `parameters` in place; for
 * `"argument": "none"` (the legacy "no input") it removes the key, because a function without
 * `parameters` takes no input, and `{type: object, properties: {}}` would add lines the author
 * never wrote. When `parameters` exists too, the fix only removes an identical `argument`.
 */
export const deprecatedArgument: FunctionRule = (fn, label) => {
  if (!fn.has('argument')) return []
  const arg = fn.get('argument')!
  const params = fn.get('parameters')
  const say = (message: string, fixLabel?: string): LocalProblem[] => [
    problem(
      'deprecated-argument',
      ['argument'],
      `${label} ${message}`,
      fixLabel ? { kind: 'argument-to-parameters', label: fixLabel } : undefined,
    ),
  ]
  if (asString(arg) === 'none')
    return say(
      'uses "argument": "none", the old way to say it takes no input — remove it: a function without parameters takes none',
      'Remove argument "none"',
    )
  if (!isObject(arg))
    return say(
      'uses argument, the old name of parameters — replace it with parameters: {"type": "object", "properties": {…}}',
    )
  if (params === undefined)
    return say(
      'uses argument, the old name of parameters — rename it to parameters (same content)',
      'Rename argument to parameters',
    )
  if (jsonSame(arg, params))
    return say(
      'has both parameters and the old argument, with the same content — remove argument',
      'Remove argument',
    )
  return say(
    'has both parameters and the old argument, and they differ — move what argument describes into parameters, then remove argument',
  )
}
