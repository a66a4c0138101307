import { isMap, isSeq, type Document, type Node } from 'yaml'
import { parsePointer } from '../../json/pointer'
import { isArray, isObject, type JsonValue } from '../../json/values'
import type { PatchOp } from '../../patch/operations'
import { moveBlockEntry, moveFlowItem, removeBlockEntry, removeFlowItem } from './collections'
import type { Layout } from './layout'
import {
  contentEnd,
  entryOf,
  indexOf,
  nodeAt,
  Unpatchable,
  type Collection,
  type Entry,
} from './locate'
import { childColumn, type BlockRendering, type BlockSlot } from './render'
import { replaceValue } from './replaceValue'
import { addEdit, keyStyle } from './addEntry'
import { keyText } from './scalars'
import type { TextEdit } from './text'

/** What the text patcher knows of the text it patches. */
export interface PatchState {
  readonly text: string
  readonly document: Document
  readonly layout: Layout
}

/** Thrown when an operation's path goes through an alias: the alias at `at` tokens is rewritten. */
export class ThroughAlias extends Error {
  constructor(readonly at: number) {
    super('through an alias')
  }
}

/**
 * Renders the value that replaces `node` (instead of the text patcher's own rendering): lines
 * at `column` in a block context, one line in a flow one; `undefined` when it cannot.
 */
export type Override = (
  node: Node,
  value: JsonValue,
  column: number,
  inFlow: boolean,
) => BlockRendering | string | undefined

/** The tokens of a pointer (operations here come from `diffValues`, so they are well formed). */
export function tokensOf(pointer: string): string[] {
  const tokens = parsePointer(pointer)
  if (!Array.isArray(tokens)) throw new Unpatchable(tokens.error)
  return tokens
}

/** The value at a path of tokens in a tree. */
export function valueAt(tree: JsonValue, tokens: readonly string[]): JsonValue {
  let v = tree
  for (const t of tokens) {
    const next = isObject(v) ? v.get(t) : isArray(v) ? v[Number(t)] : undefined
    if (next === undefined) throw new Unpatchable(`no value at ${tokens.join('/')}`)
    v = next
  }
  return v
}

/** The collection at a path: the parent of an operation's target. */
function collectionAt(state: PatchState, tokens: readonly string[]): Collection {
  const found = nodeAt(state.document, tokens)
  if ('alias' in found) throw new ThroughAlias(found.alias)
  if ('missing' in found) throw new Unpatchable(`nothing at ${tokens.join('/')}`)
  const node = found.node
  if (!isMap(node) && !isSeq(node)) throw new Unpatchable('the parent is not a collection')
  return node
}

/**
 * The text edits for one operation of `diffValues` (`add`, `remove`, `replace`, a `move` within
 * one collection), given the tree the operation leads to (`after`). Throws `Unpatchable` where
 * the text cannot be patched safely, and `ThroughAlias` where the path goes through an alias.
 */
export function editsFor(
  state: PatchState,
  op: PatchOp,
  after: JsonValue,
  override?: Override,
): TextEdit[] {
  const { text, layout } = state
  const tokens = tokensOf(op.path)
  const replace = (entry: Entry, slot: BlockSlot | 'flow', value: JsonValue): TextEdit => {
    if (!override) return replaceValue(text, entry, slot, value, layout)
    const flow = slot === 'flow'
    const r = override(entry.node, value, flow ? 0 : childColumn(value, slot, layout), flow)
    if (r === undefined) throw new Unpatchable('no rendering')
    return replaceValue(text, entry, slot, value, layout, r)
  }
  if (tokens.length === 0) {
    if (op.op !== 'replace') throw new Unpatchable('the whole document is only replaced')
    return [replace(rootEntry(state.document), { kind: 'root', col: 0 }, after)]
  }
  const parentTokens = tokens.slice(0, -1)
  const last = tokens[tokens.length - 1]!
  const parent = collectionAt(state, parentTokens)
  const replacesKey = op.op === 'add' && isMap(parent) && indexOf(parent, last) >= 0
  if (op.op === 'replace' || replacesKey) {
    const index = indexOf(parent, last)
    if (index < 0) throw new Unpatchable('replace of a missing value')
    const entry = entryOf(text, parent, index)
    return [replace(entry, slotOf(parent, entry), valueAt(after, tokens))]
  }
  const emptied = (op.op === 'remove' && parent.items.length === 1) || parent.items.length === 0
  if (emptied)
    return editsFor(state, { op: 'replace', path: pointerOf(op.path, 1), value: null }, after)
  switch (op.op) {
    case 'add':
      return [addEdit(state, parent, last, valueAt(after, tokens))]
    case 'remove': {
      const index = indexOf(parent, last)
      if (index < 0) throw new Unpatchable('remove of a missing value')
      return [
        parent.flow ? removeFlowItem(text, parent, index) : removeBlockEntry(text, parent, index),
      ]
    }
    case 'move':
      return moveEdits(state, parent, op.from, tokens)
    default:
      throw new Unpatchable(`"${op.op}" is not written to the text directly`)
  }
}

/** A rename of a key in its place, or a move of an item within one list. */
function moveEdits(
  state: PatchState,
  parent: Collection,
  fromPointer: string,
  to: string[],
): TextEdit[] {
  const { text, layout } = state
  const from = tokensOf(fromPointer)
  const same = from.length === to.length && from.slice(0, -1).every((t, i) => t === to[i])
  if (!same) throw new Unpatchable('a move between collections')
  const index = indexOf(parent, from[from.length - 1]!)
  if (index < 0) throw new Unpatchable('move of a missing value')
  const target = to[to.length - 1]!
  if (isSeq(parent)) {
    const dest = Number(target)
    return parent.flow
      ? moveFlowItem(text, parent, index, dest)
      : moveBlockEntry(text, parent, index, dest, layout)
  }
  if (indexOf(parent, target) >= 0) throw new Unpatchable('a rename onto an existing key')
  const entry = entryOf(text, parent, index)
  const old = entry.key!
  const [start, end] = old.range!
  return [
    {
      start,
      end,
      text: keyText(target, keyStyle(old, layout), {
        inFlow: !!parent.flow,
        schema: layout.schema,
      }),
    },
  ]
}

/** The pointer `up` steps above `pointer`. */
function pointerOf(pointer: string, up: number): string {
  const parts = pointer.split('/')
  return parts.slice(0, parts.length - up).join('/')
}

function slotOf(parent: Collection, entry: Entry) {
  if (parent.flow) return 'flow' as const
  return { kind: isMap(parent) ? ('mapValue' as const) : ('seqItem' as const), col: entry.col }
}

/** The whole document as an entry, for a replacement of all of it. */
function rootEntry(document: Document): Entry {
  const node = document.contents as Node | null
  if (!node?.range) throw new Unpatchable('an empty document')
  const start = node.range[0]
  const end = contentEnd(node)
  return {
    node,
    start,
    indicatorEnd: start,
    valueStart: start,
    valueEnd: end,
    col: 0,
    comments: [],
    ownLine: true,
  }
}
