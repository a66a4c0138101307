import { escapeToken, parsePointer } from '../json/pointer'
import { isArray, isObject, jsonEqual, type JsonObject, type JsonValue } from '../json/values'
import type { PatchOp } from './operations'

/*
 * The operations for the edits a form makes, stated once: set a value (creating the objects on
 * its way), remove it, rename a key in its place, reorder keys, move an item. Each returns the
 * operations for the document as it is now (`root`), so it can tell `add` from `replace`.
 */

/** The pointer of a child: `/a` + `b/c` → `/a/b~1c`. */
export const childPointer = (pointer: string, token: string | number): string =>
  `${pointer}/${escapeToken(token)}`

const tokens = (pointer: string): string[] => {
  const t = parsePointer(pointer)
  if (!Array.isArray(t)) throw new Error(t.error)
  return t
}

function step(v: JsonValue | undefined, token: string): JsonValue | undefined {
  if (isObject(v)) return v.get(token)
  if (isArray(v) && /^(0|[1-9][0-9]*)$/.test(token)) return v[Number(token)]
  return undefined
}

/** The value at a pointer, or `undefined`. */
export function valueAt(root: JsonValue, pointer: string): JsonValue | undefined {
  let v: JsonValue | undefined = root
  for (const t of tokens(pointer)) {
    v = step(v, t)
    if (v === undefined) return undefined
  }
  return v
}

/**
 * Sets the value at `pointer`: `replace` where it exists, else `add`, with the missing objects on
 * the way created around it (`{"output": {"response": "…"}}` when `output` is missing). An
 * `undefined` value removes it (see `removeAt`). A path through something that is neither an
 * object nor a list gives no operation (a form never writes through a value it cannot show).
 */
export function setAt(root: JsonValue, pointer: string, value: unknown): PatchOp[] {
  if (value === undefined) return removeAt(root, pointer)
  const path = tokens(pointer)
  let v: JsonValue | undefined = root
  for (let i = 0; i < path.length; i++) {
    const next = step(v, path[i]!)
    if (next !== undefined) {
      v = next
      continue
    }
    if (!isObject(v) && !(isArray(v) && path[i] === '-')) return []
    let nested: unknown = value
    for (let j = path.length - 1; j > i; j--) nested = { [path[j]!]: nested }
    return [
      {
        op: 'add',
        path:
          '/' +
          path
            .slice(0, i + 1)
            .map(escapeToken)
            .join('/'),
        value: nested,
      },
    ]
  }
  return [{ op: 'replace', path: pointer, value }]
}

/** Removes the value at `pointer` when it exists (no operation otherwise). */
export function removeAt(root: JsonValue, pointer: string): PatchOp[] {
  return pointer !== '' && valueAt(root, pointer) !== undefined
    ? [{ op: 'remove', path: pointer }]
    : []
}

/** Renames key `from` of the object at `pointer` to `to`, in its place (a `move`). */
export function renameKeyOps(pointer: string, from: string, to: string): PatchOp[] {
  if (from === to) return []
  return [{ op: 'move', from: childPointer(pointer, from), path: childPointer(pointer, to) }]
}

/**
 * Puts the keys of the object at `pointer` in `order` (the same keys, another order). JSON Patch
 * adds a key at the end of an object, so the keys from the first one out of place onwards are
 * removed and added again, in order.
 */
export function reorderKeysOps(
  root: JsonValue,
  pointer: string,
  order: readonly string[],
): PatchOp[] {
  const obj = valueAt(root, pointer)
  if (!isObject(obj)) return []
  const keys = obj.keys()
  let same = 0
  while (same < keys.length && keys[same] === order[same]) same++
  const ops: PatchOp[] = []
  for (const key of order.slice(same)) {
    const value = obj.get(key)
    if (value === undefined) continue
    ops.push({ op: 'remove', path: childPointer(pointer, key) })
    ops.push({ op: 'add', path: childPointer(pointer, key), value })
  }
  return ops
}

/** Moves key `key` of the object at `pointer` by `offset` places (clamped). */
export function moveKeyOps(
  root: JsonValue,
  pointer: string,
  key: string,
  offset: number,
): PatchOp[] {
  const obj = valueAt(root, pointer)
  if (!isObject(obj)) return []
  const keys = obj.keys()
  const from = keys.indexOf(key)
  if (from < 0) return []
  const to = Math.max(0, Math.min(keys.length - 1, from + offset))
  if (to === from) return []
  const order = keys.filter((k) => k !== key)
  order.splice(to, 0, key)
  return reorderKeysOps(root, pointer, order)
}

/** Moves item `from` of the list at `pointer` to `to`. */
export function moveItemOps(pointer: string, from: number, to: number): PatchOp[] {
  if (from === to) return []
  return [{ op: 'move', from: childPointer(pointer, from), path: childPointer(pointer, to) }]
}

/** The value at a path of reference tokens (as `parsePointer` gives them), or `undefined`. */
export function valueAtTokens(root: JsonValue, path: readonly string[]): JsonValue | undefined {
  let v: JsonValue | undefined = root
  for (const t of path) {
    v = step(v, t)
    if (v === undefined) return undefined
  }
  return v
}

/**
 * Makes the keys of the object at `pointer` that are not `known` be those of `next`: the ones
 * `next` lacks are removed, the others set (a new one is added at the end). Known keys stay.
 */
export function setOtherKeysOps(
  root: JsonValue,
  pointer: string,
  known: ReadonlySet<string>,
  next: JsonObject,
): PatchOp[] {
  const obj = valueAt(root, pointer)
  if (!isObject(obj)) return []
  const ops: PatchOp[] = []
  for (const key of obj.keys())
    if (!known.has(key) && !next.has(key))
      ops.push({ op: 'remove', path: childPointer(pointer, key) })
  for (const { key, value } of next.entries) {
    if (known.has(key) || (obj.has(key) && jsonEqual(obj.get(key), value))) continue
    ops.push({ op: obj.has(key) ? 'replace' : 'add', path: childPointer(pointer, key), value })
  }
  return ops
}
