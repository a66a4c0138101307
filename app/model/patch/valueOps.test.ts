import { describe, expect, it } from 'vitest'
import { parseJson } from '../json/parseJson'
import { toPlain } from '../json/plain'
import { RawNumber, type JsonValue } from '../json/values'
import { getIn } from '../script/path'
import { applyPatchToValue } from './applyPatch'
import { keysAt, opToMoveItem, opToRename, opsToAppend, opsToSet } from './valueOps'

const tree = (text: string): JsonValue => {
  const r = parseJson(text)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const doc = tree('{"ai": {"params": {"a": 1, "b": "x"}, "list": [1, 2], "n": 1.50}}')
const apply = (root: JsonValue, ops: ReturnType<typeof opsToSet>) => {
  const r = applyPatchToValue(root, ops)
  if (!r.ok) throw new Error(r.error.message)
  return toPlain(r.value)
}

describe('opsToSet', () => {
  it.each([
    ['replaces a value', ['ai', 'params', 'b'], 'y', [{ op: 'replace', path: '/ai/params/b' }]],
    ['adds a key', ['ai', 'params', 'c'], true, [{ op: 'add', path: '/ai/params/c' }]],
    [
      'removes on undefined',
      ['ai', 'params', 'a'],
      undefined,
      [{ op: 'remove', path: '/ai/params/a' }],
    ],
    [
      'builds the missing objects in one add',
      ['ai', 'prompt', 'text'],
      'Hi',
      [{ op: 'add', path: '/ai/prompt' }],
    ],
    ['appends a list item at -', ['ai', 'list', 2], 3, [{ op: 'add', path: '/ai/list/-' }]],
    ['inserts a list item', ['ai', 'list', 0], 0, [{ op: 'replace', path: '/ai/list/0' }]],
  ])('%s', (_name, path, value, expected) => {
    const ops = opsToSet(doc, path as (string | number)[], value)
    expect(ops).toMatchObject(expected)
  })

  it('gives nothing for the same value, an absent removal or the same number spelled otherwise', () => {
    expect(opsToSet(doc, ['ai', 'params', 'a'], 1)).toEqual([])
    expect(opsToSet(doc, ['ai', 'nope'], undefined)).toEqual([])
    expect(opsToSet(doc, ['ai', 'n'], 1.5)).toEqual([])
  })

  it('edits inside a value: only the changed member', () => {
    const ops = opsToSet(doc, ['ai', 'params'], { a: 1, b: 'z' })
    expect(ops).toEqual([{ op: 'replace', path: '/ai/params/b', value: 'z' }])
  })

  it('builds lists for number steps', () => {
    const ops = opsToSet(doc, ['ai', 'languages', 0, 'name'], 'English')
    expect(apply(doc, ops)).toMatchObject({ ai: { languages: [{ name: 'English' }] } })
  })

  it('applies to exactly the value asked for', () => {
    const next = apply(doc, opsToSet(doc, ['ai', 'params', 'end_of_speech_timeout'], 800))
    expect(next).toEqual({
      ai: { params: { a: 1, b: 'x', end_of_speech_timeout: 800 }, list: [1, 2], n: 1.5 },
    })
  })

  it('keeps the spelling of an unchanged literal inside a replaced object', () => {
    const ops = opsToSet(doc, ['ai'], { ...(toPlain(doc) as { ai: object }).ai, extra: 1 })
    const r = applyPatchToValue(doc, ops)
    expect(r.ok && getIn(r.value, ['ai', 'n'])).toEqual(new RawNumber('1.50'))
  })
})

describe('the other operations', () => {
  it('renames in place, moves items, appends', () => {
    expect(opToRename(['ai', 'params'], 'a', 'z')).toEqual({
      op: 'move',
      from: '/ai/params/a',
      path: '/ai/params/z',
    })
    expect(opToMoveItem(['ai', 'list'], 0, 1)).toEqual({
      op: 'move',
      from: '/ai/list/0',
      path: '/ai/list/1',
    })
    expect(opsToAppend(doc, ['ai', 'list'], 3)).toEqual([
      { op: 'add', path: '/ai/list/-', value: 3 },
    ])
    expect(apply(doc, opsToAppend(doc, ['ai', 'hints'], 'pizza'))).toMatchObject({
      ai: { hints: ['pizza'] },
    })
    expect(keysAt(doc, ['ai', 'params'])).toEqual(['a', 'b'])
    expect(keysAt(doc, ['ai', 'list'])).toEqual([])
  })
})
