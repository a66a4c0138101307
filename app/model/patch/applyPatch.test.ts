import { describe, expect, it } from 'vitest'
import { parseJson } from '../json/parseJson'
import { toPlain } from '../json/plain'
import type { JsonObject } from '../json/values'
import { RawNumber, jsonEqual, type JsonValue } from '../json/values'
import { makeDoc } from '../script/document'
import { applyPatch, applyPatchToValue } from './applyPatch'
import type { PatchOp } from './operations'

const tree = (text: string): JsonValue => {
  const r = parseJson(text)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const run = (doc: string, patch: string) =>
  applyPatchToValue(tree(doc), JSON.parse(patch) as PatchOp[])

/** RFC 6902, Appendix A: each example, with the result the RFC gives. */
describe('applyPatch: the examples of RFC 6902, appendix A', () => {
  it.each([
    [
      'A.1 adding an object member',
      '{"foo": "bar"}',
      '[{ "op": "add", "path": "/baz", "value": "qux" }]',
      '{"foo": "bar", "baz": "qux"}',
    ],
    [
      'A.2 adding an array element',
      '{"foo": ["bar", "baz"]}',
      '[{ "op": "add", "path": "/foo/1", "value": "qux" }]',
      '{"foo": ["bar", "qux", "baz"]}',
    ],
    [
      'A.3 removing an object member',
      '{"baz": "qux", "foo": "bar"}',
      '[{ "op": "remove", "path": "/baz" }]',
      '{"foo": "bar"}',
    ],
    [
      'A.4 removing an array element',
      '{"foo": ["bar", "qux", "baz"]}',
      '[{ "op": "remove", "path": "/foo/1" }]',
      '{"foo": ["bar", "baz"]}',
    ],
    [
      'A.5 replacing a value',
      '{"baz": "qux", "foo": "bar"}',
      '[{ "op": "replace", "path": "/baz", "value": "boo" }]',
      '{"baz": "boo", "foo": "bar"}',
    ],
    [
      'A.6 moving a value',
      '{"foo": {"bar": "baz", "waldo": "fred"}, "qux": {"corge": "grault"}}',
      '[{ "op": "move", "from": "/foo/waldo", "path": "/qux/thud" }]',
      '{"foo": {"bar": "baz"}, "qux": {"corge": "grault", "thud": "fred"}}',
    ],
    [
      'A.7 moving an array element',
      '{"foo": ["all", "grass", "cows", "eat"]}',
      '[{ "op": "move", "from": "/foo/1", "path": "/foo/3" }]',
      '{"foo": ["all", "cows", "eat", "grass"]}',
    ],
    [
      'A.8 testing a value: success',
      '{"baz": "qux", "foo": ["a", 2, "c"]}',
      '[{ "op": "test", "path": "/baz", "value": "qux" }, { "op": "test", "path": "/foo/1", "value": 2 }]',
      '{"baz": "qux", "foo": ["a", 2, "c"]}',
    ],
    [
      'A.10 adding a nested member object',
      '{"foo": "bar"}',
      '[{ "op": "add", "path": "/child", "value": { "grandchild": { } } }]',
      '{"foo": "bar", "child": {"grandchild": {}}}',
    ],
    [
      'A.11 ignoring unrecognized elements',
      '{"foo": "bar"}',
      '[{ "op": "add", "path": "/baz", "value": "qux", "xyz": 123 }]',
      '{"foo": "bar", "baz": "qux"}',
    ],
    [
      'A.14 ~ escape ordering',
      '{"/": 9, "~1": 10}',
      '[{"op": "test", "path": "/~01", "value": 10}]',
      '{"/": 9, "~1": 10}',
    ],
    [
      'A.16 adding an array value',
      '{"foo": ["bar"]}',
      '[{ "op": "add", "path": "/foo/-", "value": ["abc", "def"] }]',
      '{"foo": ["bar", ["abc", "def"]]}',
    ],
  ])('%s', (_name, doc, patch, expected) => {
    const r = run(doc, patch)
    expect(r.ok).toBe(true)
    if (r.ok) expect(jsonEqual(r.value, tree(expected))).toBe(true)
  })

  it.each([
    [
      'A.9 testing a value: error',
      '{"baz": "qux"}',
      '[{ "op": "test", "path": "/baz", "value": "bar" }]',
    ],
    [
      'A.12 adding to a nonexistent target',
      '{"foo": "bar"}',
      '[{ "op": "add", "path": "/baz/bat", "value": "qux" }]',
    ],
    // The RFC's document has "op" twice; a JSON reader keeps the last, "remove", of a missing key.
    [
      'A.13 invalid JSON Patch document',
      '{"foo": "bar"}',
      '[{ "op": "add", "path": "/baz", "value": "qux", "op": "remove" }]',
    ],
    [
      'A.15 comparing strings and numbers',
      '{"/": 9, "~1": 10}',
      '[{"op": "test", "path": "/~01", "value": "10"}]',
    ],
  ])('%s fails', (_name, doc, patch) => {
    const r = run(doc, patch)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.index).toBe(0)
  })
})

