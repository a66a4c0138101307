import { isArray, isObject, type JsonValue } from '../json/values'
import { fromPointer, type JsonPath } from '../script/path'
import type { Problem, Severity } from './problems'

/**
 * Document order of problems: by where their path is in the document (a parent before its
 * children, object entries in their order, array items by index), then by severity (errors
 * first), rule id and message — a total order, so equal inputs always come out the same way.
 */

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 }

/** What the order compares besides the path. */
interface Sortable {
  readonly severity: Severity
  readonly rule: string
  readonly message: string
}

/** A sort key: one number per step (entry position or index); unresolved steps sort last. */
export type OrderKey = readonly number[]

/** The sort key of a path below `root`. */
export function orderKey(root: JsonValue, path: JsonPath): number[] {
  const out: number[] = []
  let v: JsonValue | undefined = root
  for (const step of path) {
    if (isArray(v) && typeof step === 'number') {
      out.push(step)
      v = v[step]
    } else if (isObject(v)) {
      const i = v.indexOf(String(step))
      out.push(i < 0 ? Infinity : i)
      v = i < 0 ? undefined : v.entries[i]!.value
    } else {
      out.push(Infinity)
      v = undefined
    }
  }
  return out
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Compares two items by their keys, then severity, rule id and message. */
export function compareKeyed(a: Sortable, ak: OrderKey, b: Sortable, bk: OrderKey): number {
  const n = Math.min(ak.length, bk.length)
  for (let i = 0; i < n; i++) if (ak[i] !== bk[i]) return ak[i]! < bk[i]! ? -1 : 1
  return (
    ak.length - bk.length ||
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    compareText(a.rule, b.rule) ||
    compareText(a.message, b.message)
  )
}

/** Items in document order of their paths below `root` (see above), with their keys. */
export function sortWithKeys<T extends Sortable>(
  root: JsonValue,
  items: readonly T[],
  pathOf: (item: T) => JsonPath,
): { item: T; key: OrderKey }[] {
  return items
    .map((item) => ({ item, key: orderKey(root, pathOf(item)) }))
    .sort((a, b) => compareKeyed(a.item, a.key, b.item, b.key))
}

/** Problems in document order. */
export function sortProblems(root: JsonValue, problems: readonly Problem[]): Problem[] {
  return sortWithKeys(root, problems, (p) => fromPointer(p.path, root)).map((k) => k.item)
}

/** Merges two lists already in document order into one. */
export function mergeSorted<T extends Sortable>(
  a: readonly { item: T; key: OrderKey }[],
  b: readonly { item: T; key: OrderKey }[],
): T[] {
  const out: T[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length)
    out.push(
      compareKeyed(a[i]!.item, a[i]!.key, b[j]!.item, b[j]!.key) <= 0 ? a[i++]!.item : b[j++]!.item,
    )
  while (i < a.length) out.push(a[i++]!.item)
  while (j < b.length) out.push(b[j++]!.item)
  return out
}
