import { describe, expect, it } from 'vitest'
import { parseScript, serializeScript } from '../script/io'
import { applyPatch } from '../patch/applyPatch'
import { DEFAULT_STYLE } from './layout'

const read = (text: string) => {
  const r = parseScript(text, 'json')
  if (!r.ok) throw new Error(r.error.message)
  return r.doc
}
const edited = (text: string, ops: Parameters<typeof applyPatch>[1]) => {
  const r = applyPatch(read(text), ops)
  if (!r.ok) throw new Error(r.error.message)
  return serializeScript(r.doc, 'json')
}

describe('detectStyle (through parseScript)', () => {
  it.each([
    ['2-space', '{\n  "a": {\n    "b": 1\n  }\n}\n', { indent: '  ', newline: '\n', colon: ': ' }],
    [
      '4-space CRLF',
      '{\r\n    "a": [\r\n        1\r\n    ]\r\n}',
      { indent: '    ', newline: '\r\n' },
    ],
    ['tabs', '{\n\t"a": {\n\t\t"b": 1\n\t}\n}', { indent: '\t' }],
    ['minified', '{"a":{"b":[1,2]}}', { indent: '', colon: ':', comma: ',' }],
    [
      "Python's default",
      '{"a": {"b": [1, 2]}, "c": "\\u00e9"}',
      { indent: '', colon: ': ', comma: ', ', ascii: true },
    ],
  ])('%s', (_name, text, expected) => {
    expect(read(text).style).toMatchObject(expected)
  })

  it('a file that shows no layout gets the 2-space default', () => {
    expect(read('{}').style).toBe(DEFAULT_STYLE)
    expect(edited('{}', [{ op: 'add', path: '/a', value: { b: [1] } }])).toBe(
      '{\n  "a": {\n    "b": [\n      1\n    ]\n  }\n}',
    )
  })
})

describe('what an edit adds is written in the file’s own style', () => {
  it('4-space: a new key is one line at the siblings’ indentation', () => {
    const text = '{\n    "a": {\n        "x": 1\n    }\n}\n'
    expect(edited(text, [{ op: 'add', path: '/a/y', value: 'two' }])).toBe(
      '{\n    "a": {\n        "x": 1,\n        "y": "two"\n    }\n}\n',
    )
  })

  it('tabs and CRLF: a new object is indented with tabs, lines end with CRLF', () => {
    const text = '{\r\n\t"a": 1\r\n}'
    expect(edited(text, [{ op: 'add', path: '/b', value: { c: [1, 2] } }])).toBe(
      '{\r\n\t"a": 1,\r\n\t"b": {\r\n\t\t"c": [\r\n\t\t\t1,\r\n\t\t\t2\r\n\t\t]\r\n\t}\r\n}',
    )
  })

  it('minified stays minified; Python’s separators stay; ensure_ascii escapes new text', () => {
    expect(edited('{"a":[1]}', [{ op: 'add', path: '/a/-', value: { b: 'x' } }])).toBe(
      '{"a":[1,{"b":"x"}]}',
    )
    expect(
      edited('{"a": "\\u00e9", "b": [1]}', [{ op: 'replace', path: '/b', value: ['été', 2] }]),
    ).toBe('{"a": "\\u00e9", "b": ["\\u00e9t\\u00e9", 2]}')
  })

  it('a removed key takes its line with it; the last one leaves {}', () => {
    const text = '{\n  "a": 1,\n  "b": 2\n}'
    expect(edited(text, [{ op: 'remove', path: '/a' }])).toBe('{\n  "b": 2\n}')
    expect(edited(text, [{ op: 'remove', path: '/b' }])).toBe('{\n  "a": 1\n}')
    expect(
      edited(text, [
        { op: 'remove', path: '/a' },
        { op: 'remove', path: '/b' },
      ]),
    ).toBe('{}')
  })

  it('a one-line object in a pretty file stays on its line', () => {
    const text = '{\n  "p": {"type": "string"}\n}'
    expect(edited(text, [{ op: 'add', path: '/p/description', value: 'City' }])).toBe(
      '{\n  "p": {"type": "string", "description": "City"}\n}',
    )
  })

  it('a function moved in the list keeps its own text; one moved deeper is reindented', () => {
    const text =
      '{\n  "f": [\n    {\n      "n": 1\n    },\n    {\n      "n": 2\n    }\n  ],\n  "g": {}\n}'
    expect(edited(text, [{ op: 'move', from: '/f/0', path: '/f/1' }])).toBe(
      '{\n  "f": [\n    {\n      "n": 2\n    },\n    {\n      "n": 1\n    }\n  ],\n  "g": {}\n}',
    )
    expect(edited(text, [{ op: 'move', from: '/f/1', path: '/g/x' }])).toBe(
      '{\n  "f": [\n    {\n      "n": 1\n    }\n  ],\n  "g": {\n    "x": {\n      "n": 2\n    }\n  }\n}',
    )
  })
})
