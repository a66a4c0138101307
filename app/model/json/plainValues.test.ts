import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  asStringList,
  freshName,
  fromEntries,
  moveItem,
  readBoolean,
  toStringOrStrings,
  withoutKeys,
} from './plainValues'

const keys = (o: object) => Object.keys(o)

describe('object helpers keep the order of keys', () => {
  it('withoutKeys keeps the others in order', () => {
    const out = withoutKeys({ a: 1, b: 2, c: 3, d: 4 }, ['a', 'c'])
    expect(out).toEqual({ b: 2, d: 4 })
    expect(keys(out)).toEqual(['b', 'd'])
  })

  it('keeps __proto__ as data', () => {
    const out = fromEntries([['__proto__', { polluted: true }]])
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(['__proto__'])
  })
})

describe('moveItem', () => {
  it('is a permutation of the list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.nat(),
        fc.integer({ min: -3, max: 20 }),
        (list, from, to) => {
          const out = moveItem(list, from % Math.max(1, list.length), to)
          expect(out.slice().sort()).toEqual(list.slice().sort())
        },
      ),
    )
  })
})

describe('string or list of strings', () => {
  it.each([
    ['a', ['a']],
    ['', []],
    [
      ['a', 2, 'b'],
      ['a', 'b'],
    ],
    [undefined, []],
    [{ a: 1 }, []],
  ])('asStringList(%j)', (value, list) => expect(asStringList(value)).toEqual(list))

  it.each([
    [['a'], 'x', 'a'],
    [['a'], ['x', 'y'], ['a']],
    [['a'], undefined, 'a'],
    [['a', 'b'], 'x', ['a', 'b']],
    [[], 'x', undefined],
  ])('toStringOrStrings(%j, previous %j)', (list, previous, out) =>
    expect(toStringOrStrings(list, previous)).toEqual(out),
  )
})

describe('values typed in text inputs', () => {
  it.each([
    [true, true],
    ['true', true],
    ['false', false],
    ['yes', undefined],
    [0, undefined],
  ])('readBoolean(%j)', (value, out) => expect(readBoolean(value)).toBe(out))

  it('freshName avoids taken names', () => {
    expect(freshName('new', [])).toBe('new')
    expect(freshName('new', ['new', 'new_2'])).toBe('new_3')
  })
})
