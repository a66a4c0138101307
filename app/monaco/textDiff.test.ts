import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { applyChange, textChange } from './textDiff'

describe('textChange', () => {
  it.each([
    ['abc', 'abc', undefined],
    ['abc', 'abXc', { start: 2, end: 2, text: 'X' }],
    ['"description": "old"', '"description": "new"', { start: 16, end: 19, text: 'new' }],
    ['aaa', 'aa', { start: 2, end: 3, text: '' }],
  ])('%j → %j', (a, b, expected) => {
    expect(textChange(a, b)).toEqual(expected)
  })

  it('never splits a surrogate pair', () => {
    const change = textChange('x😀y', 'x😃y')!
    expect(change.text).toBe('😃')
  })

  it('always turns the first text into the second', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(applyChange(a, textChange(a, b))).toBe(b)
      }),
    )
  })
})
