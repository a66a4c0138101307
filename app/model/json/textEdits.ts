import { JsonObject, type JsonEntry, type JsonValue } from './values'
import { childOffsets, keyText, lengthAt, write } from './serializeJson'

/** A replacement in a text: `[start, end)` becomes `text`. */
export interface TextEdit {
  readonly start: number
  readonly end: number
  readonly text: string
}

const pad = (depth: number) => '  '.repeat(depth)
const isContainer = (v: JsonValue): v is JsonObject | JsonValue[] =>
  v instanceof JsonObject || Array.isArray(v)
const sizeOf = (v: JsonObject | readonly JsonValue[]) =>
  v instanceof JsonObject ? v.entries.length : v.length

/**
 * The one replacement that turns `serializeJson(prev)` into `serializeJson(next)`, found by
 * walking the two trees (which share every unchanged node) instead of comparing texts: its
 * cost grows with the edit, not with the document. `undefined` when the trees are the same.
 */
export function textEdit(prev: JsonValue, next: JsonValue): TextEdit | undefined {
  return diff(prev, next, 0, 0)
}

function diff(a: JsonValue, b: JsonValue, depth: number, offset: number): TextEdit | undefined {
  if (a === b) return undefined
  const whole = (): TextEdit => ({
    start: offset,
    end: offset + lengthAt(a, depth),
    text: write(b, depth),
  })
  if (!isContainer(a) || !isContainer(b) || a instanceof JsonObject !== b instanceof JsonObject)
    return whole()
  if (sizeOf(a) === 0 || sizeOf(b) === 0) return whole()
  const items = (v: JsonObject | readonly JsonValue[]) => (v instanceof JsonObject ? v.entries : v)
  const xs = items(a) as readonly (JsonEntry | JsonValue)[]
  const ys = items(b) as readonly (JsonEntry | JsonValue)[]
  const same = (x: JsonEntry | JsonValue, y: JsonEntry | JsonValue) =>
    a instanceof JsonObject
      ? (x as JsonEntry).value === (y as JsonEntry).value && sameKey(x as JsonEntry, y as JsonEntry)
      : x === y
  let lo = 0
  while (lo < xs.length && lo < ys.length && same(xs[lo]!, ys[lo]!)) lo++
  let hx = xs.length
  let hy = ys.length
  while (hx > lo && hy > lo && same(xs[hx - 1]!, ys[hy - 1]!)) {
    hx--
    hy--
  }
  if (lo === hx && lo === hy) return undefined
  const offsets = childOffsets(a as object, depth)
  const valueOf = (item: JsonEntry | JsonValue) =>
    a instanceof JsonObject ? (item as JsonEntry).value : (item as JsonValue)
  // One child changed in place (same key): the edit is inside it.
  if (
    hx - lo === 1 &&
    hy - lo === 1 &&
    (!(a instanceof JsonObject) || sameKey(xs[lo] as JsonEntry, ys[lo] as JsonEntry))
  ) {
    return diff(valueOf(xs[lo]!), valueOf(ys[lo]!), depth + 1, offset + offsets[lo]!)
  }
  // Otherwise replace the run of children that differ, with their separators.
  const inner = pad(depth + 1)
  const itemText = (item: JsonEntry | JsonValue) =>
    a instanceof JsonObject
      ? `${inner}${keyText(item as JsonEntry)}: ${write((item as JsonEntry).value, depth + 1)}`
      : inner + write(item as JsonValue, depth + 1)
  const itemStart = (i: number) => {
    const lead =
      a instanceof JsonObject ? inner.length + keyText(xs[i] as JsonEntry).length + 2 : inner.length
    return offset + offsets[i]! - lead
  }
  const itemEnd = (i: number) => offset + offsets[i]! + lengthAt(valueOf(xs[i]!), depth + 1)
  const added = ys.slice(lo, hy).map(itemText).join(',\n')
  if (hx > lo && hy > lo) return { start: itemStart(lo), end: itemEnd(hx - 1), text: added }
  if (hx > lo) {
    // Only removals: take the separator before them (or after them, at the start).
    return lo > 0
      ? { start: itemEnd(lo - 1), end: itemEnd(hx - 1), text: '' }
      : { start: itemStart(0), end: itemStart(hx), text: '' }
  }
  // Only insertions.
  return lo > 0
    ? { start: itemEnd(lo - 1), end: itemEnd(lo - 1), text: `,\n${added}` }
    : { start: itemStart(0), end: itemStart(0), text: `${added},\n` }
}

const sameKey = (x: JsonEntry, y: JsonEntry) => x.key === y.key && x.rawKey === y.rawKey

/**
 * Where the value at `path` sits in `serializeJson(root)`, to point at: a scalar's own text; a
 * container's key when it is a property (or its opening bracket otherwise), so that a problem
 * about a whole function does not cover the whole function.
 */
export function locatePath(
  root: JsonValue,
  path: readonly (string | number)[],
): { start: number; end: number } | undefined {
  let node = root
  let offset = 0
  let key: JsonEntry | undefined
  for (let depth = 0; depth < path.length; depth++) {
    const step = path[depth]!
    if (!isContainer(node) || sizeOf(node) === 0) return undefined
    const i =
      node instanceof JsonObject ? node.indexOf(String(step)) : typeof step === 'number' ? step : -1
    if (i < 0 || i >= sizeOf(node)) return undefined
    offset += childOffsets(node, depth)[i]!
    key = node instanceof JsonObject ? node.entries[i] : undefined
    node = node instanceof JsonObject ? node.entries[i]!.value : node[i]!
  }
  if (!isContainer(node)) return { start: offset, end: offset + lengthAt(node, path.length) }
  if (key) {
    const k = keyText(key)
    return { start: offset - 2 - k.length, end: offset - 2 }
  }
  return { start: offset, end: offset + 1 }
}
