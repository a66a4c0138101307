import { describe, expect, it } from 'vitest'
import { toJsonValue } from '../patch/operations'
import { applyPatchToValue } from '../patch/applyPatch'
import { toPlain } from '../json/plain'
import type { JsonValue } from '../json/values'
import type { PatchOp } from '../patch/operations'
import {
  addPropertyOps,
  missingRequired,
  movePropertyOps,
  objectSchemaOps,
  otherRules,
  parameterNameProblem,
  readProperties,
  removePropertyOps,
  renamePropertyOps,
  setOtherRulesOps,
  setRequiredOps,
  shownKeys,
} from './parameters'
import { defaultProblem, enumFitsLines, textToEnum, valueForType } from './parameterValues'

const doc = (parameters: unknown) =>
  toJsonValue({
    fn: {
      parameters: parameters ?? {
        type: 'object',
        properties: { city: { type: 'string' }, days: { type: 'integer' } },
        required: ['city'],
      },
    },
  })
const P = '/fn/parameters'
const after = (root: JsonValue, ops: PatchOp[]) => {
  const r = applyPatchToValue(root, ops)
  if (!r.ok) throw new Error(r.error.message)
  return (toPlain(r.value) as { fn: { parameters: Record<string, unknown> } }).fn.parameters
}

describe('parameter edits, as operations', () => {
  it('renames a parameter in place and in required: a move and a replace', () => {
    const root = doc(undefined)
    const ops = renamePropertyOps(root, P, 'city', 'town')
    expect(ops).toEqual([
      { op: 'move', from: `${P}/properties/city`, path: `${P}/properties/town` },
      { op: 'replace', path: `${P}/required/0`, value: 'town' },
    ])
    const out = after(root, ops)
    expect(Object.keys(out.properties as object)).toEqual(['town', 'days'])
    expect(out.required).toEqual(['town'])
  })

  it('removes a parameter and its required entry, and the emptied required list', () => {
    const root = doc(undefined)
    expect(after(root, removePropertyOps(root, P, 'city'))).toEqual({
      type: 'object',
      properties: { days: { type: 'integer' } },
    })
  })

  it('moves a parameter', () => {
    const root = doc(undefined)
    expect(
      Object.keys(after(root, movePropertyOps(root, P, 'days', -1)).properties as object),
    ).toEqual(['days', 'city'])
  })

  it('toggles required: appended, and the key removed when empty; a bare string becomes a list', () => {
    const root = doc(undefined)
    expect(setRequiredOps(root, P, 'days', true)).toEqual([
      { op: 'add', path: `${P}/required/-`, value: 'days' },
    ])
    expect(after(root, setRequiredOps(root, P, 'city', false))).not.toHaveProperty('required')
    const bare = doc({ properties: {}, required: 'a' })
    expect(after(bare, setRequiredOps(bare, P, 'b', true)).required).toEqual(['a', 'b'])
  })

  it('adds a parameter, making the value an object schema first when it is none', () => {
    const root = toJsonValue({ fn: {} })
    const ops = [...objectSchemaOps(root, P)]
    const made = applyPatchToValue(root, ops)
    if (!made.ok) throw new Error()
    const all = [...ops, ...addPropertyOps(made.value, P, 'q', { type: 'string' })]
    expect(after(root, all)).toEqual({ type: 'object', properties: { q: { type: 'string' } } })
  })

  it('replaces the other rules and leaves the shown keys alone', () => {
    const root = toJsonValue({
      fn: { parameters: { type: 'string', description: 'd', pattern: 'x' } },
    })
    expect(after(root, setOtherRulesOps(root, P, true, { minLength: 2 }))).toEqual({
      type: 'string',
      description: 'd',
      minLength: 2,
    })
  })

  it('reads odd shapes without failing', () => {
    expect(readProperties({})).toEqual({})
    expect(readProperties({ properties: 'x' })).toBeUndefined()
    expect(missingRequired({ properties: { a: {} }, required: ['a', 'ghost'] })).toEqual(['ghost'])
  })

  it('splits the keys it shows from the other rules', () => {
    const param = {
      type: 'array',
      description: 'd',
      items: { type: 'string' },
      minItems: 1,
      'x-a': true,
    }
    expect(shownKeys(param, true).has('items')).toBe(true)
    expect(otherRules(param, true)).toEqual({ minItems: 1, 'x-a': true })
    expect(otherRules(param, false)).toEqual({
      items: { type: 'string' },
      minItems: 1,
      'x-a': true,
    })
    expect(otherRules({ type: ['string', 'null'] }, true)).toEqual({ type: ['string', 'null'] })
  })

  it.each([
    ['', ['a'], 'Type a name.'],
    ['a', ['a'], 'Another parameter is already called a.'],
    ['b', ['a'], null],
  ])('parameterNameProblem(%j)', (name, others, problem) =>
    expect(parameterNameProblem(name, others)).toBe(problem),
  )
})

describe('allowed values and defaults', () => {
  it.each([
    ['1\n2\n\n', 'integer', [1, 2]],
    ['1\nx', 'number', [1, 'x']],
    ['1\n2', 'string', ['1', '2']],
    ['true\nfalse', 'boolean', [true, false]],
    ['  \n', 'string', undefined],
  ])('textToEnum(%j, %s)', (text, type, values) => expect(textToEnum(text, type)).toEqual(values))

  it('sends values with line breaks or objects to JSON', () => {
    expect(enumFitsLines(['a', 1, null])).toBe(true)
    expect(enumFitsLines(['a\nb'])).toBe(false)
    expect(enumFitsLines([{}])).toBe(false)
  })

  it.each([
    ['3', 'integer', null],
    ['3.5', 'integer', 'Type a whole number.'],
    ['x', 'number', 'Type a number.'],
    ['x', 'string', null],
  ])('defaultProblem(%j, %s)', (text, type, problem) =>
    expect(defaultProblem(text, type)).toBe(problem),
  )

  it('types a value for its parameter', () => {
    expect(valueForType('2', 'integer')).toBe(2)
    expect(valueForType('2', undefined)).toBe('2')
  })
})
