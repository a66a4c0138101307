import { layoutAfterInsert, layoutAfterRemove, layoutOf, withLayout, type Layout } from './layout'
import { JsonObject, RawString, type JsonArray, type JsonValue } from './values'

/*
 * Edits of arrays that keep the array's layout (objects do the same in their own methods, see
 * `JsonObject`): a changed item keeps every gap, an inserted item copies its neighbour's, a
 * removed one takes its own with it. Every function returns a new array (or the same one when
 * nothing changes) and leaves its input untouched.
 */

/** `items` with item `i` replaced. */
export function arraySet(items: JsonArray, i: number, value: JsonValue): JsonArray {
  if (items[i] === value) return items
  const copy = items.slice()
  copy[i] = value
  return withLayout(copy, layoutOf(items))
}

/** `items` with `value` inserted at `i` (0 ≤ i ≤ length). */
export function arrayInsert(items: JsonArray, i: number, value: JsonValue): JsonArray {
  const copy = [...items.slice(0, i), value, ...items.slice(i)]
  return withLayout(copy, layoutAfterInsert(layoutOf(items), i, items.length))
}

/** `items` without item `i`. */
export function arrayRemove(items: JsonArray, i: number): JsonArray {
  const copy = items.filter((_, j) => j !== i)
  return withLayout(copy, layoutAfterRemove(layoutOf(items), i, items.length))
}

/** `items` with item `from` moved to `to` (both within the array); the item is the same node. */
export function arrayMove(items: JsonArray, from: number, to: number): JsonArray {
  if (from === to) return items
  return arrayInsert(arrayRemove(items, from), to, items[from]!)
}

/** `items` with every item mapped; the layout stays when the length does. */
export function arrayMap(
  items: JsonArray,
  fn: (item: JsonValue, i: number) => JsonValue,
): JsonArray {
  let changed = false
  const copy = items.map((item, i) => {
    const next = fn(item, i)
    if (next !== item) changed = true
    return next
  })
  return changed ? withLayout(copy, layoutOf(items)) : items
}

/**
 * `value` as it is written on a line indented `to` rather than `from`: every line break inside it
 * that was followed by `from` is followed by `to`. JSON strings hold no raw line breaks, so only
 * the layout's gaps change. A container with no layout (written in the file's style wherever it
 * goes) and a scalar come back as they are; with `copy`, containers are new nodes even when the
 * indentation is the same (a copy never shares nodes with its original).
 */
export function reindent(value: JsonValue, from: string, to: string, copy = false): JsonValue {
  if (value === null || typeof value !== 'object') return value
  const isObj = value instanceof JsonObject
  if (!isObj && !Array.isArray(value)) return value
  if (from === to && !copy) return value
  const layout = layoutOf(value)
  const shift = (gap: string | undefined) => (gap === undefined ? gap : shiftLines(gap, from, to))
  const moved: Layout | undefined = layout && {
    before: layout.before.map(shift),
    ...(layout.colon ? { colon: layout.colon } : {}),
    after: shift(layout.after),
    indent: layout.indent.startsWith(from) ? to + layout.indent.slice(from.length) : layout.indent,
  }
  const node = isObj
    ? new JsonObject(value.entries.map((e) => ({ ...e, value: reindent(e.value, from, to, copy) })))
    : (value as JsonArray).map((v) => reindent(v, from, to, copy))
  return withLayout(node, moved)
}

function shiftLines(gap: string, from: string, to: string): string {
  if (!gap.includes('\n')) return gap
  return gap
    .split('\n')
    .map((line, i) => (i > 0 && line.startsWith(from) ? to + line.slice(from.length) : line))
    .join('\n')
}

/**
 * `value` with every string that has non-ASCII characters spelled with `\uXXXX` escapes (as a
 * `RawString`), for a file that writes them so (see `JsonStyle.ascii`); the same value when none.
 */
export function escapedStrings(value: JsonValue): JsonValue {
  if (typeof value === 'string') {
    const raw = escapedBody(value)
    return raw === undefined ? value : new RawString(value, raw)
  }
  if (value instanceof JsonObject) {
    let changed = false
    const entries = value.entries.map((e) => {
      const v = escapedStrings(e.value)
      const rawKey = e.rawKey ?? escapedBody(e.key)
      if (v === e.value && rawKey === e.rawKey) return e
      changed = true
      return { key: e.key, value: v, ...(rawKey !== undefined ? { rawKey } : {}) }
    })
    return changed ? withLayout(new JsonObject(entries), layoutOf(value)) : value
  }
  if (Array.isArray(value)) return arrayMap(value as JsonArray, escapedStrings)
  return value
}

/** The quoted body of `text` with non-ASCII escaped, or `undefined` when it is all ASCII. */
function escapedBody(text: string): string | undefined {
  if (!/[\u0080-\uffff]/.test(text)) return undefined
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))
}
