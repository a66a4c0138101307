import { describe, expect, it } from 'vitest'
import { parseJson, MAX_DEPTH } from './parseJson'
import { toPlain } from './plain'
import type { JsonObject } from './values'
import { RawNumber, RawString } from './values'
import { serializeJson } from './serializeJson'

function ok(text: string) {
  const r = parseJson(text)
  if (!r.ok) throw new Error(`did not parse: ${r.error.message}`)
  return r
}

describe('parseJson', () => {
  it.each([
    '{}',
    '[]',
    '{"a": 1, "b": [true, false, null], "c": {"d": "e"}}',
    '"text"',
    '-12.5e-3',
    '  {"nested": [[[[]]]], "s": "tab\\tquote\\"back\\\\slash"}  ',
  ])('reads %s as JSON.parse does', (text) => {
    expect(toPlain(ok(text).value)).toEqual(JSON.parse(text))
  })

  it('keeps keys in their written order, integer-like keys too', () => {
    const v = ok('{"b": 1, "2": 2, "a": 3, "10": 4}').value as JsonObject
    expect(v.keys()).toEqual(['b', '2', 'a', '10'])
  })

  it.each([
    ['12345678901234567890', '12345678901234567890'],
    ['-0', '-0'],
    ['1e21', '1e21'],
    ['1.0', '1.0'],
    ['1E+2', '1E+2'],
  ])('keeps the number literal %s as written', (text, raw) => {
    const v = ok(`[${text}]`).value as RawNumber[]
    expect(v[0]).toBeInstanceOf(RawNumber)
    expect(v[0]!.raw).toBe(raw)
    expect(serializeJson(ok(`[${text}]`).value)).toBe(`[${raw}]`)
  })

  it('keeps canonical numbers as plain numbers', () => {
    expect(ok('[1, 0.5, -3, 1e+21]').value).toEqual([1, 0.5, -3, 1e21])
  })

  it('keeps string escapes as written when JSON.stringify would spell them otherwise', () => {
    const [a, b, c] = ok('["\\u00e9", "a\\/b", "plain \\n"]').value as unknown[]
    expect(a).toEqual(new RawString('é', '\\u00e9'))
    expect(b).toEqual(new RawString('a/b', 'a\\/b'))
    expect(c).toBe('plain \n')
  })

  it('treats __proto__, constructor and prototype as plain keys', () => {
    const r = ok('{"__proto__": {"polluted": true}, "constructor": 1, "prototype": 2}')
    expect((r.value as JsonObject).keys()).toEqual(['__proto__', 'constructor', 'prototype'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const plain = toPlain(r.value) as Record<string, unknown>
    expect(Object.getPrototypeOf(plain)).toBe(Object.prototype)
    expect(Object.keys(plain)).toEqual(['__proto__', 'constructor', 'prototype'])
  })

  it('warns about a duplicate key and keeps the last value in the first place', () => {
    const r = ok('{\n  "a": 1,\n  "b": 2,\n  "a": 3\n}')
    expect(toPlain(r.value)).toEqual({ a: 3, b: 2 })
    expect((r.value as JsonObject).keys()).toEqual(['a', 'b'])
    expect(r.warnings).toEqual([
      { message: expect.stringContaining('Duplicate key "a"'), line: 4, column: 3 },
    ])
  })

  it('writes a duplicate key once, in its first place, in the enclosing containers too', () => {
    // Large enough for the parser to remember the containers' text (it must not, here).
    const long = JSON.stringify('x'.repeat(2000))
    const r = ok(`{"x": [{\n  "a": 1,\n  "b": ${long},\n  "a": 3\n}], "y": {"c": 1}}`)
    expect(serializeJson(r.value)).toBe(`{"x": [{\n  "a": 3,\n  "b": ${long}\n}], "y": {"c": 1}}`)
  })

  it('writes a large container back as it was read, in any layout', () => {
    const long = JSON.stringify('y'.repeat(2000))
    const text = `{\r\n\t"a" :[ 1,2 ,{"b":${long}} ],\r\n\t"c": {}\r\n}`
    expect(serializeJson(ok(text).value)).toBe(text)
  })

  it.each([
    ['{"a": 1', 1, 8, 'an object "{" opened at line 1, column 1 is not closed'],
    ['{"a": 1} x', 1, 10, 'Unexpected text after the end'],
    ['{"a": 1,}', 1, 8, 'Trailing comma'],
    ["{'a': 1}", 1, 2, 'double quotes'],
    ['{"a": 1 // note\n}', 1, 9, 'comments'],
    ['{"a" 1}', 1, 6, 'expected ":"'],
    ['{"a": tru}', 1, 7, 'expected a value'],
    ['{\n  "a": "line\nbreak"\n}', 2, 13, 'line break inside a string'],
    ['["\\x"]', 1, 3, 'Invalid escape'],
    ['["\\u12"]', 1, 3, 'four hexadecimal digits'],
    ['[01]', 1, 3, 'expected "," or "]"'],
    ['[1 2]', 1, 4, 'expected "," or "]"'],
  ])('locates the error in %j', (text, line, column, message) => {
    const r = parseJson(text)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error).toMatchObject({ line, column })
    expect(r.error.message).toContain(message)
  })

  it('refuses 100,000 levels of nesting with a located error, without recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    const r = parseJson(deep)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ line: 1, column: MAX_DEPTH + 1 })
  })

  it('reads nesting up to the limit', () => {
    const text = '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH)
    expect(parseJson(text).ok).toBe(true)
  })
})
