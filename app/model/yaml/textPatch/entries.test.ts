import { describe, expect, it } from 'vitest'
import { JsonObject } from '../../json/values'
import { edit, FILE, withLine } from './testkit/editText'

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
