/**
 * The lossless JSON value tree that every script document is made of.
 *
 * Plain JavaScript objects cannot hold a JSON object faithfully: they put integer-like keys
 * ("2", "10") first whatever their place in the text, and a number such as 12345678901234567890,
 * `-0` or `1e21` does not survive `Number` → text. So the tree uses:
 * - `JsonObject`: an ordered list of entries; any key, `__proto__` included, is plain data;
 * - `RawNumber`: a number literal kept as written when `String(Number(raw))` would change it;
 * - `RawString`: a string kept with its escapes as written (`"\u00e9"`, `"\/"`) when
 *   `JSON.stringify` would spell it differently;
 * - plain `string`, `number`, `boolean`, `null` and readonly arrays for everything else.
 *
 * Values are immutable: an edit builds new nodes along the changed path and shares the rest, so
 * node identity tells "unchanged" cheaply (serialisation and validation caches rely on it).
 */

import { layoutAfterInsert, layoutAfterRemove, layoutOf, withLayout } from './layout'

export type JsonValue =
  null | boolean | number | string | RawNumber | RawString | JsonArray | JsonObject
export type JsonArray = readonly JsonValue[]

export interface JsonEntry {
  readonly key: string
  readonly value: JsonValue
  /** The key's text between its quotes, when it differs from `JSON.stringify(key)`. */
  readonly rawKey?: string
}

export class JsonObject {
  readonly entries: readonly JsonEntry[]
  constructor(entries: readonly JsonEntry[] = []) {
    this.entries = entries
  }
  get size(): number {
    return this.entries.length
  }
  has(key: string): boolean {
    return this.indexOf(key) >= 0
  }
  get(key: string): JsonValue | undefined {
    const i = this.indexOf(key)
    return i < 0 ? undefined : this.entries[i]!.value
  }
  indexOf(key: string): number {
    const entries = this.entries
    for (let i = 0; i < entries.length; i++) if (entries[i]!.key === key) return i
    return -1
  }
  keys(): string[] {
    return this.entries.map((e) => e.key)
  }
  /**
   * A copy with `key` set to `value`: in place when the key exists, appended otherwise. The copy
   * keeps this object's layout (an appended key copies its neighbour's line; see `layout.ts`).
   */
  set(key: string, value: JsonValue): JsonObject {
    const i = this.indexOf(key)
    const layout = layoutOf(this)
    if (i < 0) {
      const added = new JsonObject([...this.entries, { key, value }])
      return withLayout(added, layoutAfterInsert(layout, this.entries.length, this.entries.length))
    }
    if (this.entries[i]!.value === value) return this
    const entries = this.entries.slice()
    entries[i] = { ...entries[i]!, value }
    return withLayout(new JsonObject(entries), layout)
  }
  /** A copy without `key` (the same object when the key is absent); its line goes with it. */
  remove(key: string): JsonObject {
    const i = this.indexOf(key)
    if (i < 0) return this
    const next = new JsonObject(this.entries.filter((_, j) => j !== i))
    return withLayout(next, layoutAfterRemove(layoutOf(this), i, this.entries.length))
  }
  /** A copy with the entry `from` renamed to `to`, kept in its place (an entry `to` goes). */
  rename(from: string, to: string): JsonObject {
    if (from === to || this.indexOf(from) < 0) return this
    const base = this.has(to) ? this.remove(to) : this
    const i = base.indexOf(from)
    const entries = base.entries.slice()
    entries[i] = { key: to, value: entries[i]!.value }
    return withLayout(new JsonObject(entries), layoutOf(base))
  }
  static from(entries: Iterable<readonly [string, JsonValue]>): JsonObject {
    return new JsonObject(Array.from(entries, ([key, value]) => ({ key, value })))
  }
}

/** A JSON number literal whose text `String(Number(raw))` would not reproduce. */
export class RawNumber {
  readonly raw: string
  constructor(raw: string) {
    this.raw = raw
  }
  get value(): number {
    return Number(this.raw)
  }
}

/** A JSON string whose escapes `JSON.stringify` would not reproduce; `raw` is the quoted body. */
export class RawString {
  readonly value: string
  readonly raw: string
  constructor(value: string, raw: string) {
    this.value = value
    this.raw = raw
  }
}

export const isObject = (v: JsonValue | undefined): v is JsonObject => v instanceof JsonObject
export const isArray = (v: JsonValue | undefined): v is JsonArray => Array.isArray(v)

/** The string a value holds (plain or raw-spelled), else `undefined`. */
export function asString(v: JsonValue | undefined): string | undefined {
  if (typeof v === 'string') return v
  if (v instanceof RawString) return v.value
  return undefined
}

/** The number a value holds (plain or raw-spelled), else `undefined`. */
export function asNumber(v: JsonValue | undefined): number | undefined {
  if (typeof v === 'number') return v
  if (v instanceof RawNumber) return v.value
  return undefined
}

/** A number literal as it will be written: the raw text or the canonical one. */
export function numberText(v: number | RawNumber): string {
  return typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'null') : v.raw
}

/** The number for a literal, as a `RawNumber` when the canonical spelling would differ. */
export function numberFromLiteral(raw: string): number | RawNumber {
  const n = Number(raw)
  return String(n) === raw ? n : new RawNumber(raw)
}

/**
 * Exact structural equality: same shape, keys in the same order, same literal spellings.
 * Identical nodes short-circuit, so comparing two versions of a large document that share
 * most of their nodes costs only the changed paths.
 */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true
  if (a instanceof RawNumber) return b instanceof RawNumber && a.raw === b.raw
  if (a instanceof RawString) return b instanceof RawString && a.raw === b.raw
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false
    return true
  }
  if (a instanceof JsonObject) {
    if (!(b instanceof JsonObject) || a.entries.length !== b.entries.length) return false
    for (let i = 0; i < a.entries.length; i++) {
      const x = a.entries[i]!
      const y = b.entries[i]!
      if (x.key !== y.key || x.rawKey !== y.rawKey || !jsonEqual(x.value, y.value)) return false
    }
    return true
  }
  return Object.is(a, b)
}

/**
 * Equality of meaning, as a JSON consumer sees it: key order, number spelling and string
 * escapes do not count (`1.0` equals `1`, `{"a":1,"b":2}` equals `{"b":2,"a":1}`).
 */
export function jsonSame(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true
  const sa = asString(a)
  if (sa !== undefined) return sa === asString(b)
  const na = asNumber(a)
  if (na !== undefined) return Object.is(na, asNumber(b)) || na === asNumber(b)
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    return a.every((x, i) => jsonSame(x, b[i]))
  }
  if (a instanceof JsonObject) {
    if (!(b instanceof JsonObject) || a.size !== b.size) return false
    return a.entries.every((e) => b.has(e.key) && jsonSame(e.value, b.get(e.key)))
  }
  return a === b
}
