import { JsonObject, RawNumber, RawString, type JsonEntry, type JsonValue } from './values'

/**
 * JSON text of a tree, 2-space indented exactly as `JSON.stringify(value, null, 2)` lays it out,
 * with every literal spelled as it was read (raw numbers, string escapes) and keys in order.
 *
 * Nodes are immutable, so work is cached by node identity: the text of every container up to
 * `TEXT_CACHE_LIMIT` characters (a function, a parameter…) and the length of every container.
 * After an edit, only the edited path is written again, and lengths and offsets (see
 * `textEdit` and `locatePath`) cost nothing for the untouched parts. Large containers (the
 * function list, the whole script) keep no text of their own: a copy per version of the
 * document would cost megabytes per undo step.
 */
export function serializeJson(value: JsonValue): string {
  return write(value, 0)
}

/** Containers whose text is longer than this keep only their length in the cache. */
export const TEXT_CACHE_LIMIT = 64 * 1024

interface Cached {
  depth: number
  length: number
  text?: string
  /** Offsets of each child's text from the container's start (see `childOffsets`). */
  offsets?: number[]
}
const cache = new WeakMap<object, Cached>()

const indent = (depth: number) => '  '.repeat(depth)
export const keyText = (e: JsonEntry) =>
  e.rawKey === undefined ? JSON.stringify(e.key) : `"${e.rawKey}"`

function scalar(v: JsonValue): string | undefined {
  if (v === null) return 'null'
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v)
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null'
    case 'boolean':
      return v ? 'true' : 'false'
  }
  if (v instanceof RawNumber) return v.raw
  if (v instanceof RawString) return `"${v.raw}"`
  return undefined
}

const isEmpty = (v: object) =>
  v instanceof JsonObject ? v.entries.length === 0 : (v as unknown[]).length === 0

/** The text of `v` written at `depth`. */
export function write(v: JsonValue, depth: number): string {
  const s = scalar(v)
  if (s !== undefined) return s
  const node = v as object
  if (isEmpty(node)) return node instanceof JsonObject ? '{}' : '[]'
  const hit = cache.get(node)
  if (hit && hit.depth === depth && hit.text !== undefined) return hit.text
  const pad = indent(depth + 1)
  const parts =
    node instanceof JsonObject
      ? node.entries.map((e) => `${pad}${keyText(e)}: ${write(e.value, depth + 1)}`)
      : (node as JsonValue[]).map((item) => pad + write(item, depth + 1))
  const [open, close] = node instanceof JsonObject ? ['{', '}'] : ['[', ']']
  const text = `${open}\n${parts.join(',\n')}\n${indent(depth)}${close}`
  remember(node, depth, text.length, text.length <= TEXT_CACHE_LIMIT ? text : undefined)
  return text
}

function remember(node: object, depth: number, length: number, text?: string) {
  const hit = cache.get(node)
  if (hit && hit.depth === depth) {
    hit.length = length
    if (text !== undefined) hit.text = text
  } else {
    cache.set(node, { depth, length, ...(text !== undefined ? { text } : {}) })
  }
}

/** The length of `write(v, depth)`, without writing large containers. */
export function lengthAt(v: JsonValue, depth: number): number {
  const s = scalar(v)
  if (s !== undefined) return s.length
  const node = v as object
  if (isEmpty(node)) return 2
  const hit = cache.get(node)
  if (hit && hit.depth === depth) return hit.length
  return layout(node, depth).length
}

export function childValues(node: object): readonly JsonValue[] {
  return node instanceof JsonObject ? node.entries.map((e) => e.value) : (node as JsonValue[])
}

/**
 * Where each child's value starts in a non-empty container's text, from the container's first
 * character: after `{\n` (or `[\n`), the indentation and, in an object, the key and `: `.
 */
export function childOffsets(node: object, depth: number): readonly number[] {
  return layout(node, depth).offsets!
}

/** The offsets of a non-empty container's children, and its length (cached by node). */
function layout(node: object, depth: number): Cached {
  const hit = cache.get(node)
  if (hit && hit.depth === depth && hit.offsets) return hit
  const pad = indent(depth + 1).length
  const offsets: number[] = []
  let at = 2 // "{\n" or "[\n"
  let end = at
  const entries = node instanceof JsonObject ? node.entries : undefined
  const values = childValues(node)
  values.forEach((value, i) => {
    const valueAt = at + pad + (entries ? keyText(entries[i]!).length + 2 : 0)
    offsets.push(valueAt)
    end = valueAt + lengthAt(value, depth + 1)
    at = end + 2 // ",\n"
  })
  const length = end + 1 + indent(depth).length + 1 // "\n", the indentation, "}" or "]"
  const entry: Cached =
    hit && hit.depth === depth
      ? Object.assign(hit, { offsets, length })
      : { depth, length, offsets }
  cache.set(node, entry)
  return entry
}
