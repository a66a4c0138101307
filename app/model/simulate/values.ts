import { fromPlain, toPlain } from '../json/plain'
import type { JsonObject } from '../json/values'
import { RawNumber, RawString, asString, isArray, isObject, type JsonValue } from '../json/values'

/** Values as the simulator reads them: lossless trees, so reply numbers keep their spelling. */

/** A plain value (arguments, global_data…) as a tree; anything not JSON becomes `null`. */
export function treeOf(value: unknown): JsonValue {
  try {
    return fromPlain(value)
  } catch {
    return null
  }
}

/** A tree as a plain value, for results. */
export function plainOf(value: JsonValue): unknown {
  return toPlain(value)
}

/** An object given by a caller as a tree object; `undefined` when it is not a plain object. */
export function objectOf(value: unknown): JsonObject | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  const tree = treeOf(value)
  return isObject(tree) ? tree : undefined
}

/** Compact JSON text, numbers and escapes as written. */
export function compactJson(value: JsonValue): string {
  if (value === null) return 'null'
  if (value instanceof RawNumber) return value.raw
  if (value instanceof RawString) return `"${value.raw}"`
  if (typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (isArray(value)) return `[${value.map(compactJson).join(',')}]`
  return `{${value.entries.map((e) => `${JSON.stringify(e.key)}:${compactJson(e.value)}`).join(',')}}`
}

/**
 * The text a value expands to (readings `numbers` and `empty-values`): strings as they are,
 * numbers as written, `null` as nothing, containers as JSON text.
 */
export function textOf(value: JsonValue | undefined): string {
  if (value === undefined || value === null) return ''
  const s = asString(value)
  if (s !== undefined) return s
  if (value instanceof RawNumber) return value.raw
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return compactJson(value)
}

/** Whether a value means "on": `true`, `"true"` (real scripts write booleans as strings). */
export function isOn(value: JsonValue | undefined): boolean {
  return value === true || asString(value)?.trim().toLowerCase() === 'true'
}

/** A string or a list of strings (`error_keys`, `require_args`) as a list. */
export function stringList(value: JsonValue | undefined): string[] {
  const one = asString(value)
  if (one !== undefined) return [one]
  if (!isArray(value)) return []
  return value.map(asString).filter((s): s is string => s !== undefined)
}
