import { describe, expect, it } from 'vitest'
import { parseScript } from '../script/io'
import { corpusFiles, HAS_SHARED, SKIP_MESSAGE } from '../testing/shared'
import { createLinter, lintScript } from './linter'
import type { RuleId } from './problems'
import { validateDocument } from './schema/validate'
import { resolves } from './testing/factories'

const corpus = [...corpusFiles('.json'), ...corpusFiles('.yaml')].map((f): [string, string] => [
  f.name,
  f.text,
])
const docOfText = (text: string) => {
  const parsed = parseScript(text)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.doc
}

/**
 * The rule ids each real script gets, and how often. The only error is genuine: bartender's
 * `post_prompt_url` is "optional.fake.tld", a placeholder with no scheme that the platform
 * cannot post the summary to. Everything else is deprecation (info) or a loosely typed value
 * the platform accepts (warning).
 */
const EXPECTED: Record<string, Partial<Record<RuleId, number>>> = {
  'signalwire__digital_employees__ai_calendar_perl.json': {
    'deprecated-argument': 2,
    'deprecated-purpose': 2,
    'stringly-typed': 2,
  },
  'signalwire__digital_employees__bartender.json': {
    'deprecated-argument': 2,
    'deprecated-purpose': 2,
    'invalid-url': 1,
    'stringly-typed': 1,
  },
  'signalwire__digital_employees__dr_bob_confirm.json': { 'stringly-typed': 1 },
  'signalwire__digital_employees__moviebot.json': { 'stringly-typed': 2 },
  'signalwire__digital_employees__openweather_assistant.json': {
    'deprecated-argument': 4,
    'deprecated-purpose': 4,
    schema: 1,
    'stringly-typed': 1,
  },
  'signalwire__digital_employees__santa.json': {},
  'signalwire__digital_employees__santa.yaml': {},
  'signalwire__digital_employees__sigmond.json': { 'deprecated-purpose': 1, 'stringly-typed': 5 },
}
const GENUINE_ERRORS: Record<string, string[]> = {
  'signalwire__digital_employees__bartender.json': ['/sections/main/2/ai/post_prompt_url'],
}

describe.skipIf(!HAS_SHARED)('lint on the real-world corpus', () => {
  it.each(corpus)('%s: the rules it gets', (name, text) => {
    const counts: Partial<Record<RuleId, number>> = {}
    for (const p of lintScript(docOfText(text))) counts[p.rule] = (counts[p.rule] ?? 0) + 1
    expect(counts).toEqual(EXPECTED[name])
  })

  it.each(corpus)('%s: errors only where the script is really wrong', (name, text) => {
    const errors = lintScript(docOfText(text)).filter((p) => p.severity === 'error')
    expect(errors.map((p) => p.path)).toEqual(GENUINE_ERRORS[name] ?? [])
  })

  it.each(corpus)('%s: every path resolves in the document', (_name, text) => {
    const doc = docOfText(text)
    for (const p of lintScript(doc)) expect(resolves(doc, p.path), p.path).toBe(true)
  })

  it.each(corpus)('%s: incremental schema problems equal whole-document ones', (_name, text) => {
    const doc = docOfText(text)
    const schema = createLinter()
      .lint(doc)
      .filter((p) => p.rule === 'schema' || p.rule === 'stringly-typed')
    expect(schema).toEqual(validateDocument(doc))
  })

  it('the YAML script gets the same problems as its JSON twin', () => {
    const json = corpus.find(([n]) => n.endsWith('santa.json'))![1]
    const yaml = corpus.find(([n]) => n.endsWith('santa.yaml'))![1]
    expect(lintScript(docOfText(yaml))).toEqual(lintScript(docOfText(json)))
  })
})
if (!HAS_SHARED) it('skips the corpus lint', () => console.warn(SKIP_MESSAGE))
