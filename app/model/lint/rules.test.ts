import { describe, expect, it } from 'vitest'
import { RULES, RULE_IDS } from './problems'
import { lintScript } from './linter'
import { makeFunction as fn, makeScript, problemsOf, resolves } from './testing/factories'
import { NEGATIVE } from './testing/negativeCases'
import { POSITIVE } from './testing/positiveCases'

describe('each rule reports what it should', () => {
  it.each(POSITIVE)('%s: %s', (rule, _case, parts, paths) => {
    const found = problemsOf(makeScript(parts), rule)
    expect(found.map((p) => p.path)).toEqual(paths)
    for (const p of found) expect(p.severity).toBe(RULES[rule].severity)
  })

  it.each(NEGATIVE)('%s, not for %s', (rule, _case, parts) => {
    expect(problemsOf(makeScript(parts), rule)).toEqual([])
  })

  it('every rule has a positive and a negative case', () => {
    const lint = RULE_IDS.filter((id) => id !== 'schema')
    expect(new Set(POSITIVE.map(([rule]) => rule))).toEqual(new Set(lint))
    expect(new Set(NEGATIVE.map(([rule]) => rule))).toEqual(new Set(lint))
  })

  it.each(POSITIVE)('%s (%s): every path resolves in the document', (_rule, _case, parts) => {
    const doc = makeScript(parts)
    for (const p of lintScript(doc)) expect(resolves(doc, p.path), p.path).toBe(true)
  })

  it('the clean factories give a clean script', () => {
    expect(lintScript(makeScript())).toEqual([])
  })
})

describe('messages speak to a person', () => {
  it('name the function and say why', () => {
    const [p] = problemsOf(
      makeScript({ functions: [fn({ description: undefined })] }),
      'missing-description',
    )
    expect(p?.message).toBe(
      'Function "lookup_order" has no description — the agent uses it to decide when to call the function; say what it does and when',
    )
  })

  it.each(POSITIVE.filter(([, , parts]) => parts.functions))(
    '%s (%s) names the function',
    (rule, _c, parts) => {
      for (const p of problemsOf(makeScript(parts), rule))
        expect(p.message).toMatch(/^Function ("[^"]+"|\d+ \(no name\))/)
    },
  )

  it('credentials: clear text, readable by anyone with the file', () => {
    const [p] = problemsOf(
      makeScript({ functions: [fn({ web_hook_url: 'u:p@https://e.example' })] }),
      'credentials-in-url',
    )
    expect(p?.message).toContain(
      'stored in the script in clear text; anyone with the exported file can read them',
    )
  })
})

describe('reserved-name confirmation', () => {
  const parts = { functions: [fn({ function: 'start_hook' })] }

  it('is not reported for a name the user confirmed', () => {
    const options = { confirmedReserved: new Set(['start_hook']) }
    expect(problemsOf(makeScript(parts), 'reserved-name', options)).toEqual([])
  })

  it('is still reported for another confirmed name', () => {
    const options = { confirmedReserved: new Set(['stop_hook']) }
    expect(problemsOf(makeScript(parts), 'reserved-name', options)).toHaveLength(1)
  })
})
