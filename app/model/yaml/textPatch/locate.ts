import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node, type Pair } from 'yaml'
import type { YAMLMap, YAMLSeq } from 'yaml'
import { columnOf, scanSeparation, startsLine } from './text'

/**
 * Where things are in the source text, read from the `yaml` package's nodes (`range` is
 * `[start, valueEnd, nodeEnd]`) and from the separation between them (`:`, `-`, `&anchor`,
 * `!tag`, comments). The text patcher works with these offsets.
 */

/** Thrown where the text cannot be patched safely; the caller falls back to rewriting more. */
export class Unpatchable extends Error {}

export type Collection = YAMLMap | YAMLSeq

/** One entry of a collection: a key and its value, or a sequence item. */
export interface Entry {
  /** The value node (an empty value is a null scalar with an empty range). */
  readonly node: Node
  /** Where the entry starts: its key, its `-`, or (a flow sequence item) its value. */
  readonly start: number
  /** Right after the entry's `:` or `-` (block collections), else where its value starts. */
  readonly indicatorEnd: number
  /** Where the value starts: its first `&anchor` or `!tag`, or the value itself. */
  readonly valueStart: number
  /** Where the value ends (`range[1]`: block values end after their last line break). */
  readonly valueEnd: number
  /** The column of the key or the `-` (block collections). */
  readonly col: number
  /** The comments between the `:` or `-` and the value. */
  readonly comments: readonly { start: number; end: number }[]
  /** The key node (mapping entries). */
  readonly key?: Node
  /** Whether the entry is the first thing on its line (not `- key: v` or `- - item`). */
  readonly ownLine: boolean
}

const rangeOf = (node: unknown): [number, number, number] => {
  const r = (node as Node | null)?.range
  if (!r) throw new Unpatchable('a node without a place in the text')
  return r
}

/**
 * Where a value's own text ends: `range[1]`, but for a block collection the end of its last
 * entry's value (the `yaml` package ends a collection whose last value is empty after the
 * comments and indentation that follow it).
 */
export function contentEnd(node: unknown, depth = 0): number {
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0 && depth < 1000) {
    const last = node.items[node.items.length - 1]
    return contentEnd(isPair(last) ? (last.value ?? last.key) : last, depth + 1)
  }
  return rangeOf(node)[1]
}

/**
 * Whether a value ends with a block scalar kept with `|+` or `>+`: blank lines right after it
 * are part of it, so an edit must not leave new blank lines there.
 */
