import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser'
import { isIndexToken, parsePointer } from '../model/core'

export interface PathRange {
  /** Offsets in the text: `[start, end)`. */
  start: number
  end: number
}

/** JSON pointer → path segments for jsonc-parser (numbers for array indexes). */
export function pointerSegments(pointer: string): (string | number)[] {
  const tokens = parsePointer(pointer)
  if (!Array.isArray(tokens)) return []
  return tokens.map((key) => (isIndexToken(key) ? Number(key) : key))
}

/**
 * Where a JSON pointer's value sits in a JSON text, to underline: a scalar value itself; for an
 * object or array, the key it belongs to (or its opening bracket), so that a problem about a
 * whole function does not underline the whole function.
 */
export function locatePointer(root: Node | undefined, pointer: string): PathRange | undefined {
  if (!root) return undefined
  const segments = pointerSegments(pointer)
  // jsonc-parser reads numeric segments as array indexes only where the node is an array.
  let node = findNodeAtLocation(root, segments)
  if (!node) node = findNodeAtLocation(root, segments.map(String))
  if (!node) return undefined
  if (node.type !== 'object' && node.type !== 'array')
    return { start: node.offset, end: node.offset + node.length }
  const property = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined
  if (property) return { start: property.offset, end: property.offset + property.length }
  return { start: node.offset, end: node.offset + 1 }
}

/** Ranges of many pointers in one text, parsing the text once. */
export function locatePointers(
  text: string,
  pointers: readonly string[],
): (PathRange | undefined)[] {
  const root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false })
  return pointers.map((p) => locatePointer(root, p))
}

/** The innermost pointer of `ranges` whose range contains `offset` (for "show in form"). */
export function pointerAt(
  ranges: readonly { pointer: string; range: PathRange }[],
  offset: number,
): string | undefined {
  let best: { pointer: string; range: PathRange } | undefined
  for (const r of ranges) {
    if (offset < r.range.start || offset > r.range.end) continue
    if (!best || r.range.end - r.range.start < best.range.end - best.range.start) best = r
  }
  return best?.pointer
}
