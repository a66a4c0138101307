import { describe, expect, it } from 'vitest'
import {
  convertValue,
  keyProblem,
  valueKind,
  languageCodeProblem,
  languageLabel,
  asFillerMap,
  phrasesView,
  nativeChoices,
  toggleName,
  actionTitle,
  asActionList,
} from '../core'

describe('key/value values', () => {
  it.each([
    ['a', 'text'],
    [1, 'number'],
    [false, 'boolean'],
    [null, 'null'],
    [{ a: 1 }, 'json'],
    [[1], 'json'],
  ] as const)('valueKind(%j) is %s', (value, kind) => expect(valueKind(value)).toBe(kind))

  it.each([
    ['3', 'number', 3],
    ['x', 'number', 0],
    [3, 'text', '3'],
    ['true', 'boolean', true],
    [{ a: 1 }, 'text', '{"a":1}'],
    ['x', 'json', {}],
    [{ a: 1 }, 'json', { a: 1 }],
  ] as const)('convertValue(%j, %s)', (value, kind, out) =>
    expect(convertValue(value, kind)).toEqual(out),
  )

  it('refuses empty and taken keys', () => {
    expect(keyProblem('', [])).toMatch(/Type a key/)
    expect(keyProblem('a', ['a'])).toMatch(/already used/)
    expect(keyProblem('b', ['a'])).toBeNull()
  })
})

describe('filler maps', () => {
  it('shows strings and lists as phrases, anything else as JSON', () => {
    expect(phrasesView('hold')).toEqual({ kind: 'list', phrases: ['hold'] })
    expect(phrasesView(['a', 'b'])).toEqual({ kind: 'list', phrases: ['a', 'b'] })
    expect(phrasesView(['a', 1])).toEqual({ kind: 'other', value: ['a', 1] })
    expect(asFillerMap(undefined)).toEqual({})
    expect(asFillerMap('hold')).toBeUndefined()
  })

  it('checks language codes', () => {
    expect(languageCodeProblem('', [])).toMatch(/Type a language code/)
    expect(languageCodeProblem('en US', [])).toMatch(/no spaces/)
    expect(languageCodeProblem('en', ['en'])).toMatch(/already/)
    expect(languageCodeProblem('x-klingon', ['en'])).toBeNull()
    expect(languageLabel('en-US')).toBe('English (United States)')
  })
})

describe('native functions', () => {
  it('lists the known names, then the unknown ones of the script', () => {
    expect(nativeChoices(['a', 'b'], ['x', 'b', 'x'])).toEqual(['a', 'b', 'x'])
  })
  it('toggles names, and removes the list when it empties', () => {
    expect(toggleName(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(toggleName(['a'], 'a', true)).toEqual(['a'])
    expect(toggleName(['a'], 'a', false)).toBeUndefined()
  })
})

describe('actions', () => {
  it.each([
    [{ say: 'x' }, 'Say something'],
    [{ SWML: {}, transfer: true }, 'Run SWML + Transfer the call'],
    [{ wait_for_user: true }, 'wait_for_user'],
    ['stop', 'Action (JSON)'],
    [{}, 'Empty action'],
  ])('actionTitle(%j)', (action, title) => expect(actionTitle(action)).toBe(title))

  it('reads an action list, a single action, or nothing', () => {
    expect(asActionList(undefined)).toEqual([])
    expect(asActionList([{ stop: true }])).toEqual([{ stop: true }])
    expect(asActionList({ stop: true })).toEqual([{ stop: true }])
    expect(asActionList('stop')).toBeUndefined()
  })
})
