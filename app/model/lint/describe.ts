import { RawNumber, asString, isObject, type JsonValue } from '../json/values'
import type { JsonPath } from '../script/path'

/**
 * How messages name things: a function by its name (`Function "lookup_order"`), or by its
 * position when it has none; a field by a dotted path (`data_map.webhooks[0].url`).
 */

/** The valid name of a function node: a non-blank string, else `undefined`. */
export function functionName(fn: JsonValue): string | undefined {
  const name = isObject(fn) ? asString(fn.get('function')) : undefined
  return name !== undefined && name.trim() !== '' ? name : undefined
}

/** `Function "name"`, or `Function 3 (no name)` (1-based) when it has no valid name. */
export function functionLabel(fn: JsonValue, index: number): string {
  const name = functionName(fn)
  return name !== undefined ? `Function "${name}"` : `Function ${index + 1} (no name)`
}

const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/

/** A path as people read it: `data_map.webhooks[0].url`, odd keys quoted (`fillers["a b"]`). */
export function dotted(path: JsonPath): string {
  let out = ''
  for (const step of path) {
    if (typeof step === 'number') out += `[${step}]`
    else if (PLAIN_KEY.test(step)) out += out === '' ? step : `.${step}`
    else out += `[${JSON.stringify(step)}]`
  }
  return out
}

/** A subject for a field of a function: `Function "f": data_map.output` (or just the label). */
export function fieldOf(label: string, at: JsonPath): string {
  return at.length === 0 ? label : `${label}: ${dotted(at)}`
}

/** A JSON value's kind in plain words, for "must be X, not Y". */
export function kindOf(v: JsonValue | undefined): string {
  if (v === undefined) return 'missing'
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'a list'
  if (isObject(v)) return 'an object'
  const s = asString(v)
  if (s !== undefined) return `the text ${JSON.stringify(clip(s))}`
  if (typeof v === 'boolean') return String(v)
  return `the number ${v instanceof RawNumber ? v.raw : String(v)}`
}

/** A value shortened for a message. */
export function clip(s: string, max = 60): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s
}

const TYPE_WORDS: Record<string, string> = {
  boolean: 'true or false',
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  array: 'a list',
  object: 'an object',
  null: 'null',
}

/** Expected JSON Schema types in plain words: `true or false`, `a whole number or an object`. */
export function typeWords(types: readonly string[]): string {
  const words = [...new Set(types.map((t) => TYPE_WORDS[t] ?? t))]
  if (words.length <= 1) return words[0] ?? 'another kind of value'
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
}
