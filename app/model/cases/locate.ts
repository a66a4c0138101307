import { findNodeAtLocation, parseTree } from 'jsonc-parser'
import type { JsonPath } from '../json/pointer'
import { lineColumn } from '../json/location'

/**
 * The line and column of the value at `path` in a JSON text; where the path leads nowhere (a
 * missing key), those of the nearest value above it. 1-based; `{1, 1}` for an unreadable text.
 */
export function locateInJson(text: string, path: JsonPath): { line: number; column: number } {
  const root = parseTree(text)
  if (!root) return { line: 1, column: 1 }
  for (let n = path.length; n >= 0; n--) {
    const node = findNodeAtLocation(root, path.slice(0, n) as (string | number)[])
    if (node) {
      const at = node.parent?.type === 'property' ? node.parent.offset : node.offset
      return lineColumn(text, at)
    }
  }
  return lineColumn(text, root.offset)
}
