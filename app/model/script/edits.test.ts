import { describe, expect, it } from 'vitest'
import {
  addFunction,
  duplicateFunction,
  moveFunction,
  removeFunction,
  renameFunction,
  aiPointer,
  setFunctionField,
  uniqueFunctionName,
} from './edits'
import { getFunctions, type ScriptDoc } from './document'
import { parseScript, serializeScript } from './io'
import { toPlain } from '../json/plain'
import { asString, isObject, type JsonObject } from '../json/values'

/** A script with the given functions (names only, or whole objects), plus whatever `extra` adds. */
function makeScript(functions: (string | object)[], extra: object = {}): ScriptDoc {
  const fns = functions.map((f) =>
    typeof f === 'string' ? { function: f, description: `Does ${f}` } : f,
  )
  const text = JSON.stringify({
    version: '1.0.0',
    sections: {
      main: [{ answer: {} }, { ai: { prompt: { text: 'Hi' }, SWAIG: { functions: fns } } }],
    },
    ...extra,
  })
  const r = parseScript(text)
  if (!r.ok) throw new Error(r.error.message)
  return r.doc
}
const names = (doc: ScriptDoc) =>
  getFunctions(doc.root).map((f) => (isObject(f) ? asString(f.get('function')) : undefined))

describe('function edits', () => {
  it('adds a function with a unique name, at the end', () => {
    const doc = makeScript(['new_function'])
    const { doc: next, index } = addFunction(doc)
    expect(index).toBe(1)
    expect(names(next)).toEqual(['new_function', 'new_function_2'])
  })

  it('adds the first function to a script without SWAIG, or without any ai step', () => {
    const noSwaig = parseScript('{"sections": {"main": [{"ai": {"prompt": {"text": "x"}}}]}}')
    const noAi = parseScript('{"sections": {"main": [{"answer": {}}, {"hangup": {}}]}}')
    if (!noSwaig.ok || !noAi.ok) throw new Error('fixtures')
    expect(names(addFunction(noSwaig.doc).doc)).toEqual(['new_function'])
    const added = addFunction(noAi.doc).doc
    expect(toPlain(added.root)).toEqual({
      sections: {
        main: [
          { answer: {} },
          { ai: { SWAIG: { functions: [{ function: 'new_function', description: '' }] } } },
          { hangup: {} },
        ],
      },
    })
  })

  it('duplicates after the original with a unique copy name', () => {
    const doc = makeScript(['a', 'b'])
    const once = duplicateFunction(doc, 0)
    const twice = duplicateFunction(once.doc, 0)
    expect(names(twice.doc)).toEqual(['a', 'a_copy_2', 'a_copy', 'b'])
    expect(once.index).toBe(1)
  })

  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [0, 99, ['b', 'c', 'a']],
  ])('moves function %i to %i', (from, to, expected) => {
    expect(names(moveFunction(makeScript(['a', 'b', 'c']), from, to))).toEqual(expected)
  })

  it('removes and renames', () => {
    const doc = makeScript(['a', 'b', 'c'])
    expect(names(removeFunction(doc, 1))).toEqual(['a', 'c'])
    expect(names(renameFunction(doc, 2, 'z'))).toEqual(['a', 'b', 'z'])
  })

  it('sets one field in its place, keeping every other key and node', () => {
    const doc = makeScript([
      { function: 'f', x_custom: { keep: 1 }, description: 'old', meta_data: { '2': 1, b: 2 } },
    ])
    const next = setFunctionField(doc, 0, 'description', 'new')
    const written = serializeScript(next, 'json')
    expect(written.indexOf('"x_custom"')).toBeLessThan(written.indexOf('"description"'))
    expect(written).toMatch(/"description": ?"new"/)
    expect((getFunctions(next.root)[0] as JsonObject).get('meta_data')).toBe(
      (getFunctions(doc.root)[0] as JsonObject).get('meta_data'),
    )
  })

  it('returns the same document when an edit changes nothing', () => {
    const doc = makeScript(['a'])
    expect(setFunctionField(doc, 0, 'function', 'a')).toBe(doc)
    expect(moveFunction(doc, 0, 0)).toBe(doc)
    expect(removeFunction(doc, 5)).toBe(doc)
  })

  it('shares every function it did not edit', () => {
    const doc = makeScript(['a', 'b', 'c'])
    const next = renameFunction(doc, 1, 'bb')
    expect(getFunctions(next.root)[0]).toBe(getFunctions(doc.root)[0])
    expect(getFunctions(next.root)[2]).toBe(getFunctions(doc.root)[2])
  })

  it('finds unique names', () => {
    expect(uniqueFunctionName(makeScript(['x', 'x_2']), 'x')).toBe('x_3')
  })
})

describe('the places edits go', () => {
  it('creates the ai step, SWAIG and the function list when a script has none', () => {
    const r = parseScript(
      '{"version": "1.0.0", "sections": {"main": [{"answer": {}}, {"hangup": {}}]}}',
    )
    if (!r.ok) throw new Error(r.error.message)
    expect(aiPointer(r.doc)).toEqual({
      pointer: '/sections/main/1/ai',
      ops: [{ op: 'add', path: '/sections/main/1', value: { ai: {} } }],
    })
    const added = addFunction(r.doc)
    const plain = toPlain(added.doc.root) as { sections: { main: object[] } }
    expect(plain.sections.main).toEqual([
      { answer: {} },
      { ai: { SWAIG: { functions: [{ function: 'new_function', description: '' }] } } },
      { hangup: {} },
    ])
  })
})
