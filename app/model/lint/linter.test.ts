import { describe, expect, it } from 'vitest'
import { getFunctions } from '../script/document'
import { moveFunction, setFunctionField } from '../script/edits'
import { updateIn } from '../script/path'
import type { JsonObject } from '../json/values'
import { fromPlain } from '../json/plain'
import { withRoot } from '../script/document'
import { scriptContext } from './context'
import { createLinter, lintFunction } from './linter'
import { problemsUnder, type Problem } from './problems'
import { fnPath, makeFunction, makeScript } from './testing/factories'

/** A script of `n` functions, each with one info problem (purpose next to description). */
const big = (n: number) =>
  makeScript({
    functions: Array.from({ length: n }, (_, i) =>
      makeFunction({ function: `f${i}`, purpose: 'old' }),
    ),
    ai: { params: { verbose_logs: 'true' } },
  })
const under = (problems: Problem[], i: number) => problemsUnder(problems, fnPath(i))

describe('createLinter: incremental', () => {
  it('after one keystroke in a 2,000-function script, reuses every other function', () => {
    const linter = createLinter()
    const doc = big(2000)
    const first = linter.lint(doc)
    const next = setFunctionField(doc, 1234, 'description', 'Look up an order, quickly.')
    const second = linter.lint(next)
    expect(second).toEqual(createLinter().lint(next))
    for (const i of [0, 1233, 1235, 1999]) expect(under(second, i)[0]).toBe(under(first, i)[0])
    expect(under(second, 1234)[0]).not.toBe(under(first, 1234)[0])
    // The schema check outside the functions was reused too.
    const shell = (ps: Problem[]) => ps.find((p) => p.path.endsWith('/params/verbose_logs'))
    expect(shell(second)).toBe(shell(first))
  })

  it('re-checks the rest of the document when it changes', () => {
    const linter = createLinter()
    const doc = big(3)
    linter.lint(doc)
    const next = withRoot(
      doc,
      updateIn(
        doc.root,
        ['sections', 'main', 1, 'ai', 'params', 'verbose_logs'],
        () => true,
      ) as JsonObject,
    )
    expect(linter.lint(next).some((p) => p.rule === 'stringly-typed')).toBe(false)
  })

  it('re-checks every function when the context changes', () => {
    const linter = createLinter()
    const doc = makeScript({ functions: [makeFunction({ web_hook_url: undefined })] })
    expect(linter.lint(doc).map((p) => p.rule)).toEqual(['no-handler'])
    const path = ['sections', 'main', 1, 'ai', 'SWAIG', 'defaults']
    const defaults = fromPlain({ web_hook_url: 'https://example.com/swaig' })
    const withDefault = withRoot(doc, updateIn(doc.root, path, () => defaults) as JsonObject)
    expect(linter.lint(withDefault)).toEqual([])
  })

  it('follows a function that moves, and renames an unnamed one by its new place', () => {
    const linter = createLinter()
    const doc = makeScript({
      functions: [makeFunction({ function: 'a' }), makeFunction({ function: undefined })],
    })
    expect(linter.lint(doc).map((p) => [p.path, p.message.slice(0, 21)])).toEqual([
      [fnPath(1), 'Function 2 (no name) '],
    ])
    const moved = moveFunction(doc, 1, 0)
    expect(linter.lint(moved).map((p) => [p.path, p.message.slice(0, 21)])).toEqual([
      [fnPath(0), 'Function 1 (no name) '],
    ])
  })

  it('sorts problems in document order, not by pointer text', () => {
    const fns = Array.from({ length: 12 }, (_, i) =>
      makeFunction({ function: `f${i}`, purpose: 'x' }),
    )
    const problems = createLinter().lint(makeScript({ functions: fns }))
    expect(problems.map((p) => p.path)).toEqual(fns.map((_, i) => fnPath(i, 'purpose')))
  })

  it('puts a parent before its children, then errors before warnings', () => {
    const hook = makeFunction({ function: 'start_hook' })
    const doc = makeScript({ functions: [hook, { ...hook, description: undefined, active: 'no' }] })
    expect(
      createLinter()
        .lint(doc)
        .map((p) => [p.path, p.rule]),
    ).toEqual([
      [fnPath(0, 'function'), 'reserved-name'],
      [fnPath(1), 'missing-description'],
      [fnPath(1, 'function'), 'duplicate-function-name'],
      [fnPath(1, 'function'), 'reserved-name'],
      [fnPath(1, 'active'), 'schema'],
    ])
  })
})

describe('lintFunction', () => {
  it('lints one function with document paths', () => {
    const doc = makeScript({
      functions: [makeFunction(), makeFunction({ function: 'b', active: 'no' })],
    })
    const ctx = scriptContext(doc)
    const fn = getFunctions(doc.root)[1]!
    expect(lintFunction(fn, 1, ctx)).toMatchObject([{ path: fnPath(1, 'active'), rule: 'schema' }])
  })
})
