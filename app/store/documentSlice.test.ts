import { describe, expect, it } from 'vitest'
import { parseScript, reconcile, serializeScript } from '../model/core'
import { createStudioStore } from './index'
import { selectSelectedIndex } from './selectors'

const TEXT = `{
    "version": "1.0.0",
    "sections": {
        "main": [
            {
                "ai": {
                    "SWAIG": {
                        "functions": [
                            { "function": "a", "description": "A" },
                            { "function": "b", "description": "B" },
                            { "function": "c", "description": "C" }
                        ]
                    }
                }
            }
        ]
    }
}
`
function store() {
  const r = parseScript(TEXT)
  if (!r.ok) throw new Error(r.error.message)
  return createStudioStore({ doc: r.doc, format: 'json' })
}
const F = '/sections/main/0/ai/SWAIG/functions'

describe('the document slice', () => {
  it('applies operations as one undoable step, in the file’s own layout', () => {
    const s = store()
    expect(
      s.getState().applyOps([{ op: 'replace', path: `${F}/1/description`, value: 'Bee' }]),
    ).toBe(true)
    const text = serializeScript(s.getState().doc, 'json')
    expect(text).toBe(TEXT.replace('"description": "B"', '"description": "Bee"'))
    s.getState().undo()
    expect(serializeScript(s.getState().doc, 'json')).toBe(TEXT)
  })

  it('a failing operation changes nothing and says why', () => {
    const s = store()
    const before = s.getState().doc
    expect(s.getState().applyOps([{ op: 'remove', path: `${F}/9` }])).toBe(false)
    expect(s.getState().doc).toBe(before)
    expect(s.getState().notices.at(-1)?.message).toMatch(/does not exist/)
  })

  it('the selection follows its function when it moves, and comes back with undo', () => {
    const s = store()
    s.getState().selectFunction(2)
    s.getState().moveFunction(2, 0)
    expect(selectSelectedIndex(s.getState())).toBe(0)
    s.getState().moveFunction(1, 2)
    expect(selectSelectedIndex(s.getState())).toBe(0)
    s.getState().undo()
    s.getState().undo()
    expect(selectSelectedIndex(s.getState())).toBe(2)
  })

  it('adds and duplicates a function and selects it; removing it selects its neighbour', () => {
    const s = store()
    const at = s.getState().addFunction()
    expect(at).toBe(3)
    expect(selectSelectedIndex(s.getState())).toBe(3)
    s.getState().duplicateFunction(0)
    expect(selectSelectedIndex(s.getState())).toBe(1)
    s.getState().removeFunction(1)
    expect(selectSelectedIndex(s.getState())).toBe(1)
  })

  it('typing in one field within a moment is one undo step', () => {
    const s = store()
    for (const text of ['A1', 'A12', 'A123'])
      s.getState().applyOps([{ op: 'replace', path: `${F}/0/description`, value: text }], {
        key: 'fn:a:desc',
      })
    expect(s.getState().history.past).toHaveLength(1)
  })

  it('keeps the ids of functions the code pane did not touch', () => {
    const s = store()
    s.getState().selectFunction(1)
    const id = s.getState().functionIds[1]
    const line = '                            { "function": "a", "description": "A" },\n'
    const r = parseScript(TEXT.replace(line, ''))
    if (!r.ok) throw new Error(r.error.message)
    // As the code pane commits: the parsed document shares every node it did not change.
    s.getState().commitCode({ ...r.doc, root: reconcile(s.getState().doc.root, r.doc.root) })
    expect(selectSelectedIndex(s.getState())).toBe(0)
    expect(s.getState().functionIds[0]).toBe(id)
  })
})
