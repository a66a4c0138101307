import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseJson } from './parseJson'
import { serializeJson } from './serializeJson'
import { fromPlain, mergePlain, toPlain } from './plain'
import type { JsonObject } from './values'
import { RawNumber, jsonEqual, type JsonValue } from './values'

/** Arbitrary JSON text pieces that JSON.stringify does not reproduce on its own. */
const numberLiteral = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.constantFrom('-0', '1e21', '1E+2', '1.0', '0.10', '-0.0e0', '9007199254740993'),
)
const key = fc.oneof(
  fc.string(),
  fc.constantFrom('__proto__', 'constructor', 'prototype', '0', '10', '2', 'toString'),
  fc.integer({ min: 0, max: 99 }).map(String),
)
const stringLiteral = fc.oneof(
  fc.string({ unit: 'binary' }).map((s) => JSON.stringify(s)),
  fc.constantFrom('"\\u00e9"', '"a\\/b"', '"\\uD83D\\uDE00"', '"</script><b>x</b>"', '"\\ud800"'),
)

/** Arbitrary JSON documents, written as text with random (valid) whitespace. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    numberLiteral,
    stringLiteral,
    fc.constantFrom('true', 'false', 'null'),
    fc.array(tie('value'), { maxLength: 5 }).map((items) => `[${items.join(', ')}]`),
    fc
      .uniqueArray(fc.tuple(key, tie('value')), { maxLength: 5, selector: ([k]) => k })
      .map((entries) => `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',\n')} }`),
  ),
})).value

function parse(text: string): JsonValue {
  const r = parseJson(text)
  if (!r.ok) throw new Error(`${r.error.message} in ${text}`)
  return r.value
}

describe('lossless JSON round trip (property-based)', () => {
  it('parse → serialise → parse gives the same tree, with the same key order and literals', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        const tree = parse(text)
        const written = serializeJson(tree)
        expect(jsonEqual(parse(written), tree)).toBe(true)
        expect(serializeJson(parse(written))).toBe(written)
      }),
      { numRuns: 400 },
    )
  })

  it('writes the same text as JSON.stringify(…, 2) for any value JSON.stringify can hold', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value, null, 2)
        expect(serializeJson(parse(text))).toBe(text)
      }),
      { numRuns: 400 },
    )
  })

  it('reads what JSON.parse reads, to the same values', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        const ours = toPlain(parse(text))
        expect(JSON.stringify(ours)).toBe(JSON.stringify(JSON.parse(text)))
      }),
      { numRuns: 300 },
    )
  })

  it('mergePlain of a value into itself changes nothing, and returns the same node', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        const tree = parse(text)
        const plain = structuredClone(toPlain(tree))
        const merged = mergePlain(tree, plain)
        // Numbers beyond 2^53 are rounded in the plain view, so they may differ; all else is kept.
        if (!/\d{16,}/.test(text)) expect(merged).toBe(tree)
      }),
      { numRuns: 300 },
    )
  })
})

describe('mergePlain', () => {
  const tree = parse('{"b": 1.0, "2": "\\u00e9", "a": {"x": 12345678901234567890}}') as JsonObject

  it('keeps key order and raw literals, and appends new keys', () => {
    const merged = mergePlain(tree, { a: toPlain(tree.get('a')!), 2: 'é', b: 1, c: true })
    expect(serializeJson(merged)).toBe(
      '{\n  "b": 1.0,\n  "2": "\\u00e9",\n  "a": {"x": 12345678901234567890},\n  "c": true\n}',
    )
    expect((merged as JsonObject).get('a')).toBe(tree.get('a'))
  })

  it('keeps a renamed key in its place (one key out, one key in)', () => {
    const merged = mergePlain(tree, {
      b: 1,
      2: 'é',
      renamed: toPlain(tree.get('a')!),
    }) as JsonObject
    expect(merged.keys()).toEqual(['b', '2', 'renamed'])
    const fillers = fromPlain({ 'en-US': ['a'], es: ['b'], default: ['c'] })
    expect(
      (mergePlain(fillers, { 'en-US': ['a'], fr: ['b'], default: ['c'] }) as JsonObject).keys(),
    ).toEqual(['en-US', 'fr', 'default'])
  })

  it('follows a deliberate reorder of the same keys', () => {
    const props = fromPlain({ city: { type: 'string' }, days: { type: 'integer' } })
    const moved = mergePlain(props, {
      days: { type: 'integer' },
      city: { type: 'string' },
    }) as JsonObject
    expect(moved.keys()).toEqual(['days', 'city'])
    expect(moved.get('city')).toBe((props as JsonObject).get('city'))
  })

  it('does not mistake the hoisting of integer-like keys for a reorder', () => {
    const merged = mergePlain(tree, structuredClone(toPlain(tree))) as JsonObject
    expect(merged).toBe(tree)
    expect(merged.keys()).toEqual(['b', '2', 'a'])
  })

  it('removes keys whose value is undefined or absent', () => {
    const merged = mergePlain(tree, { b: 2, a: undefined }) as JsonObject
    expect(merged.keys()).toEqual(['b'])
  })

  it('never touches a prototype', () => {
    const plain = JSON.parse(
      '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"p": 1}}}',
    )
    const v = fromPlain(plain) as JsonObject
    expect(v.keys()).toEqual(['__proto__', 'constructor'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(serializeJson(v)).toContain('"__proto__": {')
  })

  it('writes -0 as -0', () => {
    expect(fromPlain(-0)).toEqual(new RawNumber('-0'))
  })
})
