import { describe, expect, it } from 'vitest'
import { fromPlain, toPlain } from '../json/plain'
import type { JsonObject } from '../json/values'
import { applyPatchToValue } from '../patch/applyPatch'
import { opsToSetInAi, pointerInAi } from './aiOps'

const root = (plain: object) => fromPlain(plain) as JsonObject
const apply = (r: JsonObject, rel: (string | number)[], value: unknown) => {
  const out = applyPatchToValue(r, opsToSetInAi(r, rel, value))
  if (!out.ok) throw new Error(out.error.message)
  return toPlain(out.value)
}

describe('opsToSetInAi', () => {
  it('sets inside the first ai step of main', () => {
    const r = root({ sections: { main: [{ answer: {} }, { ai: { prompt: { text: 'x' } } }] } })
    expect(opsToSetInAi(r, ['params', 'wait_for_user'], true)).toEqual([
      { op: 'add', path: '/sections/main/1/ai/params', value: expect.anything() },
    ])
    expect(apply(r, ['prompt', 'text'], 'y')).toEqual({
      sections: { main: [{ answer: {} }, { ai: { prompt: { text: 'y' } } }] },
    })
  })

  it('adds an ai step before a final hangup when there is none', () => {
    const r = root({ sections: { main: [{ answer: {} }, { hangup: {} }] } })
    expect(apply(r, ['hints'], ['pizza'])).toEqual({
      sections: { main: [{ answer: {} }, { ai: { hints: ['pizza'] } }, { hangup: {} }] },
    })
    expect(apply(root({}), ['prompt', 'text'], 'Hi')).toEqual({
      sections: { main: [{ ai: { prompt: { text: 'Hi' } } }] },
    })
    expect(opsToSetInAi(r, ['hints'], undefined)).toEqual([])
  })

  it('names where a value is', () => {
    const r = root({ sections: { main: [{ answer: {} }, { ai: {} }] } })
    expect(pointerInAi(r, ['params', 'a/b'])).toBe('/sections/main/1/ai/params/a~1b')
    expect(pointerInAi(root({}))).toBe('/sections/main/0/ai')
  })
})
