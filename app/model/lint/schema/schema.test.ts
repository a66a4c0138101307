import { describe, expect, it } from 'vitest'
import { lintScript } from '../linter'
import type { Problem } from '../problems'
import {
  docOf,
  fnPath,
  makeFunction as fn,
  makePlainScript,
  makeScript,
  type ScriptParts,
} from '../testing/factories'
import { validateDocument } from './validate'

const AI = '/sections/main/1/ai'
const schemaOf = (doc: ReturnType<typeof makeScript>): Problem[] =>
  lintScript(doc).filter((p) => p.rule === 'schema' || p.rule === 'stringly-typed')
const one = (parts: ScriptParts) => schemaOf(makeScript(parts))

describe('ajv errors become messages for a person', () => {
  it.each<[string, ScriptParts, string, string]>([
    [
      'a webhook without url',
      { functions: [fn({ data_map: { webhooks: [{ method: 'GET' }] } })] },
      fnPath(0, 'data_map', 'webhooks', 0),
      'Function "lookup_order": data_map.webhooks[0] has no url — add the address to call',
    ],
    [
      'an unknown method',
      {
        functions: [
          fn({ data_map: { webhooks: [{ url: 'https://a.example', method: 'PATCH' }] } }),
        ],
      },
      fnPath(0, 'data_map', 'webhooks', 0, 'method'),
      'Function "lookup_order": data_map.webhooks[0].method is the text "PATCH" — use one of "GET", "POST", "PUT", "DELETE"',
    ],
    [
      'an empty data_map',
      { functions: [fn({ data_map: {} })] },
      fnPath(0, 'data_map'),
      'Function "lookup_order": data_map is empty — add expressions, webhooks or an output, or remove the data_map',
    ],
    [
      'a transfer object without dest (the branch that fits the value)',
      {
        functions: [
          fn({
            data_map: { output: { response: 'x', action: [{ transfer: { summarize: true } }] } },
          }),
        ],
      },
      fnPath(0, 'data_map', 'output', 'action', 0, 'transfer'),
      'Function "lookup_order": data_map.output.action[0].transfer has no dest — add where the call goes',
    ],
    [
      'hold as a boolean (no branch fits)',
      { functions: [fn({ data_map: { output: { response: 'x', action: [{ hold: true }] } } })] },
      fnPath(0, 'data_map', 'output', 'action', 0, 'hold'),
      'Function "lookup_order": data_map.output.action[0].hold must be a whole number or an object, not true',
    ],
    [
      'an ai step without prompt',
      { ai: { prompt: undefined } },
      AI,
      "The AI step has no prompt — add the agent's instructions (prompt.text)",
    ],
    [
      'a function that is not an object',
      { functions: [fn(), 'lookup_order'] },
      fnPath(1),
      'Function 2 (no name) must be an object, not the text "lookup_order"',
    ],
    [
      'a filler that is not a list',
      { functions: [fn({ fillers: { default: 'One moment' } })] },
      fnPath(0, 'fillers', 'default'),
      'Function "lookup_order": fillers.default must be a list, not the text "One moment"',
    ],
  ])('%s', (_name, parts, path, message) => {
    expect(one(parts)).toEqual([{ path, severity: 'error', rule: 'schema', message }])
  })

  it('a step with two keys', () => {
    const plain = makePlainScript()
    ;(plain.sections as { main: object[] }).main.push({ answer: {}, hangup: {} })
    expect(schemaOf(docOf(plain))).toEqual([
      {
        path: '/sections/main/2',
        severity: 'error',
        rule: 'schema',
        message:
          'sections.main[2] has 2 keys (answer, hangup) but a step does one thing — split it into one step per key',
      },
    ])
  })
})

