import { describe, expect, it } from 'vitest'
import { parseScript, serializeScript, MAX_SCRIPT_CHARS } from './io'
import { jsonEqual, type JsonObject } from '../json/values'
import { parseJson } from '../json/parseJson'
import { toPlain } from '../json/plain'
import { corpusFiles, HAS_SHARED, SKIP_MESSAGE } from '../testing/shared'
import { getFunctions } from './document'
import { jsonText } from './jsonView'

describe('parseScript: bad input gets a clear, located message', () => {
  it.each([
    ['an empty file', '', 'The script is empty', 1, 1],
    ['only whitespace', ' \n\t\n', 'The script is empty', 1, 1],
    ['truncated JSON', '{"version": "1.0.0", "sections": {', 'is not closed', 1, 35],
    ['trailing garbage', '{"version": "1.0.0"}\n}', 'after the end', 2, 1],
    ['a top-level array', '  [1, 2]', 'but this JSON holds a list (array)', 1, 3],
    ['a top-level string', '"hello"', 'holds a string', 1, 1],
    ['a top-level YAML string', 'just some words', 'but this YAML holds a string', 1, 1],
    ['a YAML tab indentation', 'sections:\n\tmain: []\n', 'Tabs are not allowed', 2, 1],
  ])('%s', (_what, text, message, line, column) => {
    const r = parseScript(text)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error.message).toContain(message)
    expect(r.error).toMatchObject({ line, column })
  })

  it('refuses a script over the size limit, saying its size', () => {
    const big = '{"a": "' + 'x'.repeat(MAX_SCRIPT_CHARS) + '"}'
    const r = parseScript(big)
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.error.message).toMatch(
        /^The script is 8\.0 MB; SWAIG Studio opens scripts up to 8\.0 MB/,
      )
  })

  it('refuses deep nesting without overflowing the stack', () => {
    const r = parseScript('{"a":' + '['.repeat(100_000))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.message).toContain('nested more than')
  })

  it('keeps a byte order mark: the export writes it back, the code pane does not show it', () => {
    const text = '\uFEFF{"version": "1.0.0", "sections": {"main": []}}'
    const r = parseScript(text)
    if (!r.ok) throw new Error(r.error.message)
    expect(r.warnings).toEqual([])
    expect(serializeScript(r.doc, 'json')).toBe(text)
    expect(jsonText(r.doc)).toBe(text.slice(1))
  })

  it('warns about duplicate keys and says which wins', () => {
    const r = parseScript('{"version": "1", "version": "2", "sections": {}}')
    expect(r.ok && toPlain(r.doc.root)).toEqual({ version: '2', sections: {} })
    expect(r.ok && r.warnings[0]?.message).toContain('the last value wins')
  })

  it('reads JSON or YAML by its first character, or as told', () => {
    expect(parseScript('{"sections": {}}')).toMatchObject({ ok: true, format: 'json' })
    expect(parseScript('sections: {}\n')).toMatchObject({ ok: true, format: 'yaml' })
    expect(parseScript('{"sections": {}}', 'yaml')).toMatchObject({ ok: true, format: 'yaml' })
  })
})

describe('serializeScript', () => {
  const CANONICAL =
    '{\n  "version": "1.0.0",\n  "big": 12345678901234567890,\n  "z": -0,\n  "e": 1e21,\n  "html": "</script><b>\\u00e9</b>",\n  "emoji": "👩🏽‍💻 עברית ⁦x⁩"\n}\n'

  it('gives back 2-space JSON text byte for byte', () => {
    const r = parseScript(CANONICAL)
    expect(r.ok && serializeScript(r.doc, 'json')).toBe(CANONICAL)
  })

  it('keeps the absence of a final newline', () => {
    const r = parseScript(CANONICAL.trimEnd())
    expect(r.ok && serializeScript(r.doc, 'json')).toBe(CANONICAL.trimEnd())
  })

  it('converts JSON to YAML and back to the same tree', () => {
    const r = parseScript(CANONICAL)
    if (!r.ok) throw new Error(r.error.message)
    const yaml = serializeScript(r.doc, 'yaml')
    const back = parseScript(yaml)
    if (!back.ok) throw new Error(back.error.message)
    expect(toPlain(back.doc.root)).toEqual(toPlain(r.doc.root))
  })
})

describe.skipIf(!HAS_SHARED)('the real-world corpus', () => {
  const files = corpusFiles('.json').map((f) => [f.name, f.text] as const)

  it.each(files)('%s: exported without edits, it is the file byte for byte', (_name, text) => {
    const r = parseScript(text)
    if (!r.ok) throw new Error(r.error.message)
    expect(r.warnings).toEqual([])
    const out = serializeScript(r.doc, 'json')
    const again = parseJson(out)
    expect(again.ok && jsonEqual(again.value, r.doc.root)).toBe(true)
    expect(JSON.stringify(toPlain(r.doc.root))).toBe(JSON.stringify(JSON.parse(text)))
    expect(out).toBe(text)
  })

  it.each(files)('%s: its functions are found', (_name, text) => {
    const r = parseScript(text)
    if (!r.ok) throw new Error(r.error.message)
    const plain = JSON.parse(text) as {
      sections: { main: { ai?: { SWAIG?: { functions?: unknown[] } } }[] }
    }
    const ai = plain.sections.main.find((step) => step.ai)?.ai
    expect(getFunctions(r.doc.root as JsonObject).length).toBe(ai?.SWAIG?.functions?.length ?? 0)
  })
})
if (!HAS_SHARED) it('skips the corpus', () => console.warn(SKIP_MESSAGE))
