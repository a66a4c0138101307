import { describe, expect, it } from 'vitest'
import { parseJson } from '../json/parseJson'
import { toPlain } from '../json/plain'
import type { JsonValue } from '../json/values'
import { applyPatchToValue } from './applyPatch'
import { moveKeyOps, removeAt, renameKeyOps, reorderKeysOps, setAt, valueAt } from './builders'

const tree = (text: string): JsonValue => {
  const r = parseJson(text)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const run = (root: JsonValue, ops: ReturnType<typeof setAt>) => {
  const r = applyPatchToValue(root, ops)
  if (!r.ok) throw new Error(r.error.message)
  return toPlain(r.value)
}

describe('operation builders', () => {
  const root = tree('{"fn": {"name": "a", "p": {"x": 1, "y": 2, "z": 3}}, "list": [1, 2]}')

  it('setAt replaces what exists and adds what does not, creating the objects on the way', () => {
    expect(setAt(root, '/fn/name', 'b')).toEqual([{ op: 'replace', path: '/fn/name', value: 'b' }])
    expect(setAt(root, '/fn/data_map/output/response', 'ok')).toEqual([
      { op: 'add', path: '/fn/data_map', value: { output: { response: 'ok' } } },
    ])
    expect(setAt(root, '/list/-', 3)).toEqual([{ op: 'add', path: '/list/-', value: 3 }])
    expect(setAt(root, '/fn/name/deeper', 1)).toEqual([])
  })

  it('setAt with undefined and removeAt remove only what is there', () => {
    expect(setAt(root, '/fn/name', undefined)).toEqual([{ op: 'remove', path: '/fn/name' }])
    expect(removeAt(root, '/fn/nothing')).toEqual([])
  })

  it('renames a key in its place; moves and reorders keys', () => {
    expect(run(root, renameKeyOps('/fn/p', 'y', 'why'))).toMatchObject({
      fn: { p: { x: 1, why: 2, z: 3 } },
    })
    const moved = run(root, moveKeyOps(root, '/fn/p', 'z', -2)) as { fn: { p: object } }
    expect(Object.keys(moved.fn.p)).toEqual(['z', 'x', 'y'])
    const reordered = run(root, reorderKeysOps(root, '/fn/p', ['x', 'z', 'y'])) as {
      fn: { p: object }
    }
    expect(Object.keys(reordered.fn.p)).toEqual(['x', 'z', 'y'])
    expect(reorderKeysOps(root, '/fn/p', ['x', 'z', 'y'])).toHaveLength(4)
  })

  it('valueAt reads through objects and lists', () => {
    expect(valueAt(root, '/list/1')).toBe(2)
    expect(valueAt(root, '/list/5')).toBeUndefined()
  })
})
