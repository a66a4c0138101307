/**
 * Line folding of folded block scalars (`>`), so that an edited one keeps the lines of the text
 * that did not change: a long description wrapped over several lines stays wrapped as it was
 * around the edit, and only the edited sentence is written anew.
 */

/** A line of the rewritten body: an old line by its index, or a new line's content. */
export type BodyLine = { readonly old: number } | { readonly fresh: string }

const spaced = (line: string) => /^[ \t]/.test(line)

/**
 * The content a folded scalar's body lines hold (lines without their indentation, `''` for an
 * empty one; trailing empty lines are the chomping's, not passed here). YAML 1.2, 8.1.3: a line
 * break between two lines of text folds into a space, or into one `\n` per empty line between
 * them; next to a more-indented line (starting with a space or a tab) breaks are kept.
 */
export function fold(lines: readonly string[]): string {
  return folded(lines).content
}

/** The folded content, and where each non-empty line's content starts in it. */
function folded(lines: readonly string[]) {
  let content = ''
  let prev: string | undefined
  let empty = 0
  const at: { line: number; start: number }[] = []
  lines.forEach((line, i) => {
    if (line === '') {
      empty++
      return
    }
    if (prev === undefined) content += '\n'.repeat(empty)
    else if (!spaced(prev) && !spaced(line)) content += empty === 0 ? ' ' : '\n'.repeat(empty)
    else content += '\n'.repeat(empty + 1)
    at.push({ line: i, start: content.length })
    content += line
    prev = line
    empty = 0
  })
  return { content, at }
}

/**
 * The body lines for `content` that reuse the old lines (`oldLines`, whose content is
 * `oldContent`) before and after the edit, the edited part folded anew without wrapping.
 * `undefined` when no old line can be kept as it is.
 */
export function refold(
  oldLines: readonly string[],
  oldContent: string,
  content: string,
  render: (middle: string) => string[],
): BodyLine[] | undefined {
  const { content: old, at } = folded(oldLines)
  if (old !== oldContent) return undefined
  // The old lines up to line `head` are kept when the content up to the next line's start is.
  let head = -1
  for (let k = 0; k + 1 < at.length; k++) {
    if (content.startsWith(oldContent.slice(0, at[k + 1]!.start))) head = k
    else break
  }
  const prefix = head < 0 ? 0 : at[head + 1]!.start
  let tail = at.length
  for (let k = at.length - 1; k >= head + 1; k--) {
    const suffix = oldContent.slice(at[k]!.start)
    if (content.endsWith(suffix) && content.length - suffix.length >= prefix) tail = k
    else break
  }
  if (head < 0 && tail === at.length) return undefined
  const suffixStart =
    tail < at.length ? content.length - (oldContent.length - at[tail]!.start) : content.length
  const keepTo = head < 0 ? 0 : at[head + 1]!.line
  const keepFrom = tail < at.length ? at[tail]!.line : oldLines.length
  const middle = content.slice(prefix, suffixStart)
  for (const drop of [0, 1]) {
    const lines = [
      ...range(0, keepTo).map((old) => ({ old })),
      ...middleLines(middle, render, drop),
      ...range(keepFrom, oldLines.length).map((old) => ({ old })),
    ]
    const text = lines.map((l) => ('old' in l ? oldLines[l.old]! : l.fresh))
    if (fold(text) === content) return lines
  }
  return undefined
}

/**
 * The new lines for the middle of an edit. The middle ends with what joins it to the kept lines
 * after it: a space (a line break that folds) or line breaks (empty lines).
 */
function middleLines(middle: string, render: (m: string) => string[], drop: number): BodyLine[] {
  const join = /( |\n*)$/.exec(middle)![0]
  const body = middle.slice(0, middle.length - join.length)
  const lines = body === '' ? [] : render(body)
  const empties = join === ' ' ? 0 : Math.max(0, join.length - drop)
  return [...lines, ...Array.from({ length: empties }, () => '')].map((fresh) => ({ fresh }))
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i)
