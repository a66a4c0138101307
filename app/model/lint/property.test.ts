import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { setFunction } from '../script/edits'
import { fromPlain } from '../json/plain'
import { applyFixes } from './fixes'
import { createLinter, lintScript } from './linter'
import { validateDocument } from './schema/validate'
import { makeScript, resolves } from './testing/factories'

/** Keys and values lint looks at, mixed with arbitrary ones, so that rules' branches are hit. */
const KEYS = [
  'function',
  'description',
  'purpose',
  'parameters',
  'argument',
  'data_map',
  'web_hook_url',
  'wait_file',
  'wait_file_loops',
  'fillers',
  'active',
  'skip_fillers',
  'type',
  'properties',
  'required',
  'items',
  'oneOf',
  'webhooks',
  'expressions',
  'url',
  'output',
  'response',
  'action',
  'require_args',
  'hold',
  'transfer',
  'default',
]
const LEAVES = [
  '${args.x}',
  '%{input.args.y}',
  'true',
  '12',
  'none',
  'object',
  'text',
  'http://u:p@x.example',
  'u:p@https://x.example/${args.z}',
  'start_hook',
  'summarize_conversation',
]
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 6 }))
const leaf = fc.oneof(
  fc.constantFrom(...LEAVES),
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -3, max: 3 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
)
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
}))
const fnObject = fc.dictionary(key, value, { maxKeys: 8 })
const functions = fc.array(
  fc.oneof({ weight: 5, arbitrary: fnObject }, { weight: 1, arbitrary: value }),
  {
    maxLength: 4,
  },
)
const aiExtra = fc.dictionary(
  fc.constantFrom('languages', 'post_prompt', 'post_prompt_url', 'params', 'SWAIG'),
  value,
  { maxKeys: 3 },
)

describe('lint on arbitrary JSON placed as functions', () => {
  it('never throws, and every path resolves', () => {
    fc.assert(
      fc.property(functions, aiExtra, (fns, ai) => {
        const doc = makeScript({ functions: fns, ai })
        for (const p of lintScript(doc)) expect(resolves(doc, p.path), p.path).toBe(true)
      }),
    )
  })

  it('gives the same problems incrementally as from scratch, and the same schema problems as a whole-document check', () => {
    fc.assert(
      fc.property(functions, fnObject, (fns, edit) => {
        const linter = createLinter()
        const doc = makeScript({ functions: [...fns, {}] })
        linter.lint(doc)
        const next = setFunction(doc, fns.length, fromPlain(edit))
        const problems = linter.lint(next)
        expect(problems).toEqual(createLinter().lint(next))
        const schema = problems.filter((p) => p.rule === 'schema' || p.rule === 'stringly-typed')
        expect(schema).toEqual(validateDocument(next))
      }),
    )
  })

  it('applies every offered fix without throwing, and fixed problems go away', () => {
    fc.assert(
      fc.property(functions, (fns) => {
        const doc = makeScript({ functions: fns })
        const fixed = applyFixes(doc, lintScript(doc))
        expect(lintScript(fixed).filter((p) => p.rule === 'stringly-typed')).toEqual([])
      }),
    )
  })
})
