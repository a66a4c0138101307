import { describe, expect, it } from 'vitest'
import { toPlain } from '../json/plain'
import { isObject } from '../json/values'
import { getFunctions } from '../script/document'
import { parseScript, serializeScript } from '../script/io'
import { corpusFiles, HAS_SHARED, SKIP_MESSAGE } from '../testing/shared'
import { applyFix, applyFixes } from './fixes'
import { lintScript } from './linter'
import type { Problem } from './problems'
import { makeFunction as fn, makeScript, problemsOf, type ScriptParts } from './testing/factories'
import { webhook } from './testing/ruleHelpers'

const fixOf = (parts: ScriptParts, rule: Problem['rule']) => {
  const doc = makeScript(parts)
  const [problem] = problemsOf(doc, rule)
  if (!problem) throw new Error(`no ${rule} problem`)
  return { doc, problem, fixed: applyFix(doc, problem) }
}
const firstFn = (doc: ReturnType<typeof makeScript>) => toPlain(getFunctions(doc.root)[0]!)
const keysOf = (doc: ReturnType<typeof makeScript>) => Object.keys(firstFn(doc) as object)

describe('stringly-typed: write-as', () => {
  it.each<[unknown, unknown]>([
    ['false', false],
    [' TRUE ', true],
  ])('turns %j into %j, in place', (value, expected) => {
    const { fixed } = fixOf(
      { functions: [fn({ active: value }), fn({ function: 'b' })] },
      'stringly-typed',
    )
    expect(firstFn(fixed)).toMatchObject({ active: expected })
    expect(keysOf(fixed)).toEqual([
      'function',
      'description',
      'parameters',
      'web_hook_url',
      'active',
    ])
  })

  it('keeps a long number exactly as written', () => {
    const { fixed } = fixOf(
      { ai: { params: { attention_timeout: '12345678901234567890' } } },
      'stringly-typed',
    )
    expect(serializeScript(fixed, 'json')).toContain('"attention_timeout": 12345678901234567890')
  })

  it('shares every node it did not change', () => {
    const { doc, fixed } = fixOf(
      { functions: [fn({ active: 'false' }), fn({ function: 'b' })] },
      'stringly-typed',
    )
    expect(getFunctions(fixed.root)[1]).toBe(getFunctions(doc.root)[1])
    expect(fixed.root.get('version')).toBe(doc.root.get('version'))
  })

  it('leaves a value edited since lint alone', () => {
    const { problem } = fixOf({ functions: [fn({ active: 'false' })] }, 'stringly-typed')
    const edited = makeScript({ functions: [fn({ active: 'maybe' })] })
    expect(applyFix(edited, problem)).toBe(edited)
  })

  it('writes 0 as false where a boolean is expected', () => {
    const doc = makeScript({ ai: { pronounce: [{ replace: 'a', with: 'b', ignore_case: 0 }] } })
    const [problem] = lintScript(doc).filter((p) => p.fix)
    expect(toPlain(applyFix(doc, problem!).root)).toMatchObject({
      sections: { main: [{}, { ai: { pronounce: [{ ignore_case: false }] } }] },
    })
  })
})

describe('deprecated-purpose: purpose → description', () => {
  it('renames purpose in its place', () => {
    const { fixed } = fixOf(
      { functions: [{ function: 'f', purpose: 'P', web_hook_url: 'https://e.example' }] },
      'deprecated-purpose',
    )
    expect(firstFn(fixed)).toEqual({
      function: 'f',
      description: 'P',
      web_hook_url: 'https://e.example',
    })
    expect(keysOf(fixed)).toEqual(['function', 'description', 'web_hook_url'])
  })

  it('fills an empty description with the purpose', () => {
    const { fixed } = fixOf(
      { functions: [fn({ description: '', purpose: 'P' })] },
      'deprecated-purpose',
    )
    expect(firstFn(fixed)).toMatchObject({ description: 'P' })
    expect(keysOf(fixed)).not.toContain('purpose')
  })

  it('keeps a filled description and removes purpose', () => {
    const { fixed } = fixOf({ functions: [fn({ purpose: 'P' })] }, 'deprecated-purpose')
    expect(firstFn(fixed)).toMatchObject({ description: 'Look up an order by its number.' })
    expect(keysOf(fixed)).not.toContain('purpose')
  })

  it('offers no fix that would drop the purpose next to a description that is not text', () => {
    const { doc, problem } = fixOf(
      { functions: [fn({ description: 5, purpose: 'P' })] },
      'deprecated-purpose',
    )
    expect(problem.fix).toBeUndefined()
    expect(applyFix(doc, problem)).toBe(doc)
  })
})

