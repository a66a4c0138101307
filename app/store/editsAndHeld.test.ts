import { describe, expect, it } from 'vitest'
import { getFunctions, starterDoc, toPlain, type Problem } from '../model/core'
import { createStudioStore } from './index'
import { selectSelectedIndex } from './selectors'

const newStore = () => createStudioStore({ doc: starterDoc(), format: 'json' })
const FN = '/sections/main/1/ai/SWAIG/functions'
const problem = (path: string): Problem => ({
  path,
  severity: 'error',
  rule: 'schema',
  message: 'x',
})

describe('hooks and new functions', () => {
  it('a hook is added with its name only: nothing the person did not type', () => {
    const store = newStore()
    store.getState().addHook('start_hook')
    expect(toPlain(getFunctions(store.getState().doc.root)[1]!)).toEqual({ function: 'start_hook' })
    expect(selectSelectedIndex(store.getState())).toBe(1)
  })

  it('"Add function" and "Duplicate" ask for the focus in the Name', () => {
    const store = newStore()
    store.getState().addFunction()
    const first = store.getState().focusRequest
    expect(first).toMatchObject({ field: 'name' })
    store.getState().duplicateFunction(1)
    expect(store.getState().focusRequest?.seq).toBeGreaterThan(first!.seq)
  })
})

describe('problems held back while the person edits', () => {
  it('a new function is to fill in until the page is left', () => {
    const store = newStore()
    store.getState().addFunction()
    store.getState().setProblems([problem(`${FN}/1/description`)])
    expect(store.getState().problems).toEqual([
      { ...problem(`${FN}/1/description`), pending: true },
    ])
    store.getState().select({ kind: 'settings' })
    expect(store.getState().problems).toEqual([problem(`${FN}/1/description`)])
  })

  it('a typed value shows its problem once the field is left; a code edit shows all at once', () => {
    const store = newStore()
    store.getState().applyOps([{ op: 'replace', path: `${FN}/0/function`, value: 'a b' }])
    store.getState().setProblems([problem(`${FN}/0/function`)])
    expect(store.getState().problems).toEqual([])
    store.getState().leaveField()
    expect(store.getState().problems).toHaveLength(1)

    store.getState().applyOps([{ op: 'replace', path: `${FN}/0/function`, value: 'a c' }])
    expect(store.getState().problems).toEqual([])
    store.getState().commitCode(starterDoc())
    expect(store.getState().problems).toHaveLength(1)
    expect(store.getState().allProblems).toHaveLength(1)
  })
})
