import { isMap, isScalar, type Node } from 'yaml'
import { JsonObject, asString, type JsonValue } from '../../json/values'
import { insertBlockEntry, insertFlowItem } from './collections'
import type { Layout } from './layout'
import { entryOf, type Collection } from './locate'
import type { PatchState } from './opEdits'
import { blockLines, flowText, freshStyles } from './render'
import { doubleQuoted, inlineString, keyText, type FlowStyle } from './scalars'
import type { TextEdit } from './text'

/**
 * An added entry in the file's own style: a new key quoted as the key before it is, a new string
 * item quoted as the item next to it is (and in a flow mapping, as its strings are).
 */

/** An entry added to a collection: a new key at the end, an item at its index. */
export function addEdit(
  state: PatchState,
  parent: Collection,
  last: string,
  value: JsonValue,
): TextEdit {
  const { text, layout } = state
  const n = parent.items.length
  if (isMap(parent)) {
    // A new key is quoted as the last one is; in a flow mapping, a new string value too.
    const neighbour = parent.items[n - 1]
    const k = keyText(last, keyStyle(neighbour?.key as Node, layout), {
      inFlow: !!parent.flow,
      schema: layout.schema,
    })
    if (parent.flow) {
      const strings = parent.items.filter(
        (p) => isScalar(p.value) && typeof p.value.value === 'string',
      )
      const like = strings[strings.length - 1]?.value
      const v = quotedLike(like, value, layout) ?? flowText(value, layout)
      return insertFlowItem(text, parent, n, `${k}: ${v}`)
    }
    const col = columnOf(text, parent)
    const lines = blockLines(new JsonObject([{ key: last, value }]), col, layout)
    const fresh = keyText(last, freshStyles(layout), { inFlow: false, schema: layout.schema })
    lines[0] = ' '.repeat(col) + k + lines[0]!.slice(col + fresh.length)
    return insertBlockEntry(text, parent, n, lines, layout)
  }
  const index = last === '-' ? n : Number(last)
  const quoted = quotedLike(parent.items[index - 1] ?? parent.items[index], value, layout)
  if (parent.flow) return insertFlowItem(text, parent, index, quoted ?? flowText(value, layout))
  const col = columnOf(text, parent)
  const lines = quoted ? [`${' '.repeat(col)}- ${quoted}`] : blockLines([value], col, layout)
  return insertBlockEntry(text, parent, index, lines, layout)
}

/** A new string item in a list is quoted as the item next to it is (one line), if it is. */
function quotedLike(neighbour: unknown, value: JsonValue, layout: Layout): string | undefined {
  const s = asString(value)
  if (s === undefined || s.includes('\n') || !isScalar(neighbour)) return undefined
  if (typeof neighbour.value !== 'string') return undefined
  if (neighbour.type === 'QUOTE_DOUBLE') return doubleQuoted(s)
  if (neighbour.type !== 'QUOTE_SINGLE') return undefined
  return inlineString(s, ['single', 'double'], { inFlow: true, schema: layout.schema })
}

/** A renamed key keeps its quotes (or lack of them) where they can hold the new name. */
export function keyStyle(key: Node, layout: Layout): FlowStyle[] {
  const type = isScalar(key) ? key.type : undefined
  if (type === 'QUOTE_DOUBLE') return ['double']
  if (type === 'QUOTE_SINGLE') return ['single', 'double']
  return freshStyles(layout)
}

/** The column of a block collection's entries. */
export function columnOf(text: string, parent: Collection): number {
  return entryOf(text, parent, 0).col
}
