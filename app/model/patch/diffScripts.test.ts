import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseJson } from '../json/parseJson'
import { JsonObject, jsonEqual, type JsonValue } from '../json/values'
import { toPointer } from '../json/pointer'
import { makeDoc } from '../script/document'
import { applyPatch, applyPatchToValue } from './applyPatch'
import { diffScripts, diffValues } from './diffScripts'
import type { PatchOp } from './operations'

const tree = (text: string): JsonValue => {
  const r = parseJson(text)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const doc = (text: string) => makeDoc(tree(text) as JsonObject)

describe('diffScripts', () => {
  it('says what happened: a changed field is one replace', () => {
    const a = doc('{"fns": [{"function": "a", "description": "old"}]}')
    const b = doc('{"fns": [{"function": "a", "description": "new"}]}')
    expect(diffScripts(a, b)).toEqual([{ op: 'replace', path: '/fns/0/description', value: 'new' }])
  })

  it('a renamed key is one move, kept in its place', () => {
    const a = doc('{"p": {"city": {"type": "string"}, "days": {"type": "integer"}}}')
    const b = doc('{"p": {"town": {"type": "string"}, "days": {"type": "integer"}}}')
    const ops = diffScripts(a, b)
    expect(ops).toEqual([{ op: 'move', from: '/p/city', path: '/p/town' }])
    const r = applyPatch(a, ops)
    expect(r.ok && jsonEqual(r.doc.root, b.root)).toBe(true)
  })

  it('a moved function is one move', () => {
    const a = doc('{"f": [{"n": 1}, {"n": 2}, {"n": 3}, {"n": 4}]}')
    expect(diffScripts(a, doc('{"f": [{"n": 2}, {"n": 3}, {"n": 1}, {"n": 4}]}'))).toEqual([
      { op: 'move', from: '/f/0', path: '/f/2' },
    ])
    expect(diffScripts(a, doc('{"f": [{"n": 1}, {"n": 4}, {"n": 2}, {"n": 3}]}'))).toEqual([
      { op: 'move', from: '/f/3', path: '/f/1' },
    ])
  })

  it('an added or removed function is one add or remove', () => {
    const a = doc('{"f": [{"n": 1}, {"n": 2}]}')
    expect(diffScripts(a, doc('{"f": [{"n": 1}, {"n": 9}, {"n": 2}]}'))).toHaveLength(1)
    expect(diffScripts(a, doc('{"f": [{"n": 2}]}'))).toEqual([{ op: 'remove', path: '/f/0' }])
  })

  it('is empty for equal documents', () => {
    expect(diffScripts(doc('{"a": [1, {"b": 2}]}'), doc('{"a": [1, {"b": 2}]}'))).toEqual([])
  })
})

/** Random JSON texts with awkward keys and literals (order, `__proto__`, `~`, `/`, `1.0`). */
const key = fc.oneof(
  fc.constantFrom('a', 'b', 'c', 'd', '__proto__', '0', '10', 'a/b', 'm~n', ''),
  fc.string({ maxLength: 4 }),
)
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('1', '1.0', '-0', '"x"', '"\\u00e9"', 'true', 'null', '12345678901234567890'),
    fc.array(tie('value'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
    fc
      .uniqueArray(fc.tuple(key, tie('value')), { maxLength: 5, selector: ([k]) => k })
      .map((e) => `{${e.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value

/** Every path to a value in a tree. */
function paths(v: JsonValue, at: (string | number)[] = []): (string | number)[][] {
  const out = [at]
  if (v instanceof JsonObject)
    for (const e of v.entries) out.push(...paths(e.value, [...at, e.key]))
  else if (Array.isArray(v)) (v as JsonValue[]).forEach((x, i) => out.push(...paths(x, [...at, i])))
  return out
}

/** A random operation that applies to `v`. */
function randomOp(v: JsonValue, seed: number, value: JsonValue): PatchOp {
  const all = paths(v)
  const target = all[seed % all.length]!
  const pointer = toPointer(target)
  const kind = seed % 5
  if (target.length === 0) return { op: 'replace', path: '', value }
  const parentPath = toPointer(target.slice(0, -1))
  if (kind === 0) return { op: 'remove', path: pointer }
  if (kind === 1)
    return {
      op: 'add',
      path: `${parentPath}/${Array.isArray(getParent(v, target)) ? '-' : 'new'}`,
      value,
    }
  if (kind === 2 && target.length > 0) {
    const sibling = all.find(
      (p) => p.length === target.length && p !== target && toPointer(p.slice(0, -1)) === parentPath,
    )
    if (sibling) return { op: 'move', from: pointer, path: toPointer(sibling) }
  }
  return { op: 'replace', path: pointer, value }
}
function getParent(v: JsonValue, path: (string | number)[]): JsonValue {
  let node = v
  for (const step of path.slice(0, -1))
    node =
      node instanceof JsonObject ? node.get(String(step))! : (node as JsonValue[])[step as number]!
  return node
}

describe('diffScripts (property-based)', () => {
  it('applyPatch(a, diffScripts(a, b)) equals b exactly, for unrelated documents', () => {
    fc.assert(
      fc.property(jsonText, jsonText, (ta, tb) => {
        const a = tree(ta)
        const b = tree(tb)
        const r = applyPatchToValue(a, diffValues(a, b))
        expect(r.ok && jsonEqual(r.value, b)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('and for a document and an edit of it (a few random operations)', () => {
    fc.assert(
      fc.property(
        jsonText,
        fc.array(fc.tuple(fc.nat(), jsonText), { minLength: 1, maxLength: 4 }),
        (ta, edits) => {
          const a = tree(ta)
          let b = a
          for (const [seed, valueText] of edits) {
            const r = applyPatchToValue(b, [randomOp(b, seed, tree(valueText))])
            if (r.ok) b = r.value
          }
          const ops = diffValues(a, b)
          const r = applyPatchToValue(a, ops)
          expect(r.ok && jsonEqual(r.value, b)).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('diffScripts on lists, by node', () => {
  it('a moved function and an edit of another one are one move and one replace', () => {
    const a = doc('{"f": [{"n": 0}, {"n": 1}, {"n": 2}, {"n": 3}, {"n": 4}, {"n": 5, "d": "x"}]}')
    const fns = a.root.get('f') as readonly JsonValue[]
    const edited = (fns[5] as JsonObject).set('d', 'y')
    const b = makeDoc(a.root.set('f', [fns[3]!, fns[0]!, fns[1]!, fns[2]!, fns[4]!, edited]))
    expect(diffScripts(a, b)).toEqual([
      { op: 'move', from: '/f/3', path: '/f/0' },
      { op: 'replace', path: '/f/5/d', value: 'y' },
    ])
  })
})
