import { describe, expect, it } from 'vitest'
import { parseYaml } from './parseYaml'
import { serializeYaml } from './serializeYaml'
import type { JsonObject } from '../json/values'
import { RawNumber, jsonEqual } from '../json/values'
import { mergePlain, toPlain } from '../json/plain'
import { corpusFiles, HAS_SHARED, SKIP_MESSAGE } from '../testing/shared'

function read(text: string) {
  const r = parseYaml(text)
  if (!r.ok) throw new Error(r.error.message)
  return r
}

const COMMENTED = `# A script
version: 1.0.0 # the version
sections:
  main:
    - ai:
        prompt:
          text: Hello # greeting
        SWAIG:
          functions:
            # the lookup
            - function: lookup
              description: Looks up
              "10": ten
              "2": two
`

describe('YAML', () => {
  it('reads values, key order and exact numbers', () => {
    const r = read('b: 1\n"2": x\na: 12345678901234567890\nc: 1e21\nd: 0x1F\n')
    const root = r.value as JsonObject
    expect(root.keys()).toEqual(['b', '2', 'a', 'c', 'd'])
    expect(root.get('a')).toEqual(new RawNumber('12345678901234567890'))
    expect(root.get('c')).toEqual(new RawNumber('1e21'))
    expect(root.get('d')).toBe(31)
  })

  it('gives back the source text when nothing changed', () => {
    const r = read(COMMENTED)
    expect(serializeYaml(r.value, { text: COMMENTED, document: r.document, root: r.value })).toBe(
      COMMENTED,
    )
  })

  it('keeps every comment and the key order through an edit', () => {
    const r = read(COMMENTED)
    const root = r.value as JsonObject
    const edited = structuredClone(toPlain(root)) as { version: string }
    edited.version = '1.0.1'
    const written = serializeYaml(mergePlain(root, edited), {
      text: COMMENTED,
      document: r.document,
      root,
    })
    for (const comment of ['# A script', '# the version', '# greeting', '# the lookup']) {
      expect(written).toContain(comment)
    }
    expect(written).toContain('version: 1.0.1')
    const again = read(written).value as JsonObject
    expect(again.keys()).toEqual(root.keys())
    expect(jsonEqual(again.get('sections'), root.get('sections'))).toBe(true)
  })

  it('writes a tree without a source with its key order', () => {
    const r = read('b: 1\n"2": [x, y]\n')
    const text = serializeYaml(r.value)
    expect(jsonEqual(read(text).value, r.value)).toBe(true)
  })

  it('refuses a "billion laughs" document quickly', () => {
    const lines = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]']
    for (let i = 1; i < 10; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      )
    const r = parseYaml(lines.join('\n'))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.message).toContain('billion laughs')
  })

  it('reports a tab used for indentation at its line', () => {
    const r = parseYaml('sections:\n\tmain: []\n')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ line: 2, message: expect.stringContaining('Tabs') })
  })

  it('warns about duplicate keys', () => {
    const r = read('a: 1\nb: 2\na: 3\n')
    expect(toPlain(r.value)).toEqual({ a: 3, b: 2 })
    expect(r.warnings[0]?.message).toContain('Duplicate key "a"')
  })

  it('does not overflow on deep nesting', () => {
    const r = parseYaml('['.repeat(20_000) + ']'.repeat(20_000))
    expect(r.ok).toBe(false)
  })
})

describe.skipIf(!HAS_SHARED)('YAML corpus', () => {
  const files = corpusFiles('.yaml').map((f) => [f.name, f.text] as const)

  it.each(files)('%s comes back byte for byte when not edited', (_name, text) => {
    const r = read(text)
    expect(serializeYaml(r.value, { text, document: r.document, root: r.value })).toBe(text)
  })

  it.each(files)('%s keeps every comment through an edit of one function', (_name, text) => {
    const r = read(text)
    const root = r.value as JsonObject
    const plain = structuredClone(toPlain(root)) as {
      sections: { main: { ai?: { SWAIG: { functions: { description: string }[] } } }[] }
    }
    const fn = plain.sections.main.find((s) => s.ai)!.ai!.SWAIG.functions[0]!
    fn.description = 'Edited in the editor'
    const edited = mergePlain(root, plain)
    const written = serializeYaml(edited, { text, document: r.document, root })
    const comments = text
      .split('\n')
      .filter((l) => /^\s*# /.test(l))
      .map((l) => l.trim())
    const kept = written.split('\n').map((l) => l.trim())
    for (const c of comments) expect(kept).toContain(c)
    expect(jsonEqual(read(written).value, edited)).toBe(true)
  })
})
if (!HAS_SHARED) it('skips the YAML corpus', () => console.warn(SKIP_MESSAGE))
