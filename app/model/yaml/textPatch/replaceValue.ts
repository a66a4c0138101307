import { isMap, isScalar, isSeq, Scalar, type Node } from 'yaml'
import { asString, type JsonObject, type JsonValue } from '../../json/values'
import type { Layout } from './layout'
import type { Entry } from './locate'
import { childColumn, flowText, renderBlock, type BlockRendering, type BlockSlot } from './render'
import { blockScalar, foldedBody, inlineScalar, isScalarValue, type FlowStyle } from './scalars'
import { refold } from './folding'
import {
  columnOf,
  endOfValueLine,
  lineBreak,
  lineStart,
  nextLineStart,
  type TextEdit,
} from './text'
import { reuseLines } from './reuseLines'

/**
 * Replaces the value of one entry in the text, and nothing around it: the key, the comment on
 * the key's line and the lines of other entries stay. A string keeps its scalar style where that
 * style can hold it (plain, quoted, literal `|` or folded `>` with its header comment); a
 * collection is written in block style in a block context, in flow style in a flow collection
 * (and where the old value was a non-empty flow collection). An `&anchor` or `!tag` of the old
 * value goes with it.
 */
export function replaceValue(
  text: string,
  entry: Entry,
  slot: BlockSlot | 'flow',
  value: JsonValue,
  layout: Layout,
  override?: BlockRendering | string,
): TextEdit {
  const node = entry.node
  if (slot === 'flow') {
    const flow = typeof override === 'string' ? override : flowValue(node, value, layout)
    return { start: entry.valueStart, end: entry.valueEnd, text: flow }
  }
  const kind = oldKind(node)
  const rewrite = !override && layout.blockStrings && kind === 'blockScalar'
  if (rewrite && isScalar(node) && asString(value) !== undefined) {
    const edit = rewriteBlockScalar(text, entry, node, asString(value)!, layout.newline)
    if (edit) return edit
  }
  const r =
    override && typeof override !== 'string'
      ? override
      : rendering(node, kind, value, slot, layout, text)
  const nl = layout.newline
  if ('inline' in r && kind === 'inline') {
    return { start: entry.valueStart, end: entry.valueEnd, text: r.inline }
  }
  if (slot.kind === 'root') {
    // The whole document: its lines, from the first entry to the end of the last.
    const body = 'inline' in r ? r.inline : r.lines.join(nl)
    const end = kind === 'inline' ? entry.valueEnd : endOfValueLine(text, entry.valueEnd)
    return { start: entry.valueStart, end, text: body + lineEnding(text, end) }
  }
  const end = endOfValueLine(text, entry.valueEnd)
  const comment = commentOnLine(text, entry, kind)
  const ending = lineEnding(text, end)
  if ('inline' in r)
    return { start: entry.indicatorEnd, end, text: ` ${r.inline}${comment}${ending}` }
  if (slot.kind === 'seqItem' && r.header === '' && !comment) {
    // `- key: value` / `- - item`: the first line of a collection goes on the dash's line.
    const [first, ...rest] = r.lines
    const firstText = first!.slice(slot.col + 2)
    return { start: entry.indicatorEnd, end, text: ` ${[firstText, ...rest].join(nl)}${ending}` }
  }
  const head = r.header ? ` ${r.header}` : ''
  return {
    start: entry.indicatorEnd,
    end,
    text: `${head}${comment}${nl}${r.lines.join(nl)}${ending}`,
  }
}

type OldKind = 'empty' | 'blockScalar' | 'blockCollection' | 'inline'

function oldKind(node: Node): OldKind {
  if (isScalar(node)) {
    if (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL)
      return 'blockScalar'
    const [start, end] = node.range!
    return start === end ? 'empty' : 'inline'
  }
  if ((isMap(node) || isSeq(node)) && !node.flow) return 'blockCollection'
  return 'inline'
}

/** The string styles to try for a new string where `node` was, the old style first. */
function stylesFor(node: Node, layout: Layout): FlowStyle[] {
  const type = isScalar(node) ? node.type : undefined
  if (type === Scalar.QUOTE_DOUBLE) return ['double']
  if (type === Scalar.QUOTE_SINGLE) return ['single', 'double']
  return ['plain', layout.quote, 'double']
}

function flowValue(node: Node, value: JsonValue, layout: Layout): string {
  if (!isScalarValue(value)) return flowText(value, layout)
  return inlineScalar(value, stylesFor(node, layout), { inFlow: true, schema: layout.schema })
}