export function endsKept(text: string, node: unknown, depth = 0): boolean {
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0 && depth < 1000) {
    const last = node.items[node.items.length - 1]
    return endsKept(text, isPair(last) ? (last.value ?? last.key) : last, depth + 1)
  }
  if (!isScalar(node) || (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED'))
    return false
  return /^[|>][1-9]?\+/.test(
    text.slice(rangeOf(node)[0], rangeOf(node)[0] + 3).replace(/^([|>])\+([1-9])/, '$1$2+'),
  )
}

/** The key of a mapping entry as the tree has it (as `parseYaml`'s converter reads it). */
export function keyString(key: unknown): string | undefined {
  if (key === null || key === undefined) return ''
  if (!isScalar(key)) return undefined
  return typeof key.value === 'string' ? key.value : (key.source ?? String(key.value))
}

/** The node at a path of tokens, or where an alias or a missing step interrupts the walk. */
export function nodeAt(
  doc: Document,
  tokens: readonly string[],
): { node: unknown } | { alias: number } | { missing: number } {
  let node: unknown = doc.contents
  for (let i = 0; i < tokens.length; i++) {
    if (isAlias(node)) return { alias: i }
    const next = childOf(node, tokens[i]!)
    if (next === undefined) return { missing: i }
    node = next
  }
  if (isAlias(node)) return { alias: tokens.length }
  return { node }
}

/** The index of a token's entry in a collection, or -1. Duplicate keys cannot be patched. */
export function indexOf(node: Collection, token: string): number {
  if (isSeq(node)) {
    const i = /^(0|[1-9][0-9]*)$/.test(token) ? Number(token) : -1
    return i < node.items.length ? i : -1
  }
  let found = -1
  node.items.forEach((pair, i) => {
    if (!isPair(pair) || keyString(pair.key) !== token) return
    if (found >= 0) throw new Unpatchable(`the key "${token}" appears twice`)
    found = i
  })
  return found
}

function childOf(node: unknown, token: string): unknown {
  if (!isMap(node) && !isSeq(node)) return undefined
  const i = indexOf(node, token)
  if (i < 0) return undefined
  const item = node.items[i]
  return isPair(item) ? item.value : item
}

/** The geometry of entry `index` of a collection. */
export function entryOf(text: string, parent: Collection, index: number): Entry {
  const flow = !!parent.flow
  const item = parent.items[index]
  if (isMap(parent)) {
    if (!isPair(item)) throw new Unpatchable('a mapping entry that is not a pair')
    return pairEntry(text, item, flow)
  }
  if (isPair(item)) throw new Unpatchable('a key: value pair inside a sequence')
  const node = item as Node
  const start = rangeOf(node)[0]
  const end = contentEnd(node)
  if (flow) {
    const sep = scanBack(text, parent, index, start)
    return {
      node,
      start: sep,
      indicatorEnd: sep,
      valueStart: sep,
      valueEnd: end,
      col: -1,
      comments: [],
      ownLine: false,
    }
  }
  const from = index === 0 ? rangeOf(parent)[0] : contentEnd(parent.items[index - 1])
  const dash = findIndicator(text, from, start, '-')
  const sep = scanSeparation(text, dash + 1, start)
  if (!sep) throw new Unpatchable('unexpected text between "-" and its value')
  return {
    node,
    start: dash,
    indicatorEnd: dash + 1,
    valueStart: sep.props[0]?.start ?? start,
    valueEnd: end,
    col: columnOf(text, dash),
    comments: sep.comments,
    ownLine: startsLine(text, dash),
  }
}

function pairEntry(text: string, pair: Pair, flow: boolean): Entry {
  const key = pair.key as Node | null
  const value = pair.value as Node | null
  if (!key || !isScalar(key) || !value) throw new Unpatchable('a key without a plain place')
  const [keyStart, keyEnd] = rangeOf(key)
  if (/\?[ \t]*$/.test(text.slice(0, keyStart).split('\n').pop()!))
    throw new Unpatchable('an explicit key ("? key")')
  const colon = /^[ \t]*:/.exec(text.slice(keyEnd, keyEnd + 1100))
  if (!colon) throw new Unpatchable('a key without its ":"')
  const indicatorEnd = keyEnd + colon[0].length
  const start = rangeOf(value)[0]
  const end = contentEnd(value)
  const sep = scanSeparation(text, indicatorEnd, start)
  if (!sep) throw new Unpatchable('unexpected text between ":" and its value')
  return {
    node: value,
    key,
    start: keyStart,
    indicatorEnd,
    valueStart: sep.props[0]?.start ?? start,
    valueEnd: end,
    col: flow ? -1 : columnOf(text, keyStart),
    comments: sep.comments,
    ownLine: startsLine(text, keyStart),
  }
}

/** The offset of a block indicator (`-`) between `from` and `to`, past spaces and comments. */
function findIndicator(text: string, from: number, to: number, indicator: string): number {
  let i = from
  while (i < to) {
    const c = text[i]!
    if (c === indicator && /[ \t\r\n]/.test(text[i + 1] ?? '\n')) return i
    if (c === '#') {
      while (i < to && text[i] !== '\n') i++
    } else if (/[ \t\r\n]/.test(c)) i++
    else break
  }
  throw new Unpatchable(`no "${indicator}" where an entry starts`)
}

/** Where a flow item's properties start, scanning back from its value over `&a` / `!t`. */
function scanBack(text: string, parent: Collection, index: number, start: number): number {
  const from = index === 0 ? rangeOf(parent)[0] + 1 : rangeOf(parent.items[index - 1])[1]
  const m = /(?:[&!][^\s,[\]{}]*[ \t]+)+$/.exec(text.slice(from, start))
  return m ? start - m[0].length : start
}
