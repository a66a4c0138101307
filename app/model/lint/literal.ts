import { asNumber, asString, numberFromLiteral, type JsonValue } from '../json/values'

/**
 * Loosely typed scalars (swaig-fields.md §10.1): `"true"`, `"false"` and digit strings where a
 * boolean or number is expected, which real scripts use and the platform accepts.
 */

const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/
const LOOSE_NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

/**
 * The JSON literal a loosely typed value stands for, given the types the schema expects:
 * `"true"` / `"False"` → `true` / `false` (boolean), `"2500"` → `2500` (integer or number),
 * `"0.5"` → `0.5` (number), and `0` / `1` → `false` / `true` where only a boolean fits.
 * `undefined` when the value reads as none of them.
 */
export function looseLiteral(v: JsonValue, expected: readonly string[]): string | undefined {
  const wantsBoolean = expected.includes('boolean')
  const wantsInteger = expected.includes('integer')
  const wantsNumber = expected.includes('number')
  const s = asString(v)
  if (s !== undefined) {
    const t = s.trim()
    if (wantsBoolean && /^(true|false)$/i.test(t)) return t.toLowerCase()
    if ((wantsInteger || wantsNumber) && /^-?\d+$/.test(t)) return BigInt(t).toString()
    if (wantsNumber && LOOSE_NUMBER.test(t) && Number.isFinite(Number(t)))
      return JSON_NUMBER.test(t) ? t : String(Number(t))
    return undefined
  }
  const n = asNumber(v)
  if (wantsBoolean && !wantsInteger && !wantsNumber && (n === 0 || n === 1))
    return n === 1 ? 'true' : 'false'
  return undefined
}

/** The value a literal from `looseLiteral` writes: a boolean, or a number kept as spelled. */
export function literalValue(literal: string): JsonValue {
  if (literal === 'true') return true
  if (literal === 'false') return false
  return numberFromLiteral(literal)
}

/** The types a literal from `looseLiteral` satisfies (to re-check a value before a fix). */
export function literalTypes(literal: string): string[] {
  return literal === 'true' || literal === 'false' ? ['boolean'] : ['number']
}
