/** One replacement that turns `before` into `after`: `before[start, end)` becomes `text`. */
export interface TextChange {
  readonly start: number
  readonly end: number
  readonly text: string
}

/**
 * The smallest single replacement between two texts: their common prefix and suffix are left
 * alone. Applying it to an editor (rather than setting the whole value) keeps the cursor,
 * the selection, folding and the undo stack wherever the texts agree.
 * Returns `undefined` when the texts are equal.
 */
export function textChange(before: string, after: string): TextChange | undefined {
  if (before === after) return undefined
  const max = Math.min(before.length, after.length)
  let start = 0
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++
  let endBefore = before.length
  let endAfter = after.length
  while (
    endBefore > start &&
    endAfter > start &&
    before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)
  ) {
    endBefore--
    endAfter--
  }
  // Never split a surrogate pair: widen the change to whole characters.
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--
  if (endBefore < before.length && isLowSurrogate(before.charCodeAt(endBefore))) {
    endBefore++
    endAfter++
  }
  return { start, end: endBefore, text: after.slice(start, endAfter) }
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff

/** Applies a change to a text (for tests and for callers without an editor). */
export function applyChange(text: string, change: TextChange | undefined): string {
  return change ? text.slice(0, change.start) + change.text + text.slice(change.end) : text
}
