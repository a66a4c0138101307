import { describe, expect, it } from 'vitest'
import { parseScript } from '../script/io'
import { dataMapFunction, scriptWith } from '../simulate/testing/factories'
import { simulateFunction } from '../simulate/simulate'
import { HAS_SHARED, readShared } from '../testing/shared'
import {
  caseFromRun,
  casesFileName,
  emptyCasesFile,
  serializeCases,
  type CasesFile,
  type TestCase,
} from './format'
import { checkExpectation, runCases, summarizeResults } from './run'
import { formatCasesProblem, parseCases, validateCases } from './validate'

const file = (cases: unknown[], extra: object = {}) => ({
  format: 'swaig-studio-tests',
  version: 1,
  cases,
  ...extra,
})
const aCase = (overrides: object = {}) => ({
  function: 'f',
  name: 'says hi',
  args: { city: 'Oslo' },
  expect: { response: 'Hi Oslo' },
  ...overrides,
})

describe('the sidecar format', () => {
  it.each([
    ['santa.json', 'santa.tests.json'],
    ['santa.YAML', 'santa.tests.json'],
    ['bot.yml', 'bot.tests.json'],
    ['notes', 'notes.tests.json'],
    ['.json', 'script.tests.json'],
  ])('%s → %s', (script, sidecar) => {
    expect(casesFileName(script)).toBe(sidecar)
  })

  it('writes 2-space JSON with a final newline, and reads it back', () => {
    const f: CasesFile = { ...emptyCasesFile(), cases: [aCase() as TestCase] }
    const text = serializeCases(f)
    expect(text.endsWith('}\n')).toBe(true)
    expect(parseCases(text)).toEqual({ ok: true, file: f })
  })

  it('accepts a full case, samples and a $schema', () => {
    const full = aCase({
      call: { caller_id_num: '+15555550100' },
      globalData: { a: 1 },
      metaData: {},
      replies: [
        { url: 'https://e.example', method: 'GET', status: 404, headers: { a: 'b' }, body: '{}' },
        { error: 'timeout' },
      ],
      expect: { outcome: 'output', response: 'x', responseContains: ['a', 'b'], actions: ['say'] },
    })
    expect(
      validateCases(file([full], { $schema: 'x', samples: { f: [{ body: { temp: 1 } }] } })).ok,
    ).toBe(true)
  })
})

describe('bad test files get located, plain messages', () => {
  it.each([
    [
      [1],
      'the file',
      'A test file is an object such as {"format": "swaig-studio-tests", "version": 1, "cases": []}, not a list',
    ],
    [
      { version: 1, cases: [] },
      'format',
      '"format" must be "swaig-studio-tests" (is this a SWAIG Studio test file?)',
    ],
    [
      file([], { version: '1' }),
      'version',
      '"version" must be a whole number from 1; this SWAIG Studio writes 1',
    ],
    [
      file([], { version: 2 }),
      'version',
      'This file was written by a newer SWAIG Studio (format version 2; this one reads up to 1); update SWAIG Studio to read it',
    ],
    [file([], { cases: {} }), 'cases', '"cases" must be a list, not an object'],
    [
      file([], { extra: 1 }),
      'extra',
      '"extra" is not a field of a test file (fields: $schema, format, version, cases, samples)',
    ],
    [file(['x']), 'cases[0]', 'A case must be an object, not text'],
    [
      file([aCase({ function: '' })]),
      'cases[0].function',
      '"function" (the name of the function to run) is empty',
    ],
    [file([aCase({ name: 3 })]), 'cases[0].name', '"name" must be text, not a number'],
    [file([aCase({ args: [] })]), 'cases[0].args', '"args" must be an object, not a list'],
    [
      file([aCase({ expected: {} })]),
      'cases[0].expected',
      '"expected" is not a field of a case (fields: function, name, args, call, globalData, metaData, replies, expect)',
    ],
    [
      file([aCase({ expect: undefined })]),
      'cases[0]',
      'The case has no "expect": say what must happen (outcome, response, responseContains or actions)',
    ],
    [
      file([aCase({ expect: {} })]),
      'cases[0].expect',
      '"expect" is empty: give at least one of outcome, response, responseContains, actions',
    ],
    [
      file([aCase({ expect: { outcome: 'ok' } })]),
      'cases[0].expect.outcome',
      '"outcome" must be one of output, fallback, error',
    ],
    [
      file([aCase({ expect: { actions: 'say' } })]),
      'cases[0].expect.actions',
      '"actions" must be a list of action kinds, such as ["say", "SWML"]',
    ],
    [
      file([aCase({ expect: { responseContains: [1] } })]),
      'cases[0].expect.responseContains',
      '"responseContains" must be text or a list of texts',
    ],
    [file([aCase({ replies: {} })]), 'cases[0].replies', 'replies must be a list, not an object'],
    [
      file([aCase({ replies: [{ status: 99 }] })]),
      'cases[0].replies[0].status',
      '"status" must be an HTTP status from 100 to 599',
    ],
    [
      file([aCase({ replies: [{ error: 'dns' }] })]),
      'cases[0].replies[0].error',
      '"error" must be "network" or "timeout"',
    ],
    [
      file([aCase({ replies: [{ headers: { a: 1 } }] })]),
      'cases[0].replies[0].headers.a',
      'header "a" must be text',
    ],
    [
      file([aCase(), aCase()]),
      'cases[1].name',
      'cases[0] of f is also named "says hi": give each case of a function its own name',
    ],
    [file([], { samples: { f: {} } }), 'samples.f', 'replies must be a list, not an object'],
  ])('%j', (value, where, message) => {
    const r = validateCases(value)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems).toContainEqual(expect.objectContaining({ where, message }))
  })

  it('gives the line and column of each problem in the text', () => {
    const text =
      '{\n  "format": "swaig-studio-tests",\n  "version": 1,\n  "cases": [\n    { "function": "f", "name": "n", "expect": { "outcome": "nope" } }\n  ]\n}\n'
    const r = parseCases(text)
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.problems.map(formatCasesProblem)).toEqual([
        'line 5, column 49: cases[0].expect.outcome: "outcome" must be one of output, fallback, error',
      ])
  })

  it('points at JSON syntax errors', () => {
    const r = parseCases('{\n  "cases": [,]\n}')
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.problems[0]).toMatchObject({
        line: 2,
        column: 13,
        message: expect.stringContaining('not valid JSON'),
      })
  })
})