function rendering(
  node: Node,
  kind: OldKind,
  value: JsonValue,
  slot: BlockSlot,
  layout: Layout,
  text: string,
): BlockRendering {
  if (isScalarValue(value)) {
    const s = asString(value)
    const styles = stylesFor(node, layout)
    const block = s !== undefined && s.includes('\n') && styles[0] !== 'double'
    if (block && slot.kind !== 'root' && layout.blockStrings) {
      const scalar = blockScalar(s!, false, childColumn(value, slot, layout), slot.col)
      if (scalar) return scalar
    }
    return { inline: inlineScalar(value, styles, { inFlow: false, schema: layout.schema }) }
  }
  const empty = Array.isArray(value) ? value.length === 0 : (value as JsonObject).size === 0
  if (!empty && (isMap(node) || isSeq(node)) && node.flow && node.items.length > 0) {
    return { inline: flowText(value, layout) }
  }
  const sameKind = Array.isArray(value) ? isSeq(node) : isMap(node)
  const column =
    kind === 'blockCollection' && sameKind && slot.kind !== 'seqItem'
      ? columnOf(text, node.range![0])
      : undefined
  return renderBlock(value, slot, layout, column)
}

/** The comment on the line of the entry's `:` or `-` (or after its inline value), with its padding. */
function commentOnLine(text: string, entry: Entry, kind: OldKind): string {
  if (kind === 'inline') {
    const rest = text.slice(entry.valueEnd, lineBreak(text, entry.valueEnd))
    return /^[ \t]+#/.test(rest) ? rest : ''
  }
  if (kind === 'blockScalar') {
    const header = text.slice(entry.node.range![0], lineBreak(text, entry.node.range![0]))
    const rest = header.replace(/^[|>][0-9+-]*/, '')
    return /^[ \t]+#/.test(rest) ? rest : ''
  }
  const line = lineStart(text, entry.indicatorEnd)
  const c = entry.comments.find((c) => lineStart(text, c.start) === line)
  if (!c) return ''
  const pad = /[ \t]*$/.exec(text.slice(line, c.start))![0] || ' '
  return pad + text.slice(c.start, c.end)
}

/** The line break that ends the text before `end` (none at the end of a file without one). */
function lineEnding(text: string, end: number): string {
  if (text[end - 1] !== '\n') return ''
  return text[end - 2] === '\r' ? '\r\n' : '\n'
}

/**
 * A string written into a block scalar's place in the same style: the header keeps its `|` or
 * `>`, its indentation indicator and what follows it on its line (a comment, spaces); the body
 * keeps its indentation, and every line whose content did not change keeps its exact text.
 */
function rewriteBlockScalar(
  text: string,
  entry: Entry,
  node: Scalar,
  value: string,
  nl: string,
): TextEdit | undefined {
  const [start, end] = node.range!
  const headerEnd = lineBreak(text, start)
  const header = text.slice(start, headerEnd)
  const m = /^([|>])(?:([1-9])[+-]?|[+-]([1-9])?)?/.exec(header)
  if (!m) return undefined
  const folded = m[1] === '>'
  const digit = m[2] ?? m[3]
  const indicator = digit === undefined ? undefined : Number(digit)
  const bodyStart = nextLineStart(text, start)
  const oldBody = text.slice(bodyStart, end)
  const oldLines = oldBody === '' ? [] : oldBody.replace(/\r?\n$/, '').split(/\r?\n/)
  const firstText = oldLines.find((l) => l.trim() !== '')
  const bodyCol =
    indicator !== undefined
      ? entry.col + indicator
      : firstText !== undefined
        ? /^ */.exec(firstText)![0].length
        : entry.col + 2
  const fresh = blockScalar(value, folded, bodyCol, entry.col, indicator)
  if (!fresh) return undefined
  const oldValue = String(node.value)
  let lines: string[]
  if (folded) {
    lines = refoldLines(oldLines, oldValue, value, bodyCol) ?? fresh.lines
  } else {
    const old = blockScalar(oldValue, folded, bodyCol, entry.col, indicator)
    lines = old ? reuseLines(old.lines, oldLines, fresh.lines) : fresh.lines
  }
  const head = fresh.header === m[0] ? header : fresh.header + header.slice(m[0].length)
  const ending = lineEnding(text, end)
  const body = lines.length ? nl + lines.join(nl) + ending : ending
  return { start, end, text: head + body }
}

/** A folded scalar's new body, keeping the old lines around the edit (see `folding.ts`). */
function refoldLines(
  oldLines: readonly string[],
  oldValue: string,
  value: string,
  bodyCol: number,
): string[] | undefined {
  const contentOf = (l: string) => (l.trim() === '' && l.length <= bodyCol ? '' : l.slice(bodyCol))
  let n = oldLines.length
  while (n > 0 && contentOf(oldLines[n - 1]!) === '') n--
  const trailing = /\n*$/.exec(value)![0].length
  const body = refold(
    oldLines.slice(0, n).map(contentOf),
    oldValue.replace(/\n*$/, ''),
    value.slice(0, value.length - trailing),
    (middle) => foldedBody(middle).split('\n'),
  )
  if (!body) return undefined
  const pad = ' '.repeat(bodyCol)
  const lines = body.map((l) => ('old' in l ? oldLines[l.old]! : l.fresh && pad + l.fresh))
  for (let i = 1; i < trailing; i++) lines.push('')
  return lines
}
