import { describe, expect, it } from 'vitest'
import { locatePointers, pointerAt } from './problemRanges'

const text = JSON.stringify({ a: { b: [1, { c: 'x' }] }, '1': 'one', 'k/e~y': true }, null, 2)
const slice = (r: { start: number; end: number } | undefined) =>
  r ? text.slice(r.start, r.end) : undefined

describe('locatePointers', () => {
  it.each([
    ['/a/b/1/c', '"x"'],
    ['/a/b/0', '1'],
    ['/a/b', '"b"'],
    ['/a', '"a"'],
    ['/a/b/1', '{'],
    ['/1', '"one"'],
    ['/k~1e~0y', 'true'],
    ['/missing', undefined],
  ])('%s → %s', (pointer, expected) => {
    expect(slice(locatePointers(text, [pointer])[0])).toBe(expected)
  })
})

describe('pointerAt', () => {
  it('picks the innermost range', () => {
    const ranges = [
      { pointer: '/a', range: { start: 0, end: 100 } },
      { pointer: '/a/b', range: { start: 10, end: 20 } },
    ]
    expect(pointerAt(ranges, 15)).toBe('/a/b')
    expect(pointerAt(ranges, 50)).toBe('/a')
    expect(pointerAt(ranges, 500)).toBeUndefined()
  })
})
