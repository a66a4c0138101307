import { describe, expect, it } from 'vitest'
import {
  missingRequired,
  moveProperty,
  otherRules,
  parameterNameProblem,
  readProperties,
  removeProperty,
  renameProperty,
  setRequired,
  shownKeys,
  withOtherRules,
} from './parameterModel'
import { defaultProblem, enumFitsLines, textToEnum, valueForType } from './allowedValues'

const schema = () => ({
  type: 'object',
  properties: { city: { type: 'string' }, days: { type: 'integer' } },
  required: ['city'],
})

describe('parameter edits', () => {
  it('renames a parameter in place and in required', () => {
    const out = renameProperty(schema(), 'city', 'town')
    expect(Object.keys(out.properties as object)).toEqual(['town', 'days'])
    expect(out.required).toEqual(['town'])
  })

  it('removes a parameter and its required entry, and the emptied required list', () => {
    expect(removeProperty(schema(), 'city')).toEqual({
      type: 'object',
      properties: { days: { type: 'integer' } },
    })
  })

  it('moves a parameter', () => {
    expect(Object.keys(moveProperty(schema(), 'days', -1).properties as object)).toEqual([
      'days',
      'city',
    ])
  })

  it('toggles required, appending and removing the key when empty', () => {
    expect(setRequired(schema(), 'days', true).required).toEqual(['city', 'days'])
    expect(setRequired(schema(), 'city', false)).not.toHaveProperty('required')
    expect(setRequired({ properties: {}, required: 'a' }, 'b', true).required).toEqual(['a', 'b'])
  })

  it('reads odd shapes without failing', () => {
    expect(readProperties({})).toEqual({})
    expect(readProperties({ properties: 'x' })).toBeUndefined()
    expect(missingRequired({ properties: { a: {} }, required: ['a', 'ghost'] })).toEqual(['ghost'])
  })

  it('splits the keys it shows from the other rules, and merges them back', () => {
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
    expect(withOtherRules(param, true, { maxItems: 3 })).toEqual({
      type: 'array',
      description: 'd',
      items: { type: 'string' },
      maxItems: 3,
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
