import {
  DEFAULT_STYLE,
  childIndentAt,
  colonAt,
  gapAfter,
  gapBefore,
  layoutOf,
  type JsonStyle,
} from './layout'
import { JsonObject, RawNumber, RawString, type JsonEntry, type JsonValue } from './values'

/**
 * JSON text of a tree. A container read from a file is written with its own layout (the text
 * between its tokens, see `layout.ts`), so an unedited tree gives back the bytes it was read
 * from; what an edit added is written in `style` (by default the layout of
 * `JSON.stringify(value, null, 2)`), with every literal spelled as it was read.
 *
 * Nodes are immutable, so work is cached by node identity: the text of every container up to
 * `TEXT_CACHE_LIMIT` characters and the length and child offsets of every container. After an
 * edit only the edited path is written again, and lengths and offsets (see `textEdit` and
 * `locatePath`) cost nothing for the untouched parts. Large containers (the function list, the
 * whole script) keep no text of their own: a copy per version of the document would cost
 * megabytes per undo step.
 */
export function serializeJson(value: JsonValue, style: JsonStyle = DEFAULT_STYLE): string {
  return writeAt(value, rootIndent(value), style)
}

/** The indentation of the root's line: as read, else none. */
export const rootIndent = (value: JsonValue): string =>
  (value !== null && typeof value === 'object' && layoutOf(value)?.indent) || ''

/** Containers whose text is longer than this keep only their length in the cache. */
export const TEXT_CACHE_LIMIT = 64 * 1024

/**
 * The cache entry of a container whose text is its own, whatever the style and indentation it
 * is written with: one read from a file, whose every gap and literal is concrete. The parser
 * records it as it reads (`rememberRead`), so the first write of a large file costs a join of
 * slices, not a walk of every node.
 */
const ANY = Symbol('any style or indentation')

interface Cached {
  style: JsonStyle | typeof ANY
  indent: string | typeof ANY
  length: number
  text?: string
  /** Where each child's value starts, from the container's first character. */
  offsets?: number[]
}
let cache = new WeakMap<object, Cached>()

/**
 * Forgets every cached text, so that the next write walks every node. Tests use it to check the
 * writer itself, not the texts the parser remembered.
 */
export function forgetWritten(): void {
  cache = new WeakMap()
}

const NON_ASCII = /[\u0080-\uffff]/g
const escapeNonAscii = (text: string) =>
  text.replace(NON_ASCII, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))

/** A key as written: its own spelling, else quoted (with escapes where the style wants them). */
export const keyText = (e: JsonEntry, style: JsonStyle = DEFAULT_STYLE) =>
  e.rawKey !== undefined
    ? `"${e.rawKey}"`
    : style.ascii
      ? escapeNonAscii(JSON.stringify(e.key))
      : JSON.stringify(e.key)

/** The text of a scalar, or `undefined` for a container. */
export function scalarText(v: JsonValue, style: JsonStyle = DEFAULT_STYLE): string | undefined {
  if (v === null) return 'null'
  switch (typeof v) {
    case 'string': {
      const text = JSON.stringify(v)
      return style.ascii ? escapeNonAscii(text) : text
    }
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null'
    case 'boolean':
      return v ? 'true' : 'false'
  }
  if (v instanceof RawNumber) return v.raw
  if (v instanceof RawString) return `"${v.raw}"`
  return undefined
}

export const isContainer = (v: JsonValue): v is JsonObject | readonly JsonValue[] =>
  v instanceof JsonObject || Array.isArray(v)

export function childValues(node: object): readonly JsonValue[] {
  return node instanceof JsonObject ? node.entries.map((e) => e.value) : (node as JsonValue[])
}

const sizeOf = (node: object) =>
  node instanceof JsonObject ? node.entries.length : (node as unknown[]).length

const fresh = (hit: Cached | undefined, style: JsonStyle, indent: string): hit is Cached =>
  hit !== undefined && (hit.style === ANY || (hit.style === style && hit.indent === indent))

/**
 * Records the text a container was read from (`source.slice(start, end)`): written back as it
 * was, it needs no walk. Only the parser calls this, for containers whose text is all its own.
 */
export function rememberRead(node: object, source: string, start: number, end: number): void {
  const length = end - start
  cache.set(node, {
    style: ANY,
    indent: ANY,
    length,
    ...(length <= TEXT_CACHE_LIMIT ? { text: source.slice(start, end) } : {}),
  })
}

/**
 * The text before child `i`'s value: its gap, and in an object its key and colon.
 */
export function childLead(node: object, i: number, style: JsonStyle, indent: string): string {
  const layout = layoutOf(node)
  const gap = gapBefore(layout, i, style, indent)
  if (!(node instanceof JsonObject)) return gap
  return gap + keyText(node.entries[i]!, style) + colonAt(layout, i, style)
}

/** The text after the last child: the gap before the closing bracket, and the bracket. */
export function containerTail(node: object, style: JsonStyle, indent: string): string {
  const layout = layoutOf(node)
  const close = node instanceof JsonObject ? '}' : ']'
  if (sizeOf(node) === 0) return (layout?.after ?? '') + close
  return gapAfter(layout, style, indent) + close
}

/** The text of `v` written on a line indented `indent`. */
export function writeAt(v: JsonValue, indent: string, style: JsonStyle): string {
  const s = scalarText(v, style)
  if (s !== undefined) return s
  const node = v as object
  const hit = cache.get(node)
  if (fresh(hit, style, indent) && hit.text !== undefined) return hit.text
  const values = childValues(node)
  const layout = layoutOf(node)
  let text = node instanceof JsonObject ? '{' : '['
  for (let i = 0; i < values.length; i++) {
    text += childLead(node, i, style, indent)
    text += writeAt(values[i]!, childIndentAt(layout, i, indent, style), style)
  }
  text += containerTail(node, style, indent)
  remember(node, style, indent, text.length, text.length <= TEXT_CACHE_LIMIT ? text : undefined)
  return text
}

function remember(node: object, style: JsonStyle, indent: string, length: number, text?: string) {
  const hit = cache.get(node)
  if (fresh(hit, style, indent)) {
    hit.length = length
    if (text !== undefined) hit.text = text
  } else {
    cache.set(node, { style, indent, length, ...(text !== undefined ? { text } : {}) })
  }
}

/** The length of `writeAt(v, indent, style)`, without writing large containers. */
export function lengthAt(v: JsonValue, indent: string, style: JsonStyle): number {
  const s = scalarText(v, style)
  if (s !== undefined) return s.length
  const node = v as object
  const hit = cache.get(node)
  if (fresh(hit, style, indent)) return hit.length
  return measure(node, indent, style).length
}

/** Where each child's value starts in a container's text, from its first character. */
export function childOffsets(node: object, indent: string, style: JsonStyle): readonly number[] {
  return measure(node, indent, style).offsets!
}

/** The offsets of a container's children, and its length (cached by node). */
function measure(node: object, indent: string, style: JsonStyle): Cached {
  const hit = cache.get(node)
  if (fresh(hit, style, indent) && hit.offsets) return hit
  const layout = layoutOf(node)
  const values = childValues(node)
  const offsets: number[] = []
  let at = 1 // the opening bracket
  for (let i = 0; i < values.length; i++) {
    at += childLead(node, i, style, indent).length
    offsets.push(at)
    at += lengthAt(values[i]!, childIndentAt(layout, i, indent, style), style)
  }
  const length = at + containerTail(node, style, indent).length
  const entry: Cached = fresh(hit, style, indent)
    ? Object.assign(hit, { offsets, length })
    : { style, indent, length, offsets }
  cache.set(node, entry)
  return entry
}