describe('deprecated-argument: argument → parameters', () => {
  const params = { type: 'object', properties: { q: { type: 'string' } } }

  it('renames argument in its place', () => {
    const { fixed } = fixOf(
      { functions: [{ function: 'f', argument: params, description: 'd' }] },
      'deprecated-argument',
    )
    expect(firstFn(fixed)).toEqual({ function: 'f', parameters: params, description: 'd' })
  })

  it('removes "argument": "none"', () => {
    const { fixed } = fixOf(
      { functions: [fn({ parameters: undefined, argument: 'none' })] },
      'deprecated-argument',
    )
    expect(keysOf(fixed)).toEqual(['function', 'description', 'web_hook_url'])
  })

  it('removes an argument identical to the parameters', () => {
    const { fixed } = fixOf(
      { functions: [fn({ parameters: params, argument: params })] },
      'deprecated-argument',
    )
    expect(keysOf(fixed)).not.toContain('argument')
  })

  it('offers no fix when argument and parameters differ', () => {
    const { doc, problem } = fixOf({ functions: [fn({ argument: params })] }, 'deprecated-argument')
    expect(problem.fix).toBeUndefined()
    expect(applyFix(doc, problem)).toBe(doc)
  })
})

describe.skipIf(!HAS_SHARED)('every fix on the corpus', () => {
  it.each(corpusFiles('.json').map((f) => [f.name, f.text]))('%s', (_name, text) => {
    const parsed = parseScript(text)
    if (!parsed.ok) throw new Error(parsed.error.message)
    const before = lintScript(parsed.doc)
    const fixed = applyFixes(parsed.doc, before)
    const after = lintScript(fixed)
    expect(after.filter((p) => p.fix)).toEqual([])
    expect(after.filter((p) => p.severity === 'error').length).toBe(
      before.filter((p) => p.severity === 'error').length,
    )
    for (const f of getFunctions(fixed.root)) if (isObject(f)) expect(f.has('purpose')).toBe(false)
  })
})
if (!HAS_SHARED) it('skips the corpus fixes', () => console.warn(SKIP_MESSAGE))

describe('misspelled-require-args: rename-key', () => {
  const withWebhook = (extra: object) => ({
    functions: [fn({ data_map: webhook('https://a.example', extra) })],
  })
  const webhookOf = (doc: ReturnType<typeof makeScript>) =>
    (firstFn(doc) as { data_map: { webhooks: Record<string, unknown>[] } }).data_map.webhooks[0]!

  it('renames required_args to require_args in its place', () => {
    const { fixed } = fixOf(
      withWebhook({ required_args: ['order_number'] }),
      'misspelled-require-args',
    )
    expect(Object.keys(webhookOf(fixed))).toEqual(['url', 'method', 'output', 'require_args'])
    expect(webhookOf(fixed).require_args).toEqual(['order_number'])
    expect(problemsOf(fixed, 'misspelled-require-args')).toEqual([])
  })

  it('removes it next to the same require_args, and leaves different ones alone', () => {
    const same = fixOf(
      withWebhook({ require_args: ['order_number'], required_args: ['order_number'] }),
      'misspelled-require-args',
    )
    expect(webhookOf(same.fixed)).not.toHaveProperty('required_args')
    const different = makeScript(withWebhook({ require_args: 'a', required_args: 'b' }))
    const [p] = problemsOf(different, 'misspelled-require-args')
    expect(p?.fix).toBeUndefined()
  })
})
