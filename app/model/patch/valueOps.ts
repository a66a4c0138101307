import { toPointer, type JsonPath } from '../json/pointer'
import { fromPlain } from '../json/plain'
import { JsonObject, isArray, isObject, jsonSame, type JsonValue } from '../json/values'
import { getIn } from '../script/path'
import { diffValues } from './diffScripts'
import type { PatchOp } from './operations'

/**
 * The JSON Patch operations that set the value at `path` of `root` to `value`, as a form field
 * reports it (plain JavaScript JSON, or tree values):
 * - `undefined` removes the value (one `remove`; nothing when it is absent);
 * - an absent value is added with one `add` at the first missing step, the missing objects
 *   (and lists, for a number step) around it built in
 *   (`add /ai/params {"end_of_speech_timeout": 800}`); a new last item of a list is added at `-`;
 * - a present value is replaced by the smallest operations inside it (`diffValues` by meaning,
 *   with no guessed renames: a key that changed is a `remove` and an `add`): a typed character
 *   is one `replace` of that string, an item added to a list one `add`; the parts that mean the
 *   same keep their spelling (`1.0` stays `1.0` when the field gives `1`);
 * - the same value gives no operation at all.
 * A step through a value that is neither an object nor a list cannot be built: the operation is
 * then aimed there and `applyPatch` refuses it with its message.
 */
export function opsToSet(root: JsonValue, path: JsonPath, value: unknown): PatchOp[] {
  const old = getIn(root, path)
  if (value === undefined) return old === undefined ? [] : [{ op: 'remove', path: toPointer(path) }]
  if (old !== undefined) {
    const next = fromPlain(value)
    if (next === old || jsonSame(old, next)) return []
    const base = toPointer(path)
    return diffValues(old, next, { byMeaning: true, renames: false }).map((op) => rebase(op, base))
  }
  let at = path.length
  while (at > 0 && getIn(root, path.slice(0, at - 1)) === undefined) at--
  let built = fromPlain(value)
  for (let i = path.length - 1; i >= at; i--) {
    const step = path[i]!
    built = typeof step === 'number' ? [built] : JsonObject.from([[step, built]])
  }
  const parent = getIn(root, path.slice(0, Math.max(0, at - 1)))
  const last = path[at - 1]
  const target =
    isArray(parent) && last === parent.length ? [...path.slice(0, at - 1), '-'] : path.slice(0, at)
  return [{ op: 'add', path: toPointer(target), value: built }]
}

/** The `move` that renames key `from` of the object at `path` to `to`, in its place. */
export function opToRename(path: JsonPath, from: string, to: string): PatchOp {
  return { op: 'move', from: toPointer([...path, from]), path: toPointer([...path, to]) }
}

/** The `move` of item `from` of the list at `path` to index `to`. */
export function opToMoveItem(path: JsonPath, from: number, to: number): PatchOp {
  return { op: 'move', from: toPointer([...path, from]), path: toPointer([...path, to]) }
}

/**
 * The operation that appends `item` to the list at `path`: `add …/-`, or, when there is no list
 * there yet, the `opsToSet` of a list holding it.
 */
export function opsToAppend(root: JsonValue, path: JsonPath, item: unknown): PatchOp[] {
  const list = getIn(root, path)
  if (isArray(list)) return [{ op: 'add', path: toPointer([...path, '-']), value: item }]
  return opsToSet(root, path, [item])
}

/** The keys of the object at `path`, or none where there is no object. */
export function keysAt(root: JsonValue, path: JsonPath): string[] {
  const v = getIn(root, path)
  return isObject(v) ? v.keys() : []
}

function rebase(op: PatchOp, base: string): PatchOp {
  const path = base + op.path
  return 'from' in op ? { ...op, from: base + op.from, path } : { ...op, path }
}
