import { JsonObject, RawNumber, RawString, type JsonEntry, type JsonValue } from './values'

/** A JSON value as plain JavaScript: what forms, ajv and lint rules read. */
export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain }

const plainCache = new WeakMap<object, Plain>()

/** Sets `obj[key]` as an own data property, so `__proto__` is data, never the prototype. */
function defineKey(obj: Record<string, Plain>, key: string, value: Plain): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    obj[key] = value
  }
}

/**
 * The plain JavaScript view of a value. Raw numbers become `Number`s (a literal beyond 2^53 loses
 * precision in this view only; the tree keeps it), raw strings their value. Results are cached
 * per node and shared: treat them as read-only.
 */
export function toPlain(v: JsonValue): Plain {
  if (v === null || typeof v !== 'object') return v
  if (v instanceof RawNumber) return v.value
  if (v instanceof RawString) return v.value
  const cached = plainCache.get(v)
  if (cached !== undefined) return cached
  let out: Plain
  if (Array.isArray(v)) {
    out = (v as readonly JsonValue[]).map(toPlain)
  } else {
    const obj: Record<string, Plain> = {}
    for (const e of (v as JsonObject).entries) defineKey(obj, e.key, toPlain(e.value))
    out = obj
  }
  plainCache.set(v, out)
  return out
}

/**
 * A plain JavaScript value as a tree value: object keys in their order (`undefined` members left
 * out, `__proto__` as data), `-0` and big integers spelled exactly, NaN and infinities as null;
 * tree values inside are taken as they are. Throws a `TypeError` for what JSON cannot hold (a
 * function, a symbol).
 */
export function fromPlain(v: unknown): JsonValue {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v
  if (typeof v === 'number') {
    if (Object.is(v, -0)) return new RawNumber('-0')
    // As JSON.stringify writes them: NaN and the infinities are null.
    return Number.isFinite(v) ? v : null
  }
  if (typeof v === 'bigint') return new RawNumber(v.toString())
  if (v instanceof JsonObject || v instanceof RawNumber || v instanceof RawString) return v
  if (Array.isArray(v))
    return (v as readonly unknown[]).map((x) => (x === undefined ? null : fromPlain(x)))
  if (typeof v === 'object') {
    const entries: JsonEntry[] = []
    for (const key of Object.keys(v)) {
      const value = (v as Record<string, unknown>)[key]
      if (value !== undefined) entries.push({ key, value: fromPlain(value) })
    }
    return new JsonObject(entries)
  }
  throw new TypeError(`A ${typeof v} cannot be part of a JSON document`)
}
