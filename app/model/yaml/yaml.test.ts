import { describe, expect, it } from 'vitest'
import { parseJson } from '../json/parseJson'
import { parseYaml } from './parseYaml'
import { serializeYaml } from './serializeYaml'
import type { JsonObject, JsonValue } from '../json/values'
import { RawNumber, jsonEqual } from '../json/values'
import { toPlain } from '../json/plain'
import { applyPatchToValue } from '../patch/applyPatch'

/** `root` with the value at `path` replaced, sharing every other node (as an edit does). */
function replaced(root: JsonValue, path: string, value: unknown): JsonValue {
  const r = applyPatchToValue(root, [{ op: 'replace', path, value }])
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
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
    const written = serializeYaml(replaced(root, '/version', '1.0.1'), {
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

  it('writes a tree without a source with its key order and literal spellings', () => {
    const r = read('b: 1\n"2": [x, y]\nn: [1.50, 1e21, -0, 12345678901234567890]\ns: "a\\nb"\n')
    const text = serializeYaml(r.value)
    expect(text).toBe(
      'b: 1\n"2":\n  - x\n  - y\nn:\n  - 1.50\n  - 1e21\n  - -0\n  - 12345678901234567890\ns: |-\n  a\n  b\n',
    )
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

/** The lines where two texts differ, once their common first and last lines are set aside. */
function changedLines(a: string, b: string) {
  const x = a.split('\n')
  const y = b.split('\n')
  let head = 0
  while (head < x.length && head < y.length && x[head] === y[head]) head++
  let tail = 0
  while (
    tail < x.length - head &&
    tail < y.length - head &&
    x[x.length - 1 - tail] === y[y.length - 1 - tail]
  )
    tail++
  return {
    old: x.slice(head, x.length - tail),
    new: y.slice(head, y.length - tail),
    from: head + 1,
  }
}

describe('YAML edits change only the edited lines', () => {
  const OURS = `# Call script for the front desk
version: 1.0.0 # keep in step with the API

sections:
  main:
    - answer: {}
    - ai:
        prompt:
          # Who the agent is
          text: |
            You are the front desk.
            Be brief.
          temperature: 0.4   # a little variety
        SWAIG:
          functions:
            # Looks a booking up
            - function: lookup
              description: >-
                Finds a booking by
                its reference.
              parameters: { type: object, properties: {} }
`

  it('a 21-line commented file: one field edit changes one line', () => {
    expect(OURS.split('\n')).toHaveLength(22)
    const r = read(OURS)
    const root = r.value as JsonObject
    const edited = replaced(root, '/sections/main/1/ai/prompt/temperature', 0.5)
    const written = serializeYaml(edited, {
      text: OURS,
      document: r.document,
      root,
    })
    expect(changedLines(OURS, written)).toEqual({
      old: ['          temperature: 0.4   # a little variety'],
      new: ['          temperature: 0.5   # a little variety'],
      from: 13,
    })
  })
})

describe.skipIf(!HAS_SHARED)('YAML corpus', () => {
  const files = corpusFiles('.yaml').map((f) => [f.name, f.text] as const)
  const santa = files.find(([name]) => name.endsWith('santa.yaml'))?.[1] ?? ''

  it("the prompt edit on santa.yaml changes only the prompt's lines", () => {
    const r = read(santa)
    const root = r.value as JsonObject
    const lines = santa.split('\n')
    const prompt = (toPlain(root) as { sections: { main: { ai: { prompt: { text: string } } }[] } })
      .sections.main[0]!.ai.prompt
    const write = (text: string) => {
      const edited = replaced(root, '/sections/main/0/ai/prompt/text', text)
      const written = serializeYaml(edited, { text: santa, document: r.document, root })
      expect(jsonEqual(read(written).value, edited)).toBe(true)
      return written.split('\n')
    }
    // One sentence: line by line, the same lines but the one that holds it.
    const at = lines.findIndex((l) => l.includes('Stay in character'))
    const out = write(prompt.text.replace('Stay in character', 'Always stay in character'))
    expect(out).toHaveLength(lines.length)
    expect(out.filter((l, i) => l !== lines[i])).toEqual([
      lines[at]!.replace('Stay in character', 'Always stay in character'),
    ])
    // The whole prompt rewritten: the lines before and after the prompt's are unchanged.
    const first = lines.findIndex((l) => l.includes('You are Santa Claus running'))
    const last = lines.findIndex((l) => l.includes('with the end_call function.'))
    const shorter = write('You are Santa Claus.\nBe jolly.\n')
    expect(shorter.slice(0, first)).toEqual(lines.slice(0, first))
    expect(shorter.slice(first, first + 2)).toEqual([
      '            You are Santa Claus.',
      '            Be jolly.',
    ])
    expect(shorter.slice(first + 2)).toEqual(lines.slice(last + 1))
  })

  it.each(corpusFiles('.json').map((f) => [f.name, f.text] as const))(
    '%s written as YAML reads back exactly',
    (_name, text) => {
      const r = parseJson(text)
      if (!r.ok) throw new Error(r.error.message)
      expect(jsonEqual(read(serializeYaml(r.value)).value, r.value)).toBe(true)
    },
  )

  it.each(files)('%s comes back byte for byte when not edited', (_name, text) => {
    const r = read(text)
    expect(serializeYaml(r.value, { text, document: r.document, root: r.value })).toBe(text)
  })

  it.each(files)('%s keeps every comment through an edit of one function', (_name, text) => {
    const r = read(text)
    const root = r.value as JsonObject
    const plain = toPlain(root) as { sections: { main: { ai?: unknown }[] } }
    const at = plain.sections.main.findIndex((s) => s.ai)
    const edited = replaced(
      root,
      `/sections/main/${at}/ai/SWAIG/functions/0/description`,
      'Edited in the editor',
    )
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
