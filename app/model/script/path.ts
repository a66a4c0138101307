import { JsonObject, isArray, isObject, type JsonValue } from '../json/values'
import type { JsonPath } from '../json/pointer'

export { toPointer, fromPointer, type JsonPath } from '../json/pointer'

/** The value at `path`, or `undefined` where the path does not lead anywhere. */
export function getIn(root: JsonValue | undefined, path: JsonPath): JsonValue | undefined {
  let v = root
  for (const step of path) {
    if (typeof step === 'number') v = isArray(v) ? v[step] : undefined
    else v = isObject(v) ? v.get(step) : undefined
    if (v === undefined) return undefined
  }
  return v
}

/**
 * A copy of `root` with the value at `path` replaced by `update(old)`, sharing every node off
 * the path. Missing objects along the path are created (a number step needs an existing array).
 * `update` returning `undefined` removes the key or array item. Returns `root` itself when
 * nothing changes.
 */
export function updateIn(
  root: JsonValue | undefined,
  path: JsonPath,
  update: (old: JsonValue | undefined) => JsonValue | undefined,
): JsonValue | undefined {
  if (path.length === 0) return update(root)
  const [step, ...rest] = path
  if (typeof step === 'number') {
    if (!isArray(root)) throw new Error(`Cannot index ${describe(root)} with [${step}]`)
    const child = updateIn(root[step], rest, update)
    if (child === root[step]) return root
    const items = root.slice()
    if (child === undefined) items.splice(step, 1)
    else items[step] = child
    return items
  }
  const obj = isObject(root) ? root : root === undefined ? new JsonObject() : undefined
  if (!obj) throw new Error(`Cannot read "${step}" of ${describe(root)}`)
  const old = obj.get(step!)
  const child = updateIn(old, rest, update)
  if (child === old) return root
  return child === undefined ? obj.remove(step!) : obj.set(step!, child)
}

function describe(v: JsonValue | undefined): string {
  if (v === undefined) return 'nothing'
  if (v === null) return 'null'
  if (isArray(v)) return 'an array'
  if (isObject(v)) return 'an object'
  return `a ${typeof v === 'object' ? 'literal' : typeof v}`
}
