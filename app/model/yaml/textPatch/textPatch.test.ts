import { describe, expect, it } from 'vitest'
import { JsonObject, RawNumber, RawString, jsonEqual, type JsonValue } from '../../json/values'
import type { PatchOp } from '../../patch/operations'
import { parseYaml } from '../parseYaml'
import { serializeYaml } from '../serializeYaml'
import { edit, FILE, withLine } from './testkit/editText'
import { COARSE, READ_BUDGET, coarseDiff } from './coarseDiff'
import { diffValues } from '../../patch/diffScripts'

describe('YAML text patching: a scalar keeps its style and its line', () => {
  it.each<[string, PatchOp, number, string[]]>([
    ['a plain scalar', { op: 'replace', path: '/name', value: 'other' }, 3, ['name: other']],
    [
      'a plain scalar that now needs quotes',
      { op: 'replace', path: '/name', value: 'a: b' },
      3,
      ['name: "a: b"'],
    ],
    [
      'a plain scalar that reads as a number',
      { op: 'replace', path: '/name', value: '12' },
      3,
      ['name: "12"'],
    ],
    [
      'a single-quoted one',
      { op: 'replace', path: '/quoted', value: "it's" },
      4,
      ["quoted: 'it''s'"],
    ],
    [
      'a double-quoted one, padding before its comment kept',
      { op: 'replace', path: '/dq', value: 'x\ny' },
      5,
      ['dq: "x\\ny"   # dq'],
    ],
    [
      'a number',
      { op: 'replace', path: '/version', value: new RawNumber('1.50') },
      2,
      ['version: 1.50   # the version'],
    ],
    [
      'an item of a flow list, in its quotes',
      { op: 'replace', path: '/list/1', value: 'c d' },
      6,
      ['list: ["a", "c d"]  # flow'],
    ],
    [
      'a value of a flow map',
      { op: 'replace', path: '/map/y', value: false },
      7,
      ['map: { x: 1, y: false }'],
    ],
    [
      'a plain scalar that now has lines: a literal block',
      { op: 'replace', path: '/name', value: 'x\ny\n' },
      3,
      ['name: |', '  x', '  y'],
    ],
    [
      'a literal block: only its changed line',
      { op: 'replace', path: '/text', value: 'line one\nline 2' },
      10,
      ['  line 2'],
    ],
    [
      'a folded block: its unchanged lines as they were',
      { op: 'replace', path: '/folded', value: 'one two four' },
      13,
      ['  four'],
    ],
    [
      'a literal block that now ends with a line break: clip',
      { op: 'replace', path: '/text', value: 'line one\nline two\n' },
      8,
      ['text: |'],
    ],
  ])('%s', (_name, op, line, lines) => {
    expect(edit(FILE, [op])).toBe(withLine(FILE, line, ...lines))
  })

  it('renames a key in place, keeping its quotes', () => {
    const text = 'a: 1\n"b": 2 # two\n'
    expect(edit(text, [{ op: 'move', from: '/b', path: '/c' }])).toBe('a: 1\n"c": 2 # two\n')
    expect(edit(FILE, [{ op: 'move', from: '/dq', path: '/double quoted' }])).toBe(
      withLine(FILE, 5, 'double quoted: "double"   # dq'),
    )
  })

  it('keeps an indentation indicator and a header comment', () => {
    const text = 'a:\n  b: |2- # note\n      indented\n    x\nc: 1\n'
    expect(edit(text, [{ op: 'replace', path: '/a/b', value: '  indented\ny' }])).toBe(
      'a:\n  b: |2- # note\n      indented\n    y\nc: 1\n',
    )
  })
})

describe('YAML text patching: the rare forms', () => {
  it.each<[string, string, PatchOp, string]>([
    [
      'a tag goes with the value it typed',
      'a: !!str 12\nb: 1\n',
      { op: 'replace', path: '/a', value: 13 },
      'a: 13\nb: 1\n',
    ],
    [
      'a single pair in a flow list',
      'a: [x: 1, y]\n',
      { op: 'replace', path: '/a/0/x', value: 2 },
      'a: [x: 2, y]\n',
    ],
    [
      'a compact list in a list',
      '- - a\n  - b\n- c\n',
      { op: 'move', from: '/0/1', path: '/0/0' },
      '-\n  - b\n  - a\n- c\n',
    ],
  ])('%s', (_name, text, op, expected) => {
    expect(edit(text, [op])).toBe(expected)
  })

  // Where the text patcher cannot place an entry, the value around it is written by the
  // document model (here the whole document); the result still reads back exactly.
  it.each<[string, string, PatchOp, string]>([
    [
      'an explicit key',
      '? a\n: 1\nb: 2\n',
      { op: 'replace', path: '/a', value: 3 },
      'a: 3\nb: 2\n',
    ],
    [
      'a duplicate key',
      'a: 1\nb: 2\na: 3\n',
      { op: 'replace', path: '/a', value: 4 },
      'a: 4\nb: 2\n',
    ],
  ])('%s: the value around it is written again', (_name, text, op, expected) => {
    expect(edit(text, [op])).toBe(expected)
  })

  it('writes a JSON string with escapes as its string (YAML has no JSON escapes)', () => {
    const read = parseYaml('a: 1\n')
    if (!read.ok) throw new Error(read.error.message)
    const value = (read.value as JsonObject).set('a', new RawString('é', '\\u00e9'))
    const written = serializeYaml(value, {
      text: 'a: 1\n',
      document: read.document,
      root: read.value,
    })
    expect(written).toBe('a: é\n')
  })

  it('replaces many values at once with one reading of the text', () => {
    const read = parseYaml(FILE)
    if (!read.ok) throw new Error(read.error.message)
    let value: JsonValue = read.value
    for (const key of ['name', 'quoted', 'dq', 'end']) value = (value as JsonObject).set(key, 'new')
    const written = serializeYaml(value, { text: FILE, document: read.document, root: read.value })
    expect(written.split('\n').filter((l, i) => l !== FILE.split('\n')[i])).toEqual([
      'name: new',
      "quoted: 'new'",
      'dq: "new"   # dq',
      'end: new',
    ])
  })
})

describe('YAML text patching: a large edit of a large file', () => {
  it('replaces a value that changed in many places as a whole, by the document model', () => {
    const items = Array.from(
      { length: 40 },
      (_, i) => `  - name: f${i} # function ${i}\n    n: ${i}\n`,
    )
    const text = `# big\nlist:\n${items.join('')}other: 1\n`
    const read = parseYaml(text)
    if (!read.ok) throw new Error(read.error.message)
    const list = (read.value as JsonObject).get('list') as JsonObject[]
    const reshaped = JsonObject.from([
      ['a', 1],
      ['name', 'f3'],
      ['b', 2],
      ['c', 3],
    ])
    const edited = (read.value as JsonObject).set(
      'list',
      list.map((f, i) => (i === 3 ? reshaped : i % 2 ? f : f.set('n', i + 100))),
    )
    const ops = diffValues(read.value, edited)
    // A small text affords an operation each; a large one gets the reshaped item as a whole.
    expect(coarseDiff(read.value, edited, text.length)).toEqual(ops)
    const coarse = coarseDiff(read.value, edited, READ_BUDGET)
    expect(coarse.length).toBeLessThan(ops.length)
    const whole = coarse.filter((op) => COARSE.has(op))
    expect(whole).toEqual([{ op: 'replace', path: '/list/3', value: reshaped }])
    const written = serializeYaml(edited, { text, document: read.document, root: read.value })
    const back = parseYaml(written)
    expect(back.ok && jsonEqual(back.value, edited)).toBe(true)
  })
})
