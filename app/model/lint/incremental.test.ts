import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromPlain } from '../json/plain'
import { isObject, type JsonObject } from '../json/values'
import { getFunctions, updateFunctions, withRoot, type ScriptDoc } from '../script/document'
import {
  addFunction,
  duplicateFunction,
  moveFunction,
  removeFunction,
  renameFunction,
  setFunction,
  setFunctionField,
} from '../script/edits'
import { toPointer, updateIn } from '../script/path'
import { scriptContext, type LintOptions } from './context'
import { createLinter, lintFunction } from './linter'
import { sortProblems } from './order'
import { problemsUnder, type Problem } from './problems'
import { duplicateNames, scriptRules } from './rules/script'
import { shellSchemaProblems } from './schema/validate'
import { fnPath, makeFunction, makeScript } from './testing/factories'

/**
 * The problems of a document the plain way, as a reference for the incremental linter: every
 * part computed from scratch, then one sort.
 */
function fromScratch(doc: ScriptDoc, options?: LintOptions): Problem[] {
  const ctx = scriptContext(doc, options)
  const fns = getFunctions(doc.root)
  return sortProblems(doc.root, [
    ...shellSchemaProblems(doc.root, ctx.functionsPath),
    ...scriptRules(doc, ctx),
    ...duplicateNames(fns, ctx.functionsPath),
    ...fns.flatMap((fn, i) => lintFunction(fn, i, ctx)),
  ])
}

const NAMES = ['a', 'b', 'c', 'start_hook', 'summarize_conversation', '', ' ']

/** A small function: a name from a short list (so names repeat), and a few problems or none. */
const plainFunction = fc.record(
  {
    function: fc.constantFrom(...NAMES),
    description: fc.constantFrom('Does a thing.', ''),
    purpose: fc.constant('Old text.'),
    web_hook_url: fc.constantFrom('https://example.com/swaig', 'http://example.com', 'nope'),
    active: fc.constantFrom(true, 'true', 'no'),
    parameters: fc.constantFrom(
      { type: 'object', properties: { x: { type: 'string' } } },
      { type: 'object', properties: {}, required: ['y'] },
    ),
  },
  { requiredKeys: [] },
)
/** Mostly functions, sometimes what a hand-written file may hold instead. */
const item = fc.oneof(
  { weight: 6, arbitrary: plainFunction },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('text', 3, null, [], { function: 'a' }) },
)

type Op =
  | { kind: 'describe'; at: number; text: string }
  | { kind: 'rename'; at: number; name: string | number }
  | { kind: 'set'; at: number; value: unknown }
  | { kind: 'add'; value: unknown }
  | { kind: 'duplicate'; at: number }
  | { kind: 'remove'; at: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'outside'; what: 'prompt' | 'default-url' | 'post-prompt' | 'languages' | 'include' }
  | { kind: 'confirm'; names: string[] }
  | { kind: 'undo'; steps: number }

const index = fc.nat({ max: 20 })
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('describe'),
      at: index,
      text: fc.string({ maxLength: 4 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('rename'),
      at: index,
      // A name from the list, or the name of another function (by index): a duplicate.
      name: fc.oneof(fc.constantFrom(...NAMES, 'd'), index),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('set'), at: index, value: item }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('add'), value: item }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate'), at: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove'), at: index }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move'), from: index, to: index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('outside'),
      what: fc.constantFrom('prompt', 'default-url', 'post-prompt', 'languages', 'include'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('confirm'),
      names: fc.subarray(['start_hook', 'summarize_conversation']),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('undo'), steps: fc.integer({ min: 1, max: 3 }) }),
  },
)

const AI = ['sections', 'main', 1, 'ai']

function updateAt(doc: ScriptDoc, path: (string | number)[], value: unknown): ScriptDoc {
  const root = updateIn(doc.root, path, (old) =>
    value === undefined ? undefined : typeof value === 'function' ? value(old) : fromPlain(value),
  )
  return withRoot(doc, root as JsonObject)
}

/** The document after `op` (the model's edits, as the forms make them). */
function apply(doc: ScriptDoc, op: Op, history: ScriptDoc[]): ScriptDoc {
  const n = getFunctions(doc.root).length
  const at = (i: number) => (n === 0 ? 0 : i % n)
  switch (op.kind) {
    case 'describe':
      return setFunctionField(doc, at(op.at), 'description', `Text ${op.text}`)
    case 'rename': {
      const other = typeof op.name === 'number' ? getFunctions(doc.root)[at(op.name)] : undefined
      const name =
        typeof op.name === 'string' ? op.name : isObject(other) ? other.get('function') : 'a'
      return typeof name === 'string' ? renameFunction(doc, at(op.at), name) : doc
    }
    case 'set':
      return setFunction(doc, at(op.at), fromPlain(op.value))
    case 'add':
      return isObject(fromPlain(op.value))
        ? addFunction(doc, fromPlain(op.value) as JsonObject).doc
        : withRoot(
            doc,
            updateFunctions(doc.root, (list) => [...list, fromPlain(op.value)]),
          )
    case 'duplicate':
      return duplicateFunction(doc, at(op.at)).doc
    case 'remove':
      return removeFunction(doc, at(op.at))
    case 'move':
      return moveFunction(doc, at(op.from), at(op.to))
    case 'outside':
      switch (op.what) {
        case 'prompt':
          return updateAt(doc, [...AI, 'prompt', 'text'], `Prompt ${history.length}`)
        case 'default-url':
          return updateAt(doc, [...AI, 'SWAIG', 'defaults'], { web_hook_url: 'http://x.example' })
        case 'post-prompt':
          return updateAt(doc, [...AI, 'post_prompt'], undefined)
        case 'languages':
          return updateAt(doc, [...AI, 'languages'], [{ code: 'fr-FR' }])
        case 'include':
          return updateAt(
            doc,
            [...AI, 'SWAIG', 'includes'],
            [{ url: 'https://i.example', functions: ['b'] }],
          )
      }
      return doc
    case 'confirm':
    case 'undo':
      return doc
  }
}

