import { describe, expect, it } from 'vitest'
import { toJsonValue } from '../model/core'
import { deriveIds, idsAfterOps } from './functionIds'
import { followSelection, selectedIndex, selectionAt, SETTINGS } from './selection'

const F = '/sections/main/0/ai/SWAIG/functions'

describe('function ids follow the operations', () => {
  const ids = ['a', 'b', 'c', 'd']

  it('a moved function takes its id along; the others keep theirs', () => {
    expect(idsAfterOps(ids, [{ op: 'move', from: `${F}/0`, path: `${F}/2` }], F)).toEqual([
      'b',
      'c',
      'a',
      'd',
    ])
  })

  it('an added or copied function gets a new id; a removed one loses its id', () => {
    const added = idsAfterOps(ids, [{ op: 'add', path: `${F}/1`, value: {} }], F)!
    expect(added).toHaveLength(5)
    expect(added.filter((id) => !ids.includes(id))).toHaveLength(1)
    expect(added[0]).toBe('a')
    expect(added[2]).toBe('b')
    const appended = idsAfterOps(ids, [{ op: 'add', path: `${F}/-`, value: {} }], F)!
    expect(appended.slice(0, 4)).toEqual(ids)
    const copied = idsAfterOps(ids, [{ op: 'copy', from: `${F}/3`, path: `${F}/4` }], F)!
    expect(copied[4]).not.toBe('d')
    expect(idsAfterOps(ids, [{ op: 'remove', path: `${F}/1` }], F)).toEqual(['a', 'c', 'd'])
  })

  it('edits inside a function keep every id', () => {
    expect(
      idsAfterOps(ids, [{ op: 'replace', path: `${F}/2/description`, value: 'x' }], F),
    ).toEqual(ids)
    expect(idsAfterOps(ids, [{ op: 'replace', path: `${F}/2`, value: {} }], F)).toEqual(ids)
  })

  it('says nothing when the list itself or a parent of it is replaced', () => {
    expect(idsAfterOps(ids, [{ op: 'replace', path: F, value: [] }], F)).toBeUndefined()
    expect(idsAfterOps(ids, [{ op: 'remove', path: '/sections/main/0' }], F)).toBeUndefined()
  })
})

describe('deriveIds (a load, the code pane, an undo)', () => {
  const fn = (n: number) => toJsonValue({ n })
  const x = fn(1)
  const y = fn(2)
  const z = fn(3)

  it('keeps the id of every function that is the same node, wherever it went', () => {
    expect(deriveIds([x, y, z], ['a', 'b', 'c'], [z, x, y])).toEqual(['c', 'a', 'b'])
  })

  it('gives an edited function (a new node at the same place) its old id', () => {
    const edited = fn(22)
    expect(deriveIds([x, y, z], ['a', 'b', 'c'], [x, edited, z])).toEqual(['a', 'b', 'c'])
  })

  it('gives a new function a new id', () => {
    const out = deriveIds([x], ['a'], [x, fn(9)])
    expect(out[0]).toBe('a')
    expect(out[1]).not.toBe('a')
  })
})

describe('selection', () => {
  const fn = (id: string) => ({ kind: 'function' as const, id })

  it('stays on its function when others move', () => {
    expect(followSelection(fn('b'), ['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual(fn('b'))
    expect(selectedIndex(fn('b'), ['c', 'a', 'b'])).toBe(2)
  })

  it('goes to the function now at its place when its function is removed, else the last one', () => {
    expect(followSelection(fn('b'), ['a', 'b', 'c'], ['a', 'c'])).toEqual(fn('c'))
    expect(followSelection(fn('c'), ['a', 'b', 'c'], ['a', 'b'])).toEqual(fn('b'))
  })

  it('goes to the script settings when no function is left', () => {
    expect(followSelection(fn('a'), ['a'], [])).toEqual(SETTINGS)
  })

  it('leaves a settings page alone', () => {
    expect(followSelection({ kind: 'swaig' }, ['a'], [])).toEqual({ kind: 'swaig' })
    expect(selectedIndex({ kind: 'swaig' }, ['a'])).toBe(-1)
    expect(selectionAt(['a', 'b'], 1)).toEqual(fn('b'))
    expect(selectionAt(['a'], 3)).toEqual(SETTINGS)
  })
})
