import { describe, expect, it } from 'vitest'
import { reconcile } from './reconcile'
import { parseJson } from './parseJson'
import type { JsonObject } from './values'
import { jsonEqual, type JsonValue } from './values'

const parse = (t: string): JsonValue => {
  const r = parseJson(t)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

describe('reconcile', () => {
  it('returns the previous tree when the new one is equal', () => {
    const a = parse('{"a": [1, {"b": 2}], "c": "x"}')
    expect(reconcile(a, parse('{"a": [1, {"b": 2}], "c": "x"}'))).toBe(a)
  })

  it('shares unchanged subtrees and keeps the changed ones', () => {
    const a = parse('{"fns": [{"n": 1}, {"n": 2}, {"n": 3}], "v": 1}') as JsonObject
    const b = parse('{"fns": [{"n": 1}, {"n": 20}, {"n": 3}], "v": 1}')
    const r = reconcile(a, b) as JsonObject
    expect(jsonEqual(r, b)).toBe(true)
    const [f0, f1, f2] = r.get('fns') as JsonValue[]
    const [a0, a1, a2] = a.get('fns') as JsonValue[]
    expect(f0).toBe(a0)
    expect(f1).not.toBe(a1)
    expect(f2).toBe(a2)
  })

  it('treats a key order change as a change', () => {
    const a = parse('{"a": 1, "b": 2}')
    const r = reconcile(a, parse('{"b": 2, "a": 1}')) as JsonObject
    expect(r).not.toBe(a)
    expect(r.keys()).toEqual(['b', 'a'])
  })
})
