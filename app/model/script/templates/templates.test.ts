import { describe, expect, it } from 'vitest'
import { lintScript } from '../../lint'
import { toPlain } from '../../json/plain'
import { getFunctions } from '../document'
import { parseScript, serializeScript } from '../io'
import { starterDoc } from '../starter'
import { BLANK_SCRIPT, SCRIPT_TEMPLATES, blankDoc, templateDoc, templateText } from './index'

const all = [{ id: 'blank', name: 'Blank script', script: BLANK_SCRIPT }, ...SCRIPT_TEMPLATES]

describe('script templates', () => {
  it('offers at least five, with unique ids and names', () => {
    expect(SCRIPT_TEMPLATES.length).toBeGreaterThanOrEqual(5)
    expect(new Set(SCRIPT_TEMPLATES.map((t) => t.id)).size).toBe(SCRIPT_TEMPLATES.length)
    expect(new Set(SCRIPT_TEMPLATES.map((t) => t.name)).size).toBe(SCRIPT_TEMPLATES.length)
  })

  it.each(all.map((t) => [t.name, t.script] as const))('%s lints clean', (_name, script) => {
    const r = parseScript(templateText(script))
    expect(r.ok).toBe(true)
    if (r.ok) expect(lintScript(r.doc)).toEqual([])
  })

  it.each(all.map((t) => [t.name, t.script] as const))(
    '%s round-trips through parseScript and serializeScript, in JSON and YAML',
    (_name, script) => {
      const text = templateText(script)
      const r = parseScript(text)
      if (!r.ok) throw new Error(r.error.message)
      expect(serializeScript(r.doc, 'json')).toBe(text)
      const yaml = parseScript(serializeScript(r.doc, 'yaml'))
      expect(yaml.ok && toPlain(yaml.doc.root)).toEqual(script)
    },
  )

  it('shows what the product can do: each kind of function the issue names', () => {
    const text = (id: string) => templateText(SCRIPT_TEMPLATES.find((t) => t.id === id)!.script)
    expect(text('order-lookup')).toContain('"web_hook_url"')
    expect(text('weather')).toMatch(/"webhooks"[\s\S]*"foreach"/)
    expect(text('keyword-answers')).toContain('"expressions"')
    expect(text('transfer')).toMatch(/"SWML"[\s\S]*"transfer": true/)
    expect(text('booking')).toMatch(/"start_hook"[\s\S]*"stop_hook"[\s\S]*"summarize_conversation"/)
    expect(text('booking')).toContain('"post_prompt"')
  })

  it('a blank script is the version, an ai step with an empty prompt, and no functions', () => {
    const doc = blankDoc()
    expect(getFunctions(doc.root)).toEqual([])
    expect(toPlain(doc.root)).toEqual({
      version: '1.0.0',
      sections: { main: [{ answer: {} }, { ai: { prompt: { text: '' } } }] },
    })
  })

  it('gives a fresh document per call, the order lookup being the starter', () => {
    expect(templateDoc('weather')).not.toBe(templateDoc('weather'))
    expect(templateDoc('nope')).toBeUndefined()
    expect(serializeScript(templateDoc('order-lookup')!, 'json')).toBe(
      serializeScript(starterDoc(), 'json'),
    )
  })
})
