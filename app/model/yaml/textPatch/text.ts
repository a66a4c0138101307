/**
 * Offsets and lines in YAML source text: the vocabulary the text patcher works in. A "line" runs
 * from its first character to its line break (`\n` or `\r\n`, both kept as they are).
 */

/** One change of the text: the characters `[start, end)` become `text`. */
export interface TextEdit {
  readonly start: number
  readonly end: number
  readonly text: string
}

/** Applies edits that do not overlap, whatever their order. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end)
  let out = text
  for (const e of sorted) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  return out
}

/** The offset where the line holding `pos` starts. */
export function lineStart(text: string, pos: number): number {
  return text.lastIndexOf('\n', pos - 1) + 1
}

/** The offset of the line break ending the line holding `pos` (or the end of the text). */
export function lineBreak(text: string, pos: number): number {
  const nl = text.indexOf('\n', pos)
  if (nl < 0) return text.length
  return nl > 0 && text[nl - 1] === '\r' ? nl - 1 : nl
}

/** The offset where the line after the one holding `pos` starts (or the end of the text). */
export function nextLineStart(text: string, pos: number): number {
  const nl = text.indexOf('\n', pos)
  return nl < 0 ? text.length : nl + 1
}

/** The column of `pos` (0-based, counted in characters). */
export function columnOf(text: string, pos: number): number {
  return pos - lineStart(text, pos)
}

/** Whether only spaces and tabs precede `pos` on its line. */
export function startsLine(text: string, pos: number): boolean {
  return /^[ \t]*$/.test(text.slice(lineStart(text, pos), pos))
}

/** The text of the line starting at `start`, without its line break. */
export function lineAt(text: string, start: number): string {
  return text.slice(start, lineBreak(text, start))
}

/** The column of a line's `#` when the line holds only a comment, else -1. */
export function commentColumn(line: string): number {
  const m = /^( *)#/.exec(line)
  return m ? m[1]!.length : -1
}

/** The start of the line before the line starting at `start` (or -1 for the first line). */
export function previousLineStart(text: string, start: number): number {
  return start === 0 ? -1 : lineStart(text, start - 1)
}

/** The text's own line break: `\r\n` when its first line break is one, else `\n`. */
export function newlineOf(text: string): string {
  const nl = text.indexOf('\n')
  return nl > 0 && text[nl - 1] === '\r' ? '\r\n' : '\n'
}

/**
 * The end of the YAML value that ends at `end`, as a line: when `end` is inside a line (a plain
 * or quoted scalar, a flow collection), the end of that line with its comment and line break;
 * when the value already ends with its line break (block scalars and collections), `end` itself.
 */
export function endOfValueLine(text: string, end: number): number {
  if (end > 0 && text[end - 1] === '\n') return end
  return nextLineStart(text, end)
}

/**
 * Scans the separation between two tokens from `from` to `to` (spaces, line breaks, comments,
 * and the properties `&anchor` and `!tag`), and tells where the properties and comments are.
 * Returns `undefined` when anything else is there.
 */
export function scanSeparation(
  text: string,
  from: number,
  to: number,
):
  | { props: { start: number; end: number }[]; comments: { start: number; end: number }[] }
  | undefined {
  const props: { start: number; end: number }[] = []
  const comments: { start: number; end: number }[] = []
  let i = from
  while (i < to) {
    const c = text[i]!
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++
    } else if (c === '#' && (i === from || /[ \t\n]/.test(text[i - 1]!))) {
      const end = Math.min(lineBreak(text, i), to)
      comments.push({ start: i, end })
      i = end
    } else if (c === '&' || c === '!') {
      let end = i
      while (end < to && !/[ \t\r\n]/.test(text[end]!)) end++
      props.push({ start: i, end })
      i = end
    } else {
      return undefined
    }
  }
  return { props, comments }
}
