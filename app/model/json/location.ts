/** A message about a place in a text: 1-based line and column (in UTF-16 code units). */
export interface TextProblem {
  readonly message: string
  readonly line: number
  readonly column: number
}

/** The line and column of a character offset in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  const end = Math.min(offset, text.length)
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: end - lineStart + 1 }
}

export function locate(text: string, offset: number, message: string): TextProblem {
  return { message, ...lineColumn(text, offset) }
}