describe('running cases', () => {
  const doc = scriptWith([
    dataMapFunction({
      expressions: [{ string: '${args.city}', pattern: '^$', output: { response: 'Which city?' } }],
      webhooks: [
        {
          url: 'https://w.example/${args.city}',
          method: 'GET',
          output: { response: 'Hi ${args.city}, ${temp}', action: [{ say: 'ok' }] },
        },
      ],
    }),
  ])

  it('passes and fails per expectation, in plain words', async () => {
    const results = await runCases(
      doc,
      file([
        aCase({
          replies: [{ body: { temp: 3 } }],
          expect: { response: 'Hi Oslo, 3', actions: ['say'], outcome: 'output' },
        }),
        aCase({ name: 'no reply', expect: { outcome: 'output' } }),
        aCase({
          name: 'contains',
          replies: [{ body: { temp: 3 } }],
          expect: { responseContains: ['Oslo', 'Paris'], actions: ['stop'] },
        }),
        aCase({ name: 'asks', args: { city: '' }, expect: { response: 'Which city?' } }),
      ]) as CasesFile,
    )
    expect(results.map((r) => [r.pass, r.failures])).toEqual([
      [true, []],
      [
        false,
        [
          'expected the outcome "output", got "error" (No expression matched, no webhook produced an output and there is no top-level output: the agent gets a generic error)',
        ],
      ],
      [
        false,
        [
          'expected the response to contain "Paris"; it is "Hi Oslo, 3"',
          'expected a "stop" action; the actions are say',
        ],
      ],
      [true, []],
    ])
    expect(summarizeResults(results)).toEqual([{ function: 'f', passed: 2, failed: 2 }])
  })

  it('an unknown function fails its case, saying so', async () => {
    const [r] = await runCases(doc, [aCase({ function: 'nope' }) as TestCase])
    expect(r?.failures).toEqual(['expected the response "Hi Oslo", got no response'])
    expect(r?.simulation.trace[0]).toMatchObject({
      message: 'The script has no function named "nope"',
    })
  })

  it('a case made from a run passes against that run', async () => {
    const input = { args: { city: 'Rome' }, replies: [{ body: { temp: 20 } }] }
    const sim = await simulateFunction(doc, 'f', input)
    const c = caseFromRun('f', 'Rome is warm', input, sim)
    expect(c).toEqual({
      function: 'f',
      name: 'Rome is warm',
      args: { city: 'Rome' },
      replies: [{ body: { temp: 20 } }],
      expect: { outcome: 'output', response: 'Hi Rome, 20', actions: ['say'] },
    })
    expect(checkExpectation(sim, c.expect)).toEqual([])
    expect(validateCases(file([c])).ok).toBe(true)
  })
})

describe.skipIf(!HAS_SHARED)('santa’s cases', () => {
  it('present_lookup with three of five products', async () => {
    const r = parseScript(readShared('corpus/signalwire__digital_employees__santa.json'))
    if (!r.ok) throw new Error(r.error.message)
    const products = Array.from({ length: 5 }, (_, i) => ({
      product_title: `G${i}`,
      product_url: 'u',
      product_photo: 'p',
    }))
    const [result] = await runCases(r.doc, [
      {
        function: 'present_lookup',
        name: 'keeps three',
        args: { query: 'kite' },
        replies: [{ body: { data: { products } } }],
        expect: { outcome: 'output', actions: ['toggle_functions', 'set_global_data'] },
      },
    ])
    expect(result?.pass).toBe(true)
  })
})
