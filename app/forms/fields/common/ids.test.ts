import { describe, expect, it } from 'vitest'
import { KeyIds, ListIds } from './ids'

describe('KeyIds', () => {
  it('keeps one id per name, and carries it through a rename', () => {
    const ids = new KeyIds()
    const [a, b] = ids.idsFor(['a', 'b'])
    ids.rename('a', 'z')
    expect(ids.idsFor(['z', 'b'])).toEqual([a, b])
    expect(ids.idsFor(['b', 'z'])).toEqual([b, a])
  })

  it('never hands out the same id twice in one list', () => {
    const ids = new KeyIds()
    const [a] = ids.idsFor(['a'])
    ids.rename('a', 'b')
    const out = ids.idsFor(['a', 'b'])
    expect(new Set(out).size).toBe(2)
    expect(out[1]).toBe(a)
  })
})

describe('ListIds', () => {
  it('follows inserts, removals and moves', () => {
    const ids = new ListIds()
    const [a, b, c] = ids.sync(3)
    const n = ids.insert(1)
    expect(ids.sync(4)).toEqual([a, n, b, c])
    ids.remove(0)
    ids.move(2, 0)
    expect(ids.sync(3)).toEqual([c, n, b])
  })

  it('grows and shrinks with changes from outside', () => {
    const ids = new ListIds()
    const [a, b] = ids.sync(2)
    expect(ids.sync(1)).toEqual([a])
    const grown = ids.sync(3)
    expect(grown[0]).toBe(a)
    expect(grown).not.toContain(b)
  })
})