describe('what lint reports better is not reported twice', () => {
  it.each<[string, ScriptParts, string]>([
    ['no description', { functions: [fn({ description: undefined })] }, 'missing-description'],
    ['no name', { functions: [fn({ function: undefined })] }, 'missing-name'],
    ['an empty name', { functions: [fn({ function: '' })] }, 'missing-name'],
    [
      'parameters of type string',
      { functions: [fn({ parameters: { type: 'string', properties: {} } })] },
      'parameters-type-not-object',
    ],
    [
      'parameters without type',
      { functions: [fn({ parameters: { properties: {} } })] },
      'parameters-type-not-object',
    ],
    [
      'parameters as text',
      { functions: [fn({ parameters: 'none' })] },
      'parameters-type-not-object',
    ],
    [
      'an unknown parameter type',
      { functions: [fn({ parameters: { type: 'object', properties: { a: { type: 'text' } } } })] },
      'unknown-parameter-type',
    ],
    [
      'wait_file_loops as a boolean',
      { functions: [fn({ wait_file_loops: true, wait_file: 'https://e.example/a.mp3' })] },
      'wait-file-loops',
    ],
    [
      'argument "none"',
      { functions: [fn({ parameters: undefined, argument: 'none' })] },
      'deprecated-argument',
    ],
  ])('%s: only %s', (_name, parts, rule) => {
    const problems = lintScript(makeScript(parts))
    expect(problems.map((p) => p.rule)).toEqual([rule])
  })

  it('never reports the if/else of the description rule', () => {
    const problems = lintScript(makeScript({ functions: [{ function: 'f' }] }))
    expect(problems.filter((p) => p.rule === 'schema')).toEqual([])
  })
})

describe('loosely typed values', () => {
  it.each<[string, unknown, string]>([
    ['"true"', 'true', 'true'],
    ['" False "', ' False ', 'false'],
  ])('a boolean written as %s is stringly-typed, fixed to %s', (_n, value, literal) => {
    const [p] = one({ functions: [fn({ skip_fillers: value })] })
    expect(p).toMatchObject({
      path: fnPath(0, 'skip_fillers'),
      severity: 'warning',
      rule: 'stringly-typed',
      fix: { kind: 'write-as', literal },
    })
    expect(p?.message).toContain('where true or false is expected — the platform accepts it')
  })

  it('digits where a number is expected are stringly-typed', () => {
    expect(one({ ai: { params: { attention_timeout: '010000' } } })).toMatchObject([
      { rule: 'stringly-typed', fix: { literal: '10000' } },
    ])
  })

  it('a whole-string template where a boolean or number is expected is no problem', () => {
    const parts = {
      functions: [fn({ active: '${global_data.on}', wait_for_fillers: '%{meta_data.wait}' })],
      ai: { params: { end_of_speech_timeout: '${global_data.eos}' } },
    }
    expect(one(parts)).toEqual([])
  })

  it('0 or 1 where a boolean is expected is a schema warning with a fix', () => {
    expect(one({ ai: { pronounce: [{ replace: 'AI', with: 'A I', ignore_case: 0 }] } })).toEqual([
      {
        path: `${AI}/pronounce/0/ignore_case`,
        severity: 'warning',
        rule: 'schema',
        message:
          'ai.pronounce[0].ignore_case is the number 0 where true or false is expected — write it as false',
        fix: { kind: 'write-as', literal: 'false', label: 'Write as false' },
      },
    ])
  })

  it('other text where a boolean is expected is a schema error', () => {
    expect(one({ functions: [fn({ active: 'yes' })] })).toMatchObject([
      {
        rule: 'schema',
        severity: 'error',
        message: 'Function "lookup_order": active must be true or false, not the text "yes"',
      },
    ])
  })
})

describe('incremental validation adds up to whole-document validation', () => {
  it.each<[string, ScriptParts]>([
    ['a clean script', {}],
    [
      'function errors',
      {
        functions: [
          fn({ active: 'false', data_map: {} }),
          'x',
          fn({ function: 'b', fillers: { a: 1 } }),
        ],
      },
    ],
    [
      'errors everywhere',
      {
        ai: { prompt: undefined, params: { verbose_logs: 'true' } },
        swaig: { includes: [{ functions: [] }] },
        functions: [fn({ data_map: { webhooks: [{}] } })],
      },
    ],
    ['functions that are not a list', { functions: { a: 1 } as unknown as unknown[] }],
  ])('%s', (_name, parts) => {
    const doc = makeScript(parts)
    expect(schemaOf(doc)).toEqual(validateDocument(doc))
  })
})
