import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  asStringList,
  freshName,
  moveItem,
  moveKey,
  readBoolean,
  renameKey,
  setKey,
  toStringOrStrings,
  typedLike,
  withUnknownKeys,
  withoutKeys,
} from './plain'

const keys = (o: object) => Object.keys(o)

describe('object edits keep the order of keys', () => {
  const obj = { a: 1, b: 2, c: 3 }
  it.each([
    ['setKey on an existing key', setKey(obj, 'b', 9), { a: 1, b: 9, c: 3 }, ['a', 'b', 'c']],
    ['setKey on a new key', setKey(obj, 'd', 4), { a: 1, b: 2, c: 3, d: 4 }, ['a', 'b', 'c', 'd']],
    ['setKey to undefined', setKey(obj, 'b', undefined), { a: 1, c: 3 }, ['a', 'c']],
    ['renameKey', renameKey(obj, 'b', 'z'), { a: 1, z: 2, c: 3 }, ['a', 'z', 'c']],
    ['moveKey up', moveKey(obj, 'c', -1), obj, ['a', 'c', 'b']],
    ['moveKey past the start', moveKey(obj, 'b', -5), obj, ['b', 'a', 'c']],
    ['withoutKeys', withoutKeys(obj, ['a', 'c']), { b: 2 }, ['b']],
  ])('%s', (_name, result, equal, order) => {
    expect(result).toEqual(equal)
    expect(keys(result)).toEqual(order)
  })

  it('keeps __proto__ as data', () => {
    const out = setKey({}, '__proto__', { polluted: true })
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(['__proto__'])
  })

  it('leaves its input untouched', () => {
    const input = { a: 1 }
    setKey(input, 'a', 2)
    renameKey(input, 'a', 'b')
    expect(input).toEqual({ a: 1 })
  })

  it('replaces the unknown keys only', () => {
    const known = new Set(['url'])
    expect(withUnknownKeys({ url: 'u', x: 1, y: 2 }, known, { y: 3, url: 'ignored' })).toEqual({
      url: 'u',
      y: 3,
    })
    expect(withUnknownKeys({ url: 'u', x: 1 }, known, undefined)).toEqual({ url: 'u' })
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

  it.each([
    ['5', 3, 5],
    ['5a', 3, '5a'],
    ['', 3, ''],
    ['5', '3', '5'],
    ['false', true, false],
    ['null', null, null],
  ])('typedLike(%j, previous %j)', (text, previous, out) =>
    expect(typedLike(text, previous)).toBe(out),
  )

  it('freshName avoids taken names', () => {
    expect(freshName('new', [])).toBe('new')
    expect(freshName('new', ['new', 'new_2'])).toBe('new_3')
  })
})
