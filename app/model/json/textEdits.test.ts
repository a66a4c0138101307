import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { locatePath, textEdit, type TextEdit } from './textEdits'
import { serializeJson } from './serializeJson'
import { fromPlain, toPlain } from './plain'
import { JsonObject, type JsonValue } from './values'
import { updateIn } from '../script/path'

const apply = (text: string, e: TextEdit | undefined) =>
  e ? text.slice(0, e.start) + e.text + text.slice(e.end) : text

/** Random JSON values (objects with distinct keys). */
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e', '2', '10'), tie('v'), { maxKeys: 4 }),
  ),
})).v

/** All paths of a tree (to its containers' children). */
function paths(v: JsonValue, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [at]
  if (v instanceof JsonObject)
    for (const e of v.entries) out.push(...paths(e.value, [...at, e.key]))
  else if (Array.isArray(v)) (v as JsonValue[]).forEach((x, i) => out.push(...paths(x, [...at, i])))
  return out
}

describe('textEdit', () => {
  it('turns the old text into the new one, for any edit at any place', () => {
    fc.assert(
      fc.property(
        value,
        value,
        fc.nat(),
        fc.constantFrom('replace', 'remove', 'insert'),
        (a, b, pick, how) => {
          const prev = fromPlain(a)
          const all = paths(prev)
          const path = all[pick % all.length]!
          let next: JsonValue
          try {
            next = updateIn(prev, path, (old) => {
              if (how === 'remove' && path.length > 0) return undefined
              if (how === 'insert' && Array.isArray(old))
                return [...(old as JsonValue[]), fromPlain(b)]
              if (how === 'insert' && old instanceof JsonObject) return old.set('zz', fromPlain(b))
              return fromPlain(b)
            }) as JsonValue
          } catch {
            return
          }
          if (next === undefined) return
          const before = serializeJson(prev)
          expect(apply(before, textEdit(prev, next))).toBe(serializeJson(next))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('changes only the edited value in a large list', () => {
    const prev = fromPlain({
      fns: Array.from({ length: 200 }, (_, i) => ({ function: `f${i}`, description: 'd' })),
    })
    const next = updateIn(prev, ['fns', 150, 'description'], () => 'new') as JsonValue
    const edit = textEdit(prev, next)!
    expect(edit.text).toBe('"new"')
    expect(serializeJson(prev).slice(edit.start, edit.end)).toBe('"d"')
  })

  it('reorders and removes items with small edits', () => {
    const prev = fromPlain([{ a: 1 }, { b: 2 }, { c: 3 }]) as JsonValue[]
    expect(apply(serializeJson(prev), textEdit(prev, [prev[0]!, prev[2]!]))).toBe(
      serializeJson([prev[0]!, prev[2]!]),
    )
    expect(apply(serializeJson(prev), textEdit(prev, [prev[1]!, prev[0]!, prev[2]!]))).toBe(
      serializeJson([prev[1]!, prev[0]!, prev[2]!]),
    )
  })
})

describe('locatePath', () => {
  it('points at every scalar and every key of a tree', () => {
    fc.assert(
      fc.property(value, (a) => {
        const tree = fromPlain(a)
        const text = serializeJson(tree)
        for (const path of paths(tree)) {
          const r = locatePath(tree, path)!
          const v = path.reduce<JsonValue>(
            (n, s) =>
              n instanceof JsonObject ? n.get(String(s))! : (n as JsonValue[])[s as number]!,
            tree,
          )
          const last = path[path.length - 1]
          if (v instanceof JsonObject || Array.isArray(v)) {
            const shown = text.slice(r.start, r.end)
            expect(shown).toBe(
              typeof last === 'string' ? JSON.stringify(last) : v instanceof JsonObject ? '{' : '[',
            )
          } else {
            expect(JSON.parse(text.slice(r.start, r.end))).toEqual(toPlain(v))
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('says when a path does not exist', () => {
    expect(locatePath(fromPlain({ a: [1] }), ['a', 3])).toBeUndefined()
    expect(locatePath(fromPlain({ a: [1] }), ['b'])).toBeUndefined()
  })
})
