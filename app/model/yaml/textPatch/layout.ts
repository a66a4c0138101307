import { isMap, isPair, isScalar, isSeq, Scalar, type Document, type Node, type Schema } from 'yaml'
import { columnOf, newlineOf } from './text'

/** How a file writes what the text patcher adds: read from the file, with YAML's usual defaults. */
export interface Layout {
  /** Spaces per level of a nested block mapping. */
  readonly indent: number
  /** Whether a block sequence under a key is indented (`key:\n  - x`) or not (`key:\n- x`). */
  readonly indentSeq: boolean
  /** Whether flow sequences are padded inside their brackets (`[ x ]`) or not (`[x]`). */
  readonly seqPadding: boolean
  /** Whether flow mappings are padded inside their braces (`{ a: 1 }`) or not (`{a: 1}`). */
  readonly mapPadding: boolean
  /** The quotes a string gets when it cannot be written plain. */
  readonly quote: 'single' | 'double'
  readonly newline: string
  /**
   * Whether a new multi-line string may be a block scalar (`|`); when not, it is double-quoted
   * on one line (the second try, where a block scalar would take in the lines after it).
   */
  readonly blockStrings: boolean
  /**
   * Whether an added or moved entry is set apart by blank lines as its neighbours are; not on
   * the last try, where blank lines would join a block scalar kept with `|+`.
   */
  readonly blankLines: boolean
  /** The schema that tells which plain scalars are not strings (`true`, `12`, `null`…). */
  readonly schema: Schema
}

interface Votes {
  indent: Map<number, number>
  indentSeq: [number, number]
  seqPadding: [number, number]
  mapPadding: [number, number]
  quote: [number, number]
}

/** Reads the layout of a parsed file: the most common choice for each, else YAML's defaults. */
export function detectLayout(text: string, document: Document): Layout {
  const votes: Votes = {
    indent: new Map(),
    indentSeq: [0, 0],
    seqPadding: [0, 0],
    mapPadding: [0, 0],
    quote: [0, 0],
  }
  walk(text, document.contents, votes, 0)
  let indent = 2
  let best = 0
  for (const [step, count] of votes.indent) {
    if (count > best || (count === best && step < indent)) [indent, best] = [step, count]
  }
  return {
    indent,
    indentSeq: votes.indentSeq[1] >= votes.indentSeq[0],
    seqPadding: votes.seqPadding[1] > votes.seqPadding[0],
    mapPadding: votes.mapPadding[1] > votes.mapPadding[0],
    quote: votes.quote[0] > votes.quote[1] ? 'single' : 'double',
    newline: newlineOf(text),
    blockStrings: true,
    blankLines: true,
    schema: document.schema,
  }
}

const MAX_DEPTH = 200

function walk(text: string, node: unknown, votes: Votes, depth: number): void {
  if (depth > MAX_DEPTH) return
  if (isScalar(node)) {
    if (node.type === Scalar.QUOTE_SINGLE) votes.quote[0]++
    if (node.type === Scalar.QUOTE_DOUBLE) votes.quote[1]++
    return
  }
  if (!isMap(node) && !isSeq(node)) return
  const range = (node as Node).range
  if (node.flow && range && node.items.length > 0) {
    const padded = /\s/.test(text[range[0] + 1] ?? '') ? 1 : 0
    ;(isMap(node) ? votes.mapPadding : votes.seqPadding)[padded]++
  }
  for (const item of node.items) {
    if (!isPair(item)) {
      walk(text, item, votes, depth + 1)
      continue
    }
    const key = item.key as Node | null
    const value = item.value as Node | null
    if (!node.flow && key?.range && value?.range && !(value as { flow?: boolean }).flow) {
      const step = columnOf(text, value.range[0]) - columnOf(text, key.range[0])
      const ownLine = text.lastIndexOf('\n', value.range[0]) > key.range[0]
      if (ownLine && isMap(value) && step > 0)
        votes.indent.set(step, (votes.indent.get(step) ?? 0) + 1)
      if (ownLine && isSeq(value)) votes.indentSeq[step > 0 ? 1 : 0]++
    }
    walk(text, item.value, votes, depth + 1)
  }
}