describe('applyPatch', () => {
  const doc = makeDoc(
    tree('{"a": 1, "b": {"x": 1, "y": 2, "z": 3}, "list": [1, 2, 3]}') as JsonObject,
  )

  it('renames a key in its place with a move inside one object (the documented extension)', () => {
    const r = applyPatch(doc, [{ op: 'move', from: '/b/y', path: '/b/why' }])
    expect(r.ok && toPlain(r.doc.root)).toEqual({
      a: 1,
      b: { x: 1, why: 2, z: 3 },
      list: [1, 2, 3],
    })
    expect(r.ok && (r.doc.root.get('b') as JsonObject).keys()).toEqual(['x', 'why', 'z'])
  })

  it('replaces an existing key in its place with add, and appends a new one', () => {
    const r = applyPatch(doc, [
      { op: 'add', path: '/a', value: 5 },
      { op: 'add', path: '/c', value: true },
    ])
    expect(r.ok && r.doc.root.keys()).toEqual(['a', 'b', 'list', 'c'])
  })

  it('is all or nothing: a failing operation leaves the document as it was and names itself', () => {
    const r = applyPatch(doc, [
      { op: 'replace', path: '/a', value: 2 },
      { op: 'remove', path: '/nope' },
    ])
    expect(r).toEqual({
      ok: false,
      error: { index: 1, message: 'remove /nope: /nope does not exist' },
    })
    expect(toPlain(doc.root)).toMatchObject({ a: 1 })
  })

  it('shares every node off the edited path', () => {
    const r = applyPatch(doc, [{ op: 'replace', path: '/b/x', value: 9 }])
    expect(r.ok && r.doc.root.get('list')).toBe(doc.root.get('list'))
  })

  it('keeps tree values as they are (literal spellings survive)', () => {
    const r = applyPatch(doc, [{ op: 'replace', path: '/a', value: new RawNumber('1.50') }])
    expect(r.ok && r.doc.root.get('a')).toEqual(new RawNumber('1.50'))
  })

  it.each([
    [
      { op: 'replace', path: '/list/3', value: 1 },
      'replace /list/3: /list/3 does not exist (the list has 3 items)',
    ],
    [
      { op: 'add', path: '/list/01', value: 1 },
      'add /list/01: /list/01 is not a place in the list (it has 3 items; "-" appends)',
    ],
    [
      { op: 'move', from: '/b', path: '/b/x/deeper' },
      'move from /b /b/x/deeper: a value cannot be moved into one of its own children',
    ],
    [
      { op: 'replace', path: 'a', value: 1 },
      'replace a: "a" is not a JSON pointer: it must be empty or start with "/"',
    ],
    [
      { op: 'remove', path: '/a~2' },
      'remove /a~2: "/a~2" is not a JSON pointer: "~" must be followed by 0 or 1',
    ],
    [
      { op: 'frobnicate', path: '/a' },
      'frobnicate /a: "op" must be one of add, remove, replace, move, copy, test (got "frobnicate")',
    ],
    [{ op: 'add', path: '/a' }, 'add /a: "add" needs a "value"'],
    [
      { op: 'replace', path: '', value: [1] },
      'A script must stay an object: the patch replaces it',
    ],
    [{ op: 'add', path: '/a/b', value: 1 }, 'add /a/b: /a is not an object or a list'],
  ])('refuses %j with a clear message', (op, message) => {
    const r = applyPatch(doc, [op as PatchOp])
    expect(r.ok ? 'applied' : r.error.message).toBe(message)
  })

  it('copies, and tests by meaning (key order and number spelling do not count)', () => {
    const r = applyPatch(doc, [
      { op: 'copy', from: '/b', path: '/c' },
      { op: 'test', path: '/c', value: { z: 3.0, y: 2, x: 1 } },
    ])
    expect(r.ok && toPlain(r.doc.root.get('c')!)).toEqual({ x: 1, y: 2, z: 3 })
  })
})
