import {
  JsonObject,
  RawNumber,
  RawString,
  isObject,
  type JsonEntry,
  type JsonValue,
} from './values'

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

/** A plain value as a tree value; `undefined` members of objects are left out. */
export function fromPlain(p: unknown): JsonValue {
  return mergePlain(undefined, p)
}

/**
 * Merges a plain value (typically a form's data) into an existing tree value, returning a tree
 * value equal to `fromPlain(p)` that reuses every node of `old` that did not change: keys keep
 * their order (new keys are appended), raw number and string spellings survive where the value
 * is the same, and an unchanged input returns `old` itself.
 */
export function mergePlain(old: JsonValue | undefined, p: unknown): JsonValue {
  if (p === null || typeof p === 'boolean') return p
  if (typeof p === 'string') return old instanceof RawString && old.value === p ? old : p
  if (typeof p === 'number') {
    if (old instanceof RawNumber && Object.is(old.value, p)) return old
    if (Object.is(p, -0)) return new RawNumber('-0')
    return Number.isFinite(p) ? p : null
  }
  if (typeof p === 'bigint') {
    const raw = p.toString()
    return old instanceof RawNumber && old.raw === raw ? old : new RawNumber(raw)
  }
  if (Array.isArray(p)) return mergeArray(Array.isArray(old) ? old : undefined, p)
  if (typeof p === 'object') return mergeObject(isObject(old) ? old : undefined, p as object)
  throw new TypeError(`A ${typeof p} cannot be part of a JSON document`)
}

function mergeArray(old: readonly JsonValue[] | undefined, p: readonly unknown[]): JsonValue {
  let changed = !old || old.length !== p.length
  const items = p.map((item, i) => {
    const merged = mergePlain(old?.[i], item === undefined ? null : item)
    if (!old || merged !== old[i]) changed = true
    return merged
  })
  return changed || !old ? items : old
}

function mergeObject(old: JsonObject | undefined, p: object): JsonValue {
  const keys = Object.keys(p)
  const values = p as Record<string, unknown>
  const present = new Set(keys.filter((k) => values[k] !== undefined))
  const entries: JsonEntry[] = []
  let changed = !old
  const added = keys.filter((k) => present.has(k) && !old?.has(k))
  // One key out and one key in reads as a rename: the new key takes the old one's place.
  const renamedAt =
    added.length === 1 && old && old.entries.filter((e) => !present.has(e.key)).length === 1
  for (const e of old?.entries ?? []) {
    if (!present.has(e.key)) {
      changed = true
      if (renamedAt) entries.push({ key: added[0]!, value: mergePlain(e.value, values[added[0]!]) })
      continue
    }
    const value = mergePlain(e.value, values[e.key])
    if (value !== e.value) changed = true
    entries.push(value === e.value ? e : { ...e, value })
  }
  if (!renamedAt) {
    for (const key of added) {
      changed = true
      entries.push({ key, value: mergePlain(undefined, values[key]) })
    }
  }
  if (old && added.length === 0 && entries.length === old.size && isReorder(old.keys(), keys)) {
    // The same keys in another order: the data was reordered on purpose (a form moved a
    // parameter), so follow it.
    const byKey = new Map(entries.map((e) => [e.key, e]))
    return new JsonObject(keys.map((k) => byKey.get(k)!))
  }
  return changed || !old ? new JsonObject(entries) : old
}

/**
 * Whether `next` orders the keys of `prev` differently on purpose. A plain object always lists
 * integer-like keys first, in ascending order ("2" before "b"), so a difference that this
 * hoisting alone explains is no reorder at all.
 */
function isReorder(prev: readonly string[], next: readonly string[]): boolean {
  if (prev.length !== next.length || prev.every((k, i) => k === next[i])) return false
  const isIndex = (k: string) => /^(0|[1-9]\d*)$/.test(k) && Number(k) < 2 ** 32 - 1
  const hoisted = [
    ...prev.filter(isIndex).sort((a, b) => Number(a) - Number(b)),
    ...prev.filter((k) => !isIndex(k)),
  ]
  return !hoisted.every((k, i) => k === next[i])
}
