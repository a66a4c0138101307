import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseJson } from './parseJson'
import { serializeJson } from './serializeJson'
import { toPlain } from './plain'
import { jsonEqual, type JsonValue } from './values'

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
})
