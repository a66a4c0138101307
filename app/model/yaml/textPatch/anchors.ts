import { isAlias, isMap, isPair, isSeq, type Alias, type Document, type Node } from 'yaml'
import { indexOf, keyString, nodeAt } from './locate'

/**
 * Anchors and aliases around an edit. An edit inside an anchored value (`&base`) would change
 * every alias to it (`*base`), which keep the old value in the tree: those aliases are written
 * out first (see `textPatch.ts`). This module finds them.
 */

/**
 * The anchored nodes whose value an operation changes: the collections from the root to the
 * operation's collection (`parent`), and every node inside a target that is replaced or removed.
 */
export function changedAnchors(
  document: Document,
  parent: readonly string[],
  target?: readonly string[],
): Set<unknown> {
  const anchored = new Set<unknown>()
  for (let k = 0; k <= parent.length; k++) {
    const found = nodeAt(document, parent.slice(0, k))
    if (!('node' in found)) return anchored
    if ((found.node as Node | null)?.anchor) anchored.add(found.node)
  }
  if (target) {
    const found = nodeAt(document, target)
    if ('node' in found) collectAnchors(found.node, anchored, 0)
  }
  return anchored
}

function collectAnchors(node: unknown, into: Set<unknown>, depth: number): void {
  if (depth > 1000 || !node || isAlias(node)) return
  if ((node as Node).anchor) into.add(node)
  if (isMap(node) || isSeq(node)) {
    for (const item of node.items) collectAnchors(isPair(item) ? item.value : item, into, depth + 1)
  }
}

/** The text range of the node at a path, an alias included (`undefined` through an alias). */
export function rangeAt(document: Document, tokens: readonly string[]): Node['range'] | undefined {
  if (tokens.length === 0) return (document.contents as Node | null)?.range
  const parent = nodeAt(document, tokens.slice(0, -1))
  if (!('node' in parent) || !(isMap(parent.node) || isSeq(parent.node))) return undefined
  const i = indexOf(parent.node, tokens[tokens.length - 1]!)
  const item = parent.node.items[i]
  return ((isPair(item) ? item.value : item) as Node | null | undefined)?.range
}

/** Whether a range lies within another. */
export const within = (
  r: readonly number[] | null | undefined,
  outer: readonly number[] | null | undefined,
) => !!r && !!outer && r[0]! >= outer[0]! && r[1]! <= outer[1]!

/**
 * The path of the first alias (in document order) for which `test(alias, anchored)` holds,
 * `anchored` being the node it stands for.
 */
export function firstAlias(
  document: Document,
  test: (alias: Alias, anchored: unknown) => boolean,
): string[] | undefined {
  let found: string[] | undefined
  const walk = (node: unknown, path: string[], depth: number): void => {
    if (found || depth > 1000) return
    if (isAlias(node)) {
      if (test(node, node.resolve(document))) found = path
      return
    }
    if (isMap(node)) {
      for (const pair of node.items)
        walk(pair.value, [...path, keyString(pair.key) ?? ''], depth + 1)
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...path, String(i)], depth + 1))
    }
  }
  walk(document.contents, [], 0)
  return found
}
