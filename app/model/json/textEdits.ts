import { DEFAULT_STYLE, childIndentAt, colonAt, layoutOf, type JsonStyle } from './layout'
import {
  childLead,
  childOffsets,
  containerTail,
  isContainer,
  keyText,
  lengthAt,
  rootIndent,
  scalarText,
  writeAt,
} from './serializeJson'
import { JsonObject, type JsonValue } from './values'

/** A replacement in a text: `[start, end)` becomes `text`. */
export interface TextEdit {
  readonly start: number
  readonly end: number
  readonly text: string
}

/**
 * The one replacement that turns `serializeJson(prev)` into `serializeJson(next)` (both written
 * in `style`), found by walking the two trees (which share every unchanged node) instead of
 * comparing texts: its cost grows with the edit, not with the document. `undefined` when the
 * trees are written the same.
 */
export function textEdit(
  prev: JsonValue,
  next: JsonValue,
  style: JsonStyle = DEFAULT_STYLE,
): TextEdit | undefined {
  const indent = rootIndent(prev)
  if (rootIndent(next) !== indent) {
    return {
      start: 0,
      end: lengthAt(prev, indent, style),
      text: writeAt(next, rootIndent(next), style),
    }
  }
  return diff(prev, next, indent, 0, style)
}

const sizeOf = (v: JsonObject | readonly JsonValue[]) =>
  v instanceof JsonObject ? v.entries.length : v.length
const valueOf = (node: JsonObject | readonly JsonValue[], i: number) =>
  node instanceof JsonObject ? node.entries[i]!.value : node[i]!

function diff(
  a: JsonValue,
  b: JsonValue,
  indent: string,
  offset: number,
  style: JsonStyle,
): TextEdit | undefined {
  if (a === b) return undefined
  const sa = scalarText(a, style)
  const sb = scalarText(b, style)
  if (sa !== undefined && sa === sb) return undefined
  const whole = (): TextEdit => ({
    start: offset,
    end: offset + lengthAt(a, indent, style),
    text: writeAt(b, indent, style),
  })
  if (!isContainer(a) || !isContainer(b) || a instanceof JsonObject !== b instanceof JsonObject)
    return whole()
  // A container is its opening bracket, one piece per child (the child's lead — gap, key, colon —
  // and its value) and a tail (the gap before the closing bracket, and the bracket).
  const na = sizeOf(a)
  const nb = sizeOf(b)
  const lead = (node: typeof a, i: number) => childLead(node, i, style, indent)
  const samePiece = (i: number, j: number) =>
    sameValue(valueOf(a, i), valueOf(b, j), style) && lead(a, i) === lead(b, j)
  let lo = 0
  while (lo < na && lo < nb && samePiece(lo, lo)) lo++
  let hi = 0
  while (hi < na - lo && hi < nb - lo && samePiece(na - 1 - hi, nb - 1 - hi)) hi++
  const tailA = containerTail(a, style, indent)
  const tailB = containerTail(b, style, indent)
  if (lo === na && lo === nb && tailA === tailB) return undefined
  const offsetsA = childOffsets(a, indent, style)
  const layoutA = layoutOf(a)
  // One child changed in place, with the same lead: the edit is inside it.
  if (tailA === tailB && na - hi - lo === 1 && nb - hi - lo === 1 && lead(a, lo) === lead(b, lo)) {
    const at = childIndentAt(layoutA, lo, indent, style)
    return diff(valueOf(a, lo), valueOf(b, lo), at, offset + offsetsA[lo]!, style)
  }
  // Otherwise replace the run of pieces that differ (and the tail, when it differs).
  const pieceStart = (i: number) =>
    i < na
      ? offset + offsetsA[i]! - lead(a, i).length
      : offset + lengthAt(a, indent, style) - tailA.length
  const pieceEnd = (i: number) =>
    offset + offsetsA[i]! + lengthAt(valueOf(a, i), childIndentAt(layoutA, i, indent, style), style)
  const layoutB = layoutOf(b)
  let text = ''
  for (let j = lo; j < nb - hi; j++)
    text += lead(b, j) + writeAt(valueOf(b, j), childIndentAt(layoutB, j, indent, style), style)
  const start = pieceStart(lo)
  if (tailA === tailB) {
    const end = na - hi > lo ? pieceEnd(na - hi - 1) : start
    return { start, end, text }
  }
  // The tail changed: the replacement runs to the closing bracket (pieces after it are rewritten).
  for (let j = nb - hi; j < nb; j++)
    text += lead(b, j) + writeAt(valueOf(b, j), childIndentAt(layoutB, j, indent, style), style)
  const end = offset + lengthAt(a, indent, style) - 1
  return { start, end, text: text + tailB.slice(0, -1) }
}

/** Whether two children are written the same (the same node, or scalars with the same text). */
function sameValue(x: JsonValue, y: JsonValue, style: JsonStyle): boolean {
  if (x === y) return true
  const sx = scalarText(x, style)
  return sx !== undefined && sx === scalarText(y, style)
}

/**
 * Where the value at `path` sits in `serializeJson(root, style)`, to point at: a scalar's own
 * text; a container's key when it is a property (or its opening bracket otherwise), so that a
 * problem about a whole function does not cover the whole function.
 */
export function locatePath(
  root: JsonValue,
  path: readonly (string | number)[],
  style: JsonStyle = DEFAULT_STYLE,
): { start: number; end: number } | undefined {
  let node = root
  let offset = 0
  let indent = rootIndent(root)
  let key: { start: number; end: number } | undefined
  for (const step of path) {
    if (!isContainer(node) || sizeOf(node) === 0) return undefined
    const i =
      node instanceof JsonObject ? node.indexOf(String(step)) : typeof step === 'number' ? step : -1
    if (i < 0 || i >= sizeOf(node)) return undefined
    const valueAt = offset + childOffsets(node, indent, style)[i]!
    if (node instanceof JsonObject) {
      const k = keyText(node.entries[i]!, style)
      const keyEnd = valueAt - colonAt(layoutOf(node), i, style).length
      key = { start: keyEnd - k.length, end: keyEnd }
    } else {
      key = undefined
    }
    indent = childIndentAt(layoutOf(node), i, indent, style)
    offset = valueAt
    node = valueOf(node, i)
  }
  if (!isContainer(node)) return { start: offset, end: offset + lengthAt(node, indent, style) }
  return key ?? { start: offset, end: offset + 1 }
}
