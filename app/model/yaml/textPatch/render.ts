import { JsonObject, asString, type JsonValue } from '../../json/values'
import type { Layout } from './layout'
import {
  blockScalar,
  inlineScalar,
  isScalarValue,
  keyText,
  type FlowStyle,
  type ScalarContext,
} from './scalars'

/**
 * Fresh YAML for a value the file did not have: block style in a block context, flow style in a
 * flow one, in the file's own layout (indentation, sequence indentation, flow padding, quotes).
 */

/** A value in a block context: on its key's (or dash's) line, or a header there and lines after. */
export type BlockRendering =
  { readonly inline: string } | { readonly header: string; readonly lines: string[] }

/** Where a value goes in a block context. */
export interface BlockSlot {
  /** After `key:` (a mapping value), after `- ` (a sequence item), or the whole document. */
  readonly kind: 'mapValue' | 'seqItem' | 'root'
  /** The column of the key or of the `-` (0 for the document). */
  readonly col: number
}

const ctxOf = (layout: Layout, inFlow: boolean): ScalarContext => ({
  inFlow,
  schema: layout.schema,
})

/** The order in which string styles are tried for a string the file did not have. */
export const freshStyles = (layout: Layout): FlowStyle[] => ['plain', layout.quote, 'double']

/** A value in flow style, on one line (`[a, b]`, `{k: v}`, a scalar). */
export function flowText(value: JsonValue, layout: Layout, inFlow = true): string {
  if (isScalarValue(value)) return inlineScalar(value, freshStyles(layout), ctxOf(layout, inFlow))
  if (Array.isArray(value)) {
    const items = (value as readonly JsonValue[]).map((v) => flowText(v, layout))
    return wrap('[', items, ']', layout.seqPadding)
  }
  const obj = value as JsonObject
  const entries = obj.entries.map(
    (e) =>
      `${keyText(e.key, freshStyles(layout), ctxOf(layout, true))}: ${flowText(e.value, layout)}`,
  )
  return wrap('{', entries, '}', layout.mapPadding)
}

function wrap(open: string, items: string[], close: string, padding: boolean): string {
  if (items.length === 0) return open + close
  const pad = padding ? ' ' : ''
  return open + pad + items.join(', ') + pad + close
}

/** The column where the content of a value in `slot` starts when it goes on lines of its own. */
export function childColumn(value: JsonValue, slot: BlockSlot, layout: Layout): number {
  if (slot.kind === 'root') return 0
  if (slot.kind === 'seqItem') return slot.col + 2
  if (Array.isArray(value) && !layout.indentSeq) return slot.col
  return slot.col + layout.indent
}

/**
 * A value in a block context: scalars on the slot's line (a multi-line string as a literal block
 * scalar), empty collections as `{}` / `[]`, others as block lines at `column` (by default the
 * layout's indentation under the slot).
 */
export function renderBlock(
  value: JsonValue,
  slot: BlockSlot,
  layout: Layout,
  column = childColumn(value, slot, layout),
): BlockRendering {
  if (isScalarValue(value)) {
    const s = asString(value)
    if (s !== undefined && s.includes('\n') && slot.kind !== 'root' && layout.blockStrings) {
      const block = blockScalar(s, false, column, slot.col)
      if (block) return block
    }
    return { inline: inlineScalar(value, freshStyles(layout), ctxOf(layout, false)) }
  }
  if (Array.isArray(value) ? value.length === 0 : (value as JsonObject).size === 0) {
    return { inline: Array.isArray(value) ? '[]' : '{}' }
  }
  return { header: '', lines: blockLines(value, column, layout) }
}

/** A non-empty list or object as block lines whose entries start at column `col`. */
export function blockLines(value: JsonValue, col: number, layout: Layout): string[] {
  const pad = ' '.repeat(col)
  const lines: string[] = []
  if (value instanceof JsonObject) {
    for (const e of value.entries) {
      const key = keyText(e.key, freshStyles(layout), ctxOf(layout, false))
      lines.push(
        ...slotLines(pad + key + ':', renderBlock(e.value, { kind: 'mapValue', col }, layout)),
      )
    }
    return lines
  }
  for (const item of value as readonly JsonValue[]) {
    const r = renderBlock(item, { kind: 'seqItem', col }, layout)
    if ('inline' in r || r.header !== '') {
      lines.push(...slotLines(pad + '-', r))
    } else {
      // A collection in a sequence starts on the dash's line: `- key: value`, `- - item`.
      const [first, ...rest] = r.lines
      lines.push(pad + '- ' + first!.slice(col + 2), ...rest)
    }
  }
  return lines
}

/** A layout for a document written afresh: YAML's usual one. */
export function defaultLayout(schema: Layout['schema']): Layout {
  return {
    indent: 2,
    indentSeq: true,
    seqPadding: false,
    mapPadding: false,
    quote: 'double',
    newline: '\n',
    blockStrings: true,
    blankLines: true,
    schema,
  }
}

/**
 * A whole document written afresh (a script that was not read from YAML): block style, in
 * `layout`, every literal as the tree spells it (`1.50`, `1e21`), a final line break.
 */
export function freshDocument(value: JsonValue, layout: Layout): string {
  const r = renderBlock(value, { kind: 'root', col: 0 }, layout)
  return ('inline' in r ? r.inline : r.lines.join(layout.newline)) + layout.newline
}

/** The lines of a value after the text before it (`key:` or `-`), a space between. */
function slotLines(before: string, r: BlockRendering): string[] {
  if ('inline' in r) return [`${before} ${r.inline}`]
  return [r.header ? `${before} ${r.header}` : before, ...r.lines]
}
