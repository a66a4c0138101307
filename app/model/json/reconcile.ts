import { layoutOf, withLayout } from './layout'
import { JsonObject, jsonEqual, type JsonEntry, type JsonValue } from './values'

/**
 * Returns `next` rebuilt to reuse every node of `prev` that it equals exactly: the same keys in
 * the same order, the same literal spellings and the same layout (so the reused node is written
 * as `next` was). After a re-parse of a whole document, this restores the sharing with the
 * previous version, so identity again means "unchanged".
 */
export function reconcile<T extends JsonValue>(prev: JsonValue | undefined, next: T): T {
  if (prev === next) return next
  if (next instanceof JsonObject && prev instanceof JsonObject) {
    let same = next.entries.length === prev.entries.length && sameLayout(prev, next)
    const entries = next.entries.map((e, i): JsonEntry => {
      const old = prev.entries[i]
      const match = old && old.key === e.key ? old.value : prev.get(e.key)
      const value = reconcile(match, e.value)
      if (!old || old.key !== e.key || old.rawKey !== e.rawKey || old.value !== value) same = false
      return value === e.value ? e : { ...e, value }
    })
    if (same) return prev as T
    return rebuilt(
      next,
      new JsonObject(entries),
      entries.some((e, i) => e !== next.entries[i]),
    )
  }
  if (Array.isArray(next) && Array.isArray(prev)) {
    const items = next as readonly JsonValue[]
    const old = prev as readonly JsonValue[]
    // Items keep their nodes when others were added or removed before them: the unchanged
    // start and end are matched by place from each end, the middle by place.
    const out: JsonValue[] = new Array(items.length)
    let lo = 0
    while (
      lo < items.length &&
      lo < old.length &&
      (out[lo] = reconcile(old[lo], items[lo]!)) === old[lo]
    )
      lo++
    let hi = 0
    while (hi < items.length - lo && hi < old.length - lo) {
      const at = items.length - 1 - hi
      const value = reconcile(old[old.length - 1 - hi], items[at]!)
      if (value !== old[old.length - 1 - hi]) break
      out[at] = value
      hi++
    }
    for (let i = lo; i < items.length - hi; i++)
      out[i] = i < old.length - hi ? reconcile(old[i], items[i]!) : items[i]!
    const same =
      items.length === old.length && sameLayout(prev, next) && out.every((v, i) => v === old[i])
    if (same) return prev as unknown as T
    return rebuilt(
      next,
      out,
      out.some((v, i) => v !== items[i]),
    ) as unknown as T
  }
  return (jsonEqual(prev, next) ? prev : next) as T
}

/** `next` itself when none of its children was replaced; else `copy`, with `next`'s layout. */
function rebuilt<T extends object>(next: T, copy: object, changed: boolean): T {
  if (!changed) return next
  return withLayout(copy, layoutOf(next)) as T
}

function sameLayout(a: object, b: object): boolean {
  const x = layoutOf(a)
  const y = layoutOf(b)
  if (x === y) return true
  if (!x || !y) return false
  return (
    x.after === y.after &&
    x.indent === y.indent &&
    sameList(x.before, y.before) &&
    sameList(x.colon ?? [], y.colon ?? [])
  )
}

const sameList = (a: readonly (string | undefined)[], b: readonly (string | undefined)[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])
