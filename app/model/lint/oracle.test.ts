import fc from 'fast-check'
import { parse as parseYamlText } from 'yaml'
import { describe, expect, it } from 'vitest'
import { fromPlain, toPlain } from '../json/plain'
import { isObject, type JsonObject } from '../json/values'
import { getFunctions, type ScriptDoc } from '../script/document'
import { addFunction, setFunction, uniqueFunctionName } from '../script/edits'
import { parseScript, serializeScript } from '../script/io'
import { STARTER_SCRIPT } from '../script/starter'
import { corpusFiles, SKIP_MESSAGE } from '../testing/shared'
import { lintScript } from './linter'
import type { Problem } from './problems'
import { docOf, makeFunction, makePlainScript } from './testing/factories'
import { loadOracle, oracleErrors } from './testing/oracle'

const oracle = loadOracle()

const docOfText = (text: string): ScriptDoc => {
  const parsed = parseScript(text)
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.doc
}
const asJson = (doc: ScriptDoc): unknown => JSON.parse(serializeScript(doc, 'json'))
const hooked = (name: string) => (doc: ScriptDoc) =>
  addFunction(
    doc,
    fromPlain({
      function: name,
      description: `Runs at a call event (${name}).`,
      web_hook_url: 'https://example.com/hooks',
    }) as JsonObject,
  ).doc

/** The edits the forms make, as model edit functions. */
const STANDARD_EDITS: [string, (doc: ScriptDoc) => ScriptDoc][] = [
  ['no-op round trip', (doc) => doc],
  [
    'add a function with parameters',
    (doc) => {
      const added = addFunction(doc)
      return setFunction(
        added.doc,
        added.index,
        fromPlain({
          function: uniqueFunctionName(doc, 'check_order'),
          description: 'Check the status of an order.',
          parameters: {
            type: 'object',
            properties: { order_number: { type: 'string', description: 'The order number' } },
            required: ['order_number'],
          },
          web_hook_url: 'https://example.com/swaig',
        }),
      )
    },
  ],
  [
    'add fillers to a function',
    (doc) => {
      const fns = getFunctions(doc.root)
      let index = fns.findIndex((f) => isObject(f) && !f.has('fillers'))
      if (index < 0) ({ doc, index } = addFunction(doc, makeFunctionNode()))
      const fn = toPlain(getFunctions(doc.root)[index]!) as object
      return setFunction(
        doc,
        index,
        fromPlain({ ...fn, fillers: { 'en-US': ['One moment, please.'] } }),
      )
    },
  ],
  ['add the startup_hook', hooked('startup_hook')],
  ['add the hangup_hook', hooked('hangup_hook')],
]
const makeFunctionNode = () => fromPlain(makeFunction({ function: 'filler_target' })) as JsonObject
const errorsOf = (doc: ScriptDoc): string[] =>
  lintScript(doc)
    .filter((p: Problem) => p.severity === 'error')
    .map((p) => `${p.rule} ${p.path}`)

/** Checks one oracle-accepted document through every standard edit. */
function checkEdits(doc: ScriptDoc): void {
  const before = errorsOf(doc)
  for (const [name, edit] of STANDARD_EDITS) {
    const edited = edit(doc)
    expect(oracleErrors(oracle!, asJson(edited)), name).toEqual([])
    expect(errorsOf(edited), name).toEqual(before)
  }
}

