import { escapeToken } from '../json/pointer'
import {
  isArray,
  isObject,
  jsonEqual,
  jsonSame,
  type JsonObject,
  type JsonValue,
} from '../json/values'
import type { ScriptDoc } from '../script/document'
import type { PatchOp } from './operations'

/**
 * The JSON Patch that turns script `a` into script `b`: `applyPatch(a, diffScripts(a, b))`
 * gives a document exactly equal to `b` (same keys in the same order, same literal spellings).
 * The patch is small and says what happened: a changed field is one `replace`, a renamed key
 * one `move` (kept in its place, see `applyPatch`), an item moved in a list one `move`, an added
 * or removed item one `add` or `remove`. Values in the patch are `b`'s own tree values.
 */
export function diffScripts(a: ScriptDoc, b: ScriptDoc): PatchOp[] {
  return diffValues(a.root, b.root)
}

export interface DiffOptions {
  /** Say a removed key whose value reappears under a new key is a rename (a `move`). Default on. */
  renames?: boolean
  /** Values that mean the same (`1.0` and `1`, key order aside) are not a change. Default off. */
  byMeaning?: boolean
}

/** `diffScripts` for any two JSON values. */
export function diffValues(a: JsonValue, b: JsonValue, options: DiffOptions = {}): PatchOp[] {
  const ops: PatchOp[] = []
  diff(a, b, '', ops, { renames: options.renames ?? true, byMeaning: options.byMeaning ?? false })
  return ops
}

type Options = Required<DiffOptions>

function diff(a: JsonValue, b: JsonValue, at: string, ops: PatchOp[], o: Options): void {
  if (a === b || jsonEqual(a, b) || (o.byMeaning && jsonSame(a, b))) return
  if (isObject(a) && isObject(b)) return diffObjects(a, b, at, ops, o)
  if (isArray(a) && isArray(b)) return diffArrays(a, b, at, ops, o)
  ops.push({ op: 'replace', path: at, value: b })
}

const child = (at: string, key: string | number) => `${at}/${escapeToken(key)}`

function diffObjects(a: JsonObject, b: JsonObject, at: string, ops: PatchOp[], o: Options): void {
  const removed = a.keys().filter((k) => !b.has(k))
  const added = b.keys().filter((k) => !a.has(k))
  // Renames: a removed key whose exact value reappears under an added key; failing that, the one
  // key out and the one key in at the same place.
  const renames = new Map<string, string>()
  for (const from of o.renames ? removed : []) {
    const value = a.get(from)
    const to = added.find((k) => !hasValue(renames, k) && jsonEqual(b.get(k), value))
    if (to !== undefined) renames.set(from, to)
  }
  const leftOut = removed.filter((k) => !renames.has(k))
  const leftIn = added.filter((k) => !hasValue(renames, k))
  if (
    leftOut.length === 1 &&
    leftIn.length === 1 &&
    a.indexOf(leftOut[0]!) === b.indexOf(leftIn[0]!)
  )
    renames.set(leftOut[0]!, leftIn[0]!)

  // The keys as they stand after the renames and removals, in their order.
  const current: string[] = []
  for (const key of a.keys()) {
    const to = renames.get(key)
    if (to !== undefined) {
      ops.push({ op: 'move', from: child(at, key), path: child(at, to) })
      current.push(to)
    } else if (b.has(key)) {
      current.push(key)
    } else {
      ops.push({ op: 'remove', path: child(at, key) })
    }
  }
  // Keys keep their place as far as `b`'s order allows: the longest start of `b`'s keys that
  // `current` has in the same order stays; every later key is written again at the end, in order.
  const target = b.keys()
  let kept = 0
  for (let i = 0; i < current.length && kept < target.length; i++) {
    if (current[i] === target[kept]) kept++
  }
  for (let i = 0; i < kept; i++) {
    const key = target[i]!
    const from = [...renames].find(([, to]) => to === key)?.[0] ?? key
    diff(a.get(from)!, b.get(key)!, child(at, key), ops, o)
  }
  for (const key of target.slice(kept)) {
    if (current.includes(key)) ops.push({ op: 'remove', path: child(at, key) })
    ops.push({ op: 'add', path: child(at, key), value: b.get(key)! })
  }
}

const hasValue = (map: Map<string, string>, value: string) => [...map.values()].includes(value)

function diffArrays(
  a: readonly JsonValue[],
  b: readonly JsonValue[],
  at: string,
  ops: PatchOp[],
  o: Options,
): void {
  let start = 0
  while (start < a.length && start < b.length && same(a[start]!, b[start]!)) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && same(a[endA - 1]!, b[endB - 1]!)) {
    endA--
    endB--
  }
  // One item moved: the middle of `a` rotated by one place, one move.
  const n = endA - start
  if (n > 1 && n === endB - start) {
    const last = start + n - 1
    const rotated = (from: number, to: number, shift: number) =>
      Array.from({ length: to - from }, (_, i) => from + i).every((i) => same(a[i]!, b[i + shift]!))
    if (same(a[start]!, b[last]!) && rotated(start + 1, last + 1, -1)) {
      ops.push({ op: 'move', from: child(at, start), path: child(at, last) })
      return
    }
    if (same(a[last]!, b[start]!) && rotated(start, last, 1)) {
      ops.push({ op: 'move', from: child(at, last), path: child(at, start) })
      return
    }
  }
  // The middle, item by item: an item found further on (the same node, or an equal value) is
  // moved into place; one that is found nowhere later replaces the item at its place (diffed in
  // place, so an edited function is a few replaces); anything else is added. What is left over
  // at the end is removed.
  const cur = a.slice(start, endA)
  const want = b.slice(start, endB)
  const laterIn = (list: readonly JsonValue[], from: number, x: JsonValue) => {
    for (let k = from; k < list.length; k++) if (list[k] === x) return k
    for (let k = from; k < list.length; k++) if (same(list[k]!, x)) return k
    return -1
  }
  for (let j = 0; j < want.length; j++) {
    const target = want[j]!
    if (j < cur.length && same(cur[j]!, target)) continue
    const k = laterIn(cur, j + 1, target)
    if (k >= 0) {
      ops.push({ op: 'move', from: child(at, start + k), path: child(at, start + j) })
      cur.splice(j, 0, cur.splice(k, 1)[0]!)
    } else if (j < cur.length && laterIn(want, j + 1, cur[j]!) < 0) {
      diff(cur[j]!, target, child(at, start + j), ops, o)
      cur[j] = target
    } else {
      ops.push({ op: 'add', path: child(at, start + j), value: target })
      cur.splice(j, 0, target)
    }
  }
  for (let k = cur.length - 1; k >= want.length; k--)
    ops.push({ op: 'remove', path: child(at, start + k) })
}

const same = (x: JsonValue, y: JsonValue) => x === y || jsonEqual(x, y)
