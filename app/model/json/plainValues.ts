/**
 * Pure helpers over plain JSON values (what the forms show): reading values the way scripts
 * write them (a bare string for a list of one, `"true"` for true) and small list edits used
 * where a script's value must change shape. Every function returns a new value and leaves its
 * input untouched; object helpers keep the keys' order.
 */

export type PlainObject = Record<string, unknown>

export const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A string, number, boolean or null: a value one text input can show. */
export const isScalar = (value: unknown): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** Sets an own data property, so that a `__proto__` key stays data. */
function define(obj: PlainObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    obj[key] = value
  }
}

/** Builds an object from entries, in order; entries whose value is `undefined` are left out. */
export function fromEntries(entries: ReadonlyArray<readonly [string, unknown]>): PlainObject {
  const out: PlainObject = {}
  for (const [key, value] of entries) if (value !== undefined) define(out, key, value)
  return out
}

/** `obj` without the given keys. */
export function withoutKeys(obj: PlainObject, keys: Iterable<string>): PlainObject {
  const drop = new Set(keys)
  return fromEntries(Object.entries(obj).filter(([k]) => !drop.has(k)))
}

/** `list` with the item at `from` moved to `to` (clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = list.slice()
  const target = Math.max(0, Math.min(out.length - 1, to))
  if (from < 0 || from >= out.length || target === from) return out
  const [item] = out.splice(from, 1)
  out.splice(target, 0, item as T)
  return out
}

export const insertItem = <T>(list: readonly T[], at: number, item: T): T[] => [
  ...list.slice(0, at),
  item,
  ...list.slice(at),
]
export const removeItem = <T>(list: readonly T[], at: number): T[] =>
  list.filter((_, i) => i !== at)
export const replaceItem = <T>(list: readonly T[], at: number, item: T): T[] =>
  list.map((old, i) => (i === at ? item : old))

/** A value the spec allows as one string or a list of strings, as a list (non-strings dropped). */
export function asStringList(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value]
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return []
}

/** Whether `value` is shown completely by `asStringList` (nothing would be lost by an edit). */
export const isStringOrStrings = (value: unknown): boolean =>
  typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))

/**
 * A list of names written back in the script's own shape: one name stays a bare string when the
 * script used one; otherwise a list. An empty list removes the key (`undefined`).
 */
export function toStringOrStrings(
  list: string[],
  previous: unknown,
): string | string[] | undefined {
  if (list.length === 0) return undefined
  if (list.length === 1 && (typeof previous === 'string' || previous === undefined)) return list[0]
  return list
}

/** `true`/`false`, also when written as the strings `"true"`/`"false"`; otherwise `undefined`. */
export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value
  if (value === 'true') return true
  if (value === 'false') return false
  return undefined
}

/** The text of a scalar for an input (`null` shows as `null`). */
export const scalarText = (value: unknown): string =>
  value === undefined ? '' : value === null ? 'null' : String(value)

/** A fresh name `<base>`, `<base>_2`, … not among `taken`. */
export function freshName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`
}
