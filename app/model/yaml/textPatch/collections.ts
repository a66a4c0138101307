import { endsKept, entryOf, Unpatchable, type Collection, type Entry } from './locate'
import {
  commentColumn,
  endOfValueLine,
  lineAt,
  lineStart,
  newlineOf,
  nextLineStart,
  previousLineStart,
  type TextEdit,
} from './text'

/**
 * Adds, removes and moves the entries of a collection in the text. In a block collection an
 * entry is whole lines: its own, the comment lines right above it at its column (its comments),
 * and the comment lines right below it indented deeper (comments inside it). In a flow
 * collection an entry is its text and one separator (`, `).
 */

/** Where an entry's lines start: the first of its comment lines right above it. */
function spanStart(text: string, parent: Collection, index: number, entry: Entry): number {
  const bound = index === 0 ? 0 : entryOf(text, parent, index - 1).valueEnd
  let start = lineStart(text, entry.start)
  // The comments at the top of the file are the file's, not its first entry's.
  if (index === 0 && /^(?:[ \t]*(?:[#%][^\n]*|---[^\n]*)?\n)*$/.test(text.slice(0, start)))
    return start
  for (;;) {
    const prev = previousLineStart(text, start)
    if (prev < 0 || prev < bound || commentColumn(lineAt(text, prev)) !== entry.col) return start
    start = prev
  }
}

/** Where an entry's lines end: after its last line and the deeper comment lines right below. */
function spanEnd(text: string, entry: Entry): number {
  let end = endOfValueLine(text, entry.valueEnd)
  while (end < text.length && commentColumn(lineAt(text, end)) > entry.col) {
    end = nextLineStart(text, end)
  }
  return end
}

/**
 * Thrown where a move takes or puts an entry in the place of a compact first entry (`- - x`,
 * `- key: v`): `edit` first moves that entry to a line of its own (`-\n  - x`), then the move
 * can go ahead.
 */
export class Compact extends Unpatchable {
  readonly edit: TextEdit
  constructor(text: string, entry: Entry) {
    super('a compact entry')
    const before = /[ \t]*$/.exec(text.slice(lineStart(text, entry.start), entry.start))![0]
    const start = entry.start - before.length
    this.edit = { start, end: entry.start, text: newlineOf(text) + ' '.repeat(entry.col) }
  }
}

/** How entries are set apart: the line break, and whether by blank lines as their neighbours are. */
export interface Spacing {
  readonly newline: string
  readonly blankLines: boolean
}

const breakBefore = (text: string, pos: number) => (text[pos - 2] === '\r' ? 2 : 1)

/** The blank lines between entries `i` and `i + 1`, or `undefined` when comments are there. */
function blankLinesAfter(text: string, parent: Collection, i: number): string | undefined {
  if (i < 0 || i + 1 >= parent.items.length) return undefined
  const end = spanEnd(text, entryOf(text, parent, i))
  const next = entryOf(text, parent, i + 1)
  const between = text.slice(end, next.ownLine ? spanStart(text, parent, i + 1, next) : end)
  return /^[ \t\r\n]*$/.test(between) ? between : undefined
}

/**
 * An entry's lines (`body`) and what removing it cuts (`cut`): the entry with the blank lines
 * that set it apart from the entry before (for the first entry, from the entry after), which
 * are `sep`; the other blank lines stay as they were.
 */
function unit(text: string, parent: Collection, index: number) {
  const entry = entryOf(text, parent, index)
  if (!entry.ownLine) throw new Compact(text, entry)
  const own = { start: spanStart(text, parent, index, entry), end: spanEnd(text, entry) }
  // The blank lines that set the entry apart from the one before go with it (for the first
  // entry, those after it), so the others keep theirs.
  const first = index === 0
  const sep = blankLinesAfter(text, parent, first ? 0 : index - 1) ?? ''
  let cut = first
    ? { start: own.start, end: own.end + sep.length }
    : { start: own.start - sep.length, end: own.end }
  // Blank lines after the entry would join a block scalar kept with `|+` before it.
  if (!first && endsKept(text, entryOf(text, parent, index - 1).node)) {
    const blank = /^(?:[ \t]*\r?\n)*/.exec(text.slice(own.end))![0]
    cut = { start: own.start, end: own.end + blank.length }
  }
  // At the end of a file without a final line break, the line before gives up its break (not
  // a blank line, which may be the last line of a block scalar kept with `|+`).
  const before = previousLineStart(text, cut.start)
  const blankBefore = before >= 0 && /^[ \t]*\r?\n$/.test(text.slice(before, cut.start))
  if (cut.end === text.length && !text.endsWith('\n') && cut.start > 0 && !blankBefore) {
    cut = { start: cut.start - breakBefore(text, cut.start), end: cut.end }
  }
  return { cut, body: text.slice(own.start, own.end), sep }
}

/** Removes entry `index` of a block collection that has other entries. */
export function removeBlockEntry(text: string, parent: Collection, index: number): TextEdit {
  const entry = entryOf(text, parent, index)
  if (!entry.ownLine) {
    // `- a: 1\n  b: 2` without `a`: the next entry (or its comments) moves onto the dash's line.
    const next = entryOf(text, parent, index + 1)
    const nextStart = spanStart(text, parent, index + 1, next)
    return { start: entry.start, end: nextStart + next.col, text: '' }
  }
  return { ...unit(text, parent, index).cut, text: '' }
}

/**
 * Inserts an entry, as `lines` at the collection's column, before entry `index` (after the
 * last one when `index` is the number of entries) of a non-empty block collection, set apart
 * by blank lines as its neighbours are.
 */
export function insertBlockEntry(
  text: string,
  parent: Collection,
  index: number,
  lines: readonly string[],
  { newline, blankLines }: Spacing,
): TextEdit {
  const n = parent.items.length
  const near = Math.max(0, Math.min(index, n - 1) - 1)
  const sep = blankLines ? (blankLinesAfter(text, parent, near) ?? '') : ''
  if (index < n) {
    const entry = entryOf(text, parent, index)
    if (!entry.ownLine) {
      const [first, ...rest] = lines
      const moved = [first!.slice(entry.col), ...rest].join(newline)
      return { start: entry.start, end: entry.start, text: moved + newline + ' '.repeat(entry.col) }
    }
    return insertBefore(text, parent, index, lines.join(newline) + newline, sep, newline)
  }
  return append(text, parent, lines.join(newline) + newline, sep, newline)
}

function insertBefore(
  text: string,
  parent: Collection,
  index: number,
  body: string,
  sep: string,
  newline: string,
  kept = false,
): TextEdit {
  const entry = entryOf(text, parent, index)
  if (!entry.ownLine) throw new Compact(text, entry)
  const at = spanStart(text, parent, index, entry)
  const lines = body.endsWith('\n') ? body : body + newline
  // Blank lines right after a block scalar kept with `|+` would be its own: they go before.
  return { start: at, end: at, text: kept ? sep + lines : lines + sep }
}

function append(
  text: string,
  parent: Collection,
  body: string,
  sep: string,
  newline: string,
  kept = false,
): TextEdit {
  let at = spanEnd(text, entryOf(text, parent, parent.items.length - 1))
  // After the blank lines that follow, when they would join a block scalar kept with `|+`.
  if (kept) at += /^(?:[ \t]*\r?\n)*/.exec(text.slice(at))![0].length
  if (at === text.length && !text.endsWith('\n')) {
    // The file keeps ending without a line break, unless the entry ends with blank lines that
    // are its own (a block scalar kept with `|+`).
    const own = /\n\r?\n$/.test(body) ? body : body.replace(/\r?\n$/, '')
    return { start: at, end: at, text: newline + sep + own }
  }
  return { start: at, end: at, text: sep + (body.endsWith('\n') ? body : body + newline) }
}

/** Moves entry `from` of a block collection so that it ends up at index `to`, its text as it is. */
export function moveBlockEntry(
  text: string,
  parent: Collection,
  from: number,
  to: number,
  { newline, blankLines }: Spacing,
): TextEdit[] {
  const { cut, body, sep: blank } = unit(text, parent, from)
  const sep = blankLines ? blank : ''
  const kept = endsKept(text, entryOf(text, parent, from).node)
  const before = to < from ? to : to + 1
  const cutEdit = { ...cut, text: '' }
  if (before < parent.items.length)
    return [cutEdit, insertBefore(text, parent, before, body, sep, newline, kept)]
  return [cutEdit, append(text, parent, body, sep, newline, kept)]
}

/** The separator between the items of a flow collection, as the file writes it. */
function flowSeparator(text: string, parent: Collection): string {
  if (parent.items.length < 2) return ', '
  const sep = text.slice(entryOf(text, parent, 0).valueEnd, entryOf(text, parent, 1).start)
  return /^\s*,\s*$/.test(sep) ? sep : ', '
}

/** Removes item `index`, with one separator, from a flow collection that has other items. */
export function removeFlowItem(text: string, parent: Collection, index: number): TextEdit {
  const item = entryOf(text, parent, index)
  if (index < parent.items.length - 1) {
    return { start: item.start, end: entryOf(text, parent, index + 1).start, text: '' }
  }
  return { start: entryOf(text, parent, index - 1).valueEnd, end: item.valueEnd, text: '' }
}

/** Inserts an item's text before item `index` (or after the last) of a non-empty flow collection. */
export function insertFlowItem(
  text: string,
  parent: Collection,
  index: number,
  item: string,
): TextEdit {
  const sep = flowSeparator(text, parent)
  const n = parent.items.length
  if (index < n) {
    const at = entryOf(text, parent, index).start
    return { start: at, end: at, text: item + sep }
  }
  const at = entryOf(text, parent, n - 1).valueEnd
  return { start: at, end: at, text: sep + item }
}

/** Moves item `from` of a flow collection so that it ends up at index `to`, its text as it is. */
export function moveFlowItem(
  text: string,
  parent: Collection,
  from: number,
  to: number,
): TextEdit[] {
  const item = entryOf(text, parent, from)
  const moved = text.slice(item.start, item.valueEnd)
  const cut = removeFlowItem(text, parent, from)
  const before = to < from ? to : to + 1
  const sep = flowSeparator(text, parent)
  if (before < parent.items.length) {
    const at = entryOf(text, parent, before).start
    return [cut, { start: at, end: at, text: moved + sep }]
  }
  const at = entryOf(text, parent, parent.items.length - 1).valueEnd
  return [cut, { start: at, end: at, text: sep + moved }]
}