describe('createLinter: incremental equals from scratch', () => {
  it('after random sequences of edits (describe, rename to a duplicate, add, remove, move, undo…)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), fc.array(op, { maxLength: 25 }), (fns, ops) => {
        const linter = createLinter()
        let doc = makeScript({ functions: fns })
        let options: LintOptions = {}
        const history: ScriptDoc[] = []
        let previous = linter.lint(doc, options)
        for (const o of ops) {
          history.push(doc)
          if (o.kind === 'undo') doc = history[Math.max(0, history.length - 1 - o.steps)]!
          else if (o.kind === 'confirm') options = { confirmedReserved: new Set(o.names) }
          else doc = apply(doc, o, history)
          const problems = linter.lint(doc, options)
          expect(problems).toEqual(fromScratch(doc, options))
          expect(problems).toEqual(createLinter().lint(doc, options))
          if (o.kind === 'describe' && getFunctions(doc.root).length > 0) {
            // Only that function changed: every other problem is the same object as before.
            const edited = fnPath(o.at % getFunctions(doc.root).length)
            const kept = new Set(previous)
            for (const p of problems)
              if (p.path !== edited && !p.path.startsWith(`${edited}/`))
                expect(kept.has(p), p.path).toBe(true)
          }
          previous = problems
        }
      }),
      { numRuns: 150 },
    )
  })
})

describe('createLinter: duplicate names follow every change', () => {
  const named = (...names: (string | undefined)[]) =>
    makeScript({ functions: names.map((n) => makeFunction({ function: n })) })
  const duplicates = (problems: readonly Problem[]) =>
    problems.filter((p) => p.rule === 'duplicate-function-name').map((p) => p.path)

  it('moves the report when the first function with a name is renamed', () => {
    const linter = createLinter()
    const doc = named('a', 'b', 'a', 'a')
    expect(duplicates(linter.lint(doc))).toEqual([fnPath(2, 'function'), fnPath(3, 'function')])
    const renamed = renameFunction(doc, 0, 'c')
    const problems = linter.lint(renamed)
    expect(duplicates(problems)).toEqual([fnPath(3, 'function')])
    expect(problemsUnder(problems, fnPath(3))[0]!.message).toContain('first as function 3')
    expect(duplicates(linter.lint(renameFunction(renamed, 1, 'a')))).toEqual([
      fnPath(2, 'function'),
      fnPath(3, 'function'),
    ])
  })

  it('renumbers after a removal, and keeps the list frozen and shared while nothing changes', () => {
    const linter = createLinter()
    const doc = named('a', 'a', undefined, 'a')
    linter.lint(doc)
    const removed = removeFunction(doc, 0)
    const problems = linter.lint(removed)
    expect(problems).toEqual(createLinter().lint(removed))
    expect(Object.isFrozen(problems)).toBe(true)
    expect(linter.lint(removed)).toBe(problems)
    expect(linter.lint({ ...removed })).toBe(problems)
  })

  it('re-lints from scratch after a failed call', () => {
    const linter = createLinter()
    const doc = named('a', 'a', 'b')
    linter.lint(doc)
    // A node that fails when read: the call fails midway through its bookkeeping.
    const exploding = new Proxy(getFunctions(doc.root)[0] as JsonObject, {
      get(target, key, receiver) {
        if (key === 'entries') throw new Error('unreadable')
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    expect(() => linter.lint(setFunction(doc, 0, exploding))).toThrow('unreadable')
    for (const next of [doc, renameFunction(doc, 1, 'b'), renameFunction(doc, 2, 'a')])
      expect(linter.lint(next)).toEqual(fromScratch(next))
  })

  it('keeps problem paths right when the functions array moves in the document', () => {
    const linter = createLinter()
    const doc = named('a', 'a')
    linter.lint(doc)
    const main = doc.root.get('sections') as JsonObject
    const steps = main.get('main') as readonly unknown[]
    const swapped = withRoot(
      doc,
      updateIn(doc.root, ['sections', 'main'], () => [steps[1], steps[0]] as never) as JsonObject,
    )
    const problems = linter.lint(swapped)
    expect(problems).toEqual(fromScratch(swapped))
    expect(duplicates(problems)).toEqual([
      toPointer(['sections', 'main', 0, 'ai', 'SWAIG', 'functions', 1, 'function']),
    ])
  })
})
