import { describe, expect, it } from 'vitest'
import { JsonObject, RawNumber, RawString, jsonEqual, type JsonValue } from '../../json/values'
import { applyPatchToValue } from '../../patch/applyPatch'
import type { PatchOp } from '../../patch/operations'
import { parseYaml } from '../parseYaml'
import { serializeYaml } from '../serializeYaml'
import { COARSE, READ_BUDGET, coarseDiff } from './coarseDiff'
import { diffValues } from '../../patch/diffScripts'

/** The text after `ops`, checked to read back as exactly the edited tree. */
function edit(text: string, ops: PatchOp[]): string {
  const read = parseYaml(text)
  if (!read.ok) throw new Error(read.error.message)
  const edited = applyPatchToValue(read.value, ops)
  if (!edited.ok) throw new Error(edited.error.message)
  const written = serializeYaml(edited.value, { text, document: read.document, root: read.value })
  const back = parseYaml(written)
  expect(back.ok && jsonEqual(back.value, edited.value)).toBe(true)
  return written
}

/** `text` with line `n` (1-based) replaced by `lines` (none: removed). */
const withLine = (text: string, n: number, ...lines: string[]) => {
  const all = text.split('\n')
  all.splice(n - 1, 1, ...lines)
  return all.join('\n')
}

const FILE = `# A script
version: 1.0.0   # the version
name: plain
quoted: 'single'
dq: "double"   # dq
list: ["a", "b"]  # flow
map: { x: 1, y: 2 }
text: |-
  line one
  line two
folded: >- # wrapped
  one two
  three
anchored: &base
  k: v
uses: *base
items:
  # first
  - one
  - two

  - three
end: true
`

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

describe('YAML text patching: entries come and go as lines', () => {
  it('adds a key after the last line of its mapping, in block style', () => {
    const value = JsonObject.from([['x', ['a', JsonObject.from([['y', 'z']])]]])
    expect(edit(FILE, [{ op: 'add', path: '/new', value }])).toBe(
      FILE + 'new:\n  x:\n    - a\n    - y: z\n',
    )
  })

  it('adds and removes items of a flow list in its own spacing', () => {
    expect(edit(FILE, [{ op: 'add', path: '/list/-', value: 'c' }])).toBe(
      withLine(FILE, 6, 'list: ["a", "b", "c"]  # flow'),
    )
    expect(edit(FILE, [{ op: 'remove', path: '/list/0' }])).toBe(
      withLine(FILE, 6, 'list: ["b"]  # flow'),
    )
    expect(edit(FILE, [{ op: 'add', path: '/map/z', value: 3 }])).toBe(
      withLine(FILE, 7, 'map: { x: 1, y: 2, z: 3 }'),
    )
  })

  it('removes an entry with its comment lines, and one of the blank lines around it', () => {
    expect(edit(FILE, [{ op: 'remove', path: '/items/0' }])).toBe(withLine(withLine(FILE, 18), 18))
    expect(edit(FILE, [{ op: 'remove', path: '/items/2' }])).toBe(withLine(withLine(FILE, 21), 21))
  })

  it('leaves the comments at the top of the file when its first key goes', () => {
    expect(edit('# header\nfirst: 1\nsecond: 2\n', [{ op: 'remove', path: '/first' }])).toBe(
      '# header\nsecond: 2\n',
    )
  })

  it('sets an added item apart by blank lines as its neighbours are', () => {
    expect(edit(FILE, [{ op: 'add', path: '/items/-', value: 'four' }])).toBe(
      withLine(FILE, 22, '  - three', '', '  - four'),
    )
  })

  it('moves an item with its comment lines, its text unchanged', () => {
    const text = 'list:\n  # the first\n  - a: 1 # one\n  - b: 2\n'
    expect(edit(text, [{ op: 'move', from: '/list/0', path: '/list/1' }])).toBe(
      'list:\n  - b: 2\n  # the first\n  - a: 1 # one\n',
    )
  })

  it('writes an emptied collection as {} or [], and fills an empty one in block style', () => {
    expect(edit('a:\n  - x # only\nb: 1\n', [{ op: 'remove', path: '/a/0' }])).toBe('a: []\nb: 1\n')
    expect(
      edit('a: []\nb: {} # c\n', [
        { op: 'add', path: '/a/-', value: 'x' },
        { op: 'add', path: '/b/k', value: 'v' },
      ]),
    ).toBe('a:\n  - x\nb: # c\n  k: v\n')
  })

  it('removes the first entry of a compact mapping (- key: value), the next one taking its place', () => {
    const text = 'steps:\n  - name: one\n    text: hi\n'
    expect(edit(text, [{ op: 'remove', path: '/steps/0/name' }])).toBe('steps:\n  - text: hi\n')
  })

  it('keeps CRLF line breaks and a missing final line break', () => {
    const text = 'a: 1\r\nb:\r\n  - x'
    expect(
      edit(text, [
        { op: 'add', path: '/b/-', value: 'y' },
        { op: 'add', path: '/c', value: 'z' },
      ]),
    ).toBe('a: 1\r\nb:\r\n  - x\r\n  - y\r\nc: z')
  })
})

describe('YAML text patching: anchors and aliases', () => {
  it('writes an edit through an alias out in the alias place; the anchored value stays', () => {
    expect(edit(FILE, [{ op: 'replace', path: '/uses/k', value: 'w' }])).toBe(
      withLine(FILE, 16, 'uses:', '  k: w'),
    )
  })

  it('edits an anchored value in place, and writes out the aliases that keep the old value', () => {
    expect(edit(FILE, [{ op: 'replace', path: '/anchored/k', value: 'w' }])).toBe(
      withLine(withLine(FILE, 15, '  k: w'), 16, 'uses:', '  k: v'),
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