describe.skipIf(!oracle)("SignalWire's published schema as oracle", () => {
  const accepted = [...corpusFiles('.json'), ...corpusFiles('.yaml')].filter((f) =>
    oracle!(f.name.endsWith('.json') ? JSON.parse(f.text) : parseYamlText(f.text)),
  )

  it('accepts at least one corpus script (santa), and the starter script', () => {
    expect(accepted.map((f) => f.name)).toContain('signalwire__digital_employees__santa.json')
    expect(oracle!(JSON.parse(STARTER_SCRIPT))).toBe(true)
  })

  it.each(accepted.map((f) => [f.name, f.text]))(
    '%s: round trip and edits stay accepted',
    (name, text) => {
      const doc = docOfText(text)
      if (name.endsWith('.yaml'))
        expect(oracleErrors(oracle!, parseYamlText(serializeScript(doc, 'yaml')))).toEqual([])
      checkEdits(doc)
    },
  )

  it('the starter script: round trip and edits stay accepted', () => {
    checkEdits(docOfText(STARTER_SCRIPT))
  })

  it('generated scripts it accepts: round trip and edits stay accepted, and our schema agrees', () => {
    fc.assert(
      fc.property(generatedScript, (plain) => {
        fc.pre(oracle!(plain))
        const doc = docOfText(JSON.stringify(plain, null, 2))
        checkEdits(doc)
        expect(lintScript(doc).filter((p) => p.rule === 'schema')).toEqual([])
      }),
      { numRuns: 60 },
    )
  })

  /** Where the spec, our schemas and lint knowingly differ from the oracle (README text). */
  it.each<[string, object, boolean, string[]]>([
    [
      'start_hook (spec name): a plain function to the oracle, a hook to us',
      { functions: [makeFunction({ function: 'start_hook' })] },
      true,
      ['reserved-name'],
    ],
    [
      'includes[].user / pass (spec)',
      {
        swaig: { includes: [{ url: 'https://e.example', functions: ['a'], user: 'u', pass: 'p' }] },
      },
      false,
      [],
    ],
    [
      'defaults.web_hook_auth_user / pass (spec)',
      {
        swaig: {
          defaults: {
            web_hook_url: 'https://e.example',
            web_hook_auth_user: 'u',
            web_hook_auth_pass: 'p',
          },
        },
      },
      false,
      [],
    ],
    [
      'purpose without description',
      { functions: [makeFunction({ description: undefined, purpose: 'Look up.' })] },
      false,
      ['deprecated-purpose'],
    ],
    [
      '"argument": "none"',
      { functions: [makeFunction({ argument: 'none' })] },
      false,
      ['deprecated-argument'],
    ],
    [
      'a filler map with two languages',
      { functions: [makeFunction({ fillers: { 'en-US': ['a'], default: ['b'] } })] },
      false,
      [],
    ],
    ['post_prompt without text', { ai: { post_prompt: {} } }, false, []],
    [
      'a whole-string template for a boolean',
      { functions: [makeFunction({ active: '${global_data.on}' })] },
      true,
      [],
    ],
    [
      'credentials before the scheme',
      { functions: [makeFunction({ web_hook_url: 'u:p@https://e.example' })] },
      true,
      ['credentials-in-url'],
    ],
    [
      'a malformed web_hook_url',
      { functions: [makeFunction({ web_hook_url: 'e.example/swaig' })] },
      true,
      ['invalid-url'],
    ],
    [
      'two functions with one name',
      { functions: [makeFunction(), makeFunction()] },
      true,
      ['duplicate-function-name'],
    ],
  ])('difference: %s', (_name, parts, oracleAccepts, rules) => {
    const plain = makePlainScript(parts)
    expect(oracle!(JSON.parse(JSON.stringify(plain)))).toBe(oracleAccepts)
    expect([...new Set(lintScript(docOf(plain)).map((p) => p.rule))]).toEqual(rules)
  })
})
if (!oracle) it('skips the oracle tests', () => console.warn(SKIP_MESSAGE))

const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/)
const text = fc.string({ minLength: 1, maxLength: 24 })
const parameters = fc
  .dictionary(
    word,
    fc.record({
      type: fc.constantFrom('string', 'integer', 'number', 'boolean'),
      description: text,
    }),
    { maxKeys: 3 },
  )
  .map((properties) => ({ type: 'object', properties }))
const generatedFunction = fc.record(
  {
    function: word,
    description: text,
    parameters,
    active: fc.constantFrom(true, false, '${global_data.on}'),
    skip_fillers: fc.boolean(),
    fillers: fc
      .constantFrom('en-US', 'default', 'es')
      .chain((code) =>
        fc.array(text, { minLength: 1, maxLength: 2 }).map((phrases) => ({ [code]: phrases })),
      ),
    web_hook_url: fc.constantFrom(
      'https://example.com/swaig',
      'user:pass@https://example.com/swaig',
    ),
    data_map: text.map((response) => ({ output: { response } })),
    wait_file_loops: fc.oneof(fc.nat(5), fc.constantFrom('2', '${global_data.loops}')),
  },
  { requiredKeys: ['function', 'description'] },
)
const generatedScript = fc
  .record({
    functions: fc.uniqueArray(generatedFunction, { selector: (f) => f.function, maxLength: 4 }),
    postPrompt: fc.boolean(),
    defaults: fc.boolean(),
  })
  .map(
    ({ functions, postPrompt, defaults }) =>
      JSON.parse(
        JSON.stringify(
          makePlainScript({
            functions,
            ai: { post_prompt: postPrompt ? { text: 'Summarize the call.' } : undefined },
            swaig: defaults ? { defaults: { web_hook_url: 'https://example.com/swaig' } } : {},
          }),
        ),
      ) as object,
  )
