import { JsonObject, jsonEqual, type JsonEntry, type JsonValue } from './values'

/**
 * Returns `next` rebuilt to reuse every node of `prev` that it equals (exactly: same keys in the
 * same order, same literal spellings). After a re-parse of a whole document, this restores the
 * sharing with the previous version, so identity again means "unchanged".
 */
export function reconcile<T extends JsonValue>(prev: JsonValue | undefined, next: T): T {
  if (prev === next) return next
  if (next instanceof JsonObject && prev instanceof JsonObject) {
    let same = next.entries.length === prev.entries.length
    const entries = next.entries.map((e, i): JsonEntry => {
      const old = prev.entries[i]
      const match = old && old.key === e.key ? old.value : prev.get(e.key)
      const value = reconcile(match, e.value)
      if (!old || old.key !== e.key || old.rawKey !== e.rawKey || old.value !== value) same = false
      return value === e.value ? e : { ...e, value }
    })
    return (same ? prev : new JsonObject(entries)) as T
  }
  if (Array.isArray(next) && Array.isArray(prev)) {
    const items = next as readonly JsonValue[]
    let same = items.length === prev.length
    const out = items.map((item, i) => {
      const value = reconcile(prev[i], item)
      if (value !== prev[i]) same = false
      return value
    })
    return (same ? prev : out) as unknown as T
  }
  return (jsonEqual(prev, next) ? prev : next) as T
}
