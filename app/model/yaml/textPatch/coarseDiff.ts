import { escapeToken } from '../../json/pointer'
import { isArray, isObject, jsonEqual, type JsonValue } from '../../json/values'
import { diffValues } from '../../patch/diffScripts'
import type { PatchOp } from '../../patch/operations'

/**
 * How much text the patcher may read again in one write, in characters: each operation reads
 * the whole text once at worst (a 12 KB file affords hundreds of operations, a 1 MB one a few).
 */
export const READ_BUDGET = 4_000_000

/** The operations that `coarseDiff` made out of many: each replaces a whole value. */
export const COARSE = new WeakSet<PatchOp>()

/**
 * `diffValues(a, b)`, unless it has more operations than a text of `textLength` characters
 * affords: then, value by value, a part of the tree that changed in many places is replaced as
 * a whole (one operation, in `COARSE`), and the parts that changed in few keep their operations.
 */
export function coarseDiff(a: JsonValue, b: JsonValue, textLength: number): PatchOp[] {
  const ops = diffValues(a, b)
  const afford = Math.max(8, Math.floor(READ_BUDGET / Math.max(1, textLength)))
  return ops.length <= afford ? ops : coarse(a, b, '', 2)
}

function coarse(a: JsonValue, b: JsonValue, at: string, few: number): PatchOp[] {
  if (a === b || jsonEqual(a, b)) return []
  const ops = diffValues(a, b)
  if (ops.length <= few) return ops.map((op) => under(at, op))
  if (
    isObject(a) &&
    isObject(b) &&
    a.size === b.size &&
    a.keys().every((k, i) => b.keys()[i] === k)
  ) {
    return a.keys().flatMap((k) => coarse(a.get(k)!, b.get(k)!, `${at}/${escapeToken(k)}`, few))
  }
  if (isArray(a) && isArray(b) && a.length === b.length) {
    return a.flatMap((x, i) => coarse(x, b[i]!, `${at}/${i}`, few))
  }
  const whole: PatchOp = { op: 'replace', path: at, value: b }
  COARSE.add(whole)
  return [whole]
}

/** An operation of a value's diff, addressed from the root. */
function under(at: string, op: PatchOp): PatchOp {
  if (op.op === 'move' || op.op === 'copy') return { ...op, from: at + op.from, path: at + op.path }
  return { ...op, path: at + op.path }
}
