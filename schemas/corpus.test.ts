import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ErrorObject } from 'ajv'
import Ajv2020 from 'ajv/dist/2020'
import { parse as parseYaml } from 'yaml'
import { describe, expect, it } from 'vitest'
import { errorsOf, isObject, validateFunction, validateScript } from './testSupport'

// Real scripts (../shared/corpus, read at test time, never copied) must be described by the
// schemas, apart from the type deviations documented in swaig-fields.md §10.

const CORPUS_DIR = fileURLToPath(new URL('../../shared/corpus/', import.meta.url))
const REFERENCE_SCHEMA = fileURLToPath(
  new URL('../../shared/reference/swml-schema.signalwire-agents.json', import.meta.url),
)
const corpusExists = existsSync(CORPUS_DIR)
if (!corpusExists) console.warn(`Corpus folder ${CORPUS_DIR} is absent: corpus tests skipped.`)

type Deviation = 'string-for-boolean-or-number' | 'number-for-boolean' | 'argument-none'

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined,
      data,
    )
}

/** Names the documented deviation behind a schema error, or undefined if it is unexpected. */
function deviationOf(error: ErrorObject, data: unknown): Deviation | undefined {
  if (error.keyword !== 'type') return undefined
  const expected = String(error.params.type)
  const value = valueAt(data, error.instancePath)
  if (error.instancePath.endsWith('/argument') && value === 'none') return 'argument-none'
  if (['boolean', 'integer', 'number'].includes(expected) && typeof value === 'string')
    return 'string-for-boolean-or-number'
  if (expected === 'boolean' && typeof value === 'number') return 'number-for-boolean'
  return undefined
}

const report = (errors: ErrorObject[], data: unknown) =>
  errors.map((error) => ({
    path: error.instancePath,
    deviation: deviationOf(error, data) ?? error.message,
  }))

describe('deviation classification', () => {
  const kinds = (fn: object) => errorsOf(validateFunction, fn).map((e) => deviationOf(e, fn))
  const base = { function: 'f', description: 'd' }

  it.each<[string, object, (Deviation | undefined)[]]>([
    ['a boolean as a string', { ...base, active: 'false' }, ['string-for-boolean-or-number']],
    [
      'a template for a boolean',
      { ...base, skip_fillers: '${x}' },
      ['string-for-boolean-or-number'],
    ],
    ['a number for a boolean', { ...base, wait_for_fillers: 1 }, ['number-for-boolean']],
    ['argument "none"', { function: 'f', purpose: 'p', argument: 'none' }, ['argument-none']],
    ['anything else', { ...base, wait_file_loops: true }, [undefined, undefined, undefined]],
  ])('%s', (_name, fn, expected) => {
    expect(kinds(fn)).toEqual(expected)
  })
})

const corpus: [string, unknown][] = corpusExists
  ? readdirSync(CORPUS_DIR)
      .filter((file) => /\.(json|ya?ml)$/.test(file))
      .sort()
      .map((file): [string, unknown] => {
        const text = readFileSync(`${CORPUS_DIR}${file}`, 'utf8')
        return [file, file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)]
      })
  : []

const s4b = 'string-for-boolean-or-number'
/** The deviations each real script shows: all documented in swaig-fields.md §10. */
const EXPECTED: Record<string, { path: string; deviation: string }[]> = {
  'signalwire__digital_employees__ai_calendar_perl.json': [
    { path: '/sections/main/2/ai/SWAIG/functions/1/argument', deviation: 'argument-none' },
    { path: '/sections/main/2/ai/params/swaig_allow_swml', deviation: s4b },
    { path: '/sections/main/2/ai/params/swaig_allow_settings', deviation: s4b },
  ],
  'signalwire__digital_employees__bartender.json': [
    { path: '/sections/main/2/ai/params/verbose_logs', deviation: s4b },
  ],
  'signalwire__digital_employees__dr_bob_confirm.json': [
    { path: '/sections/main/2/ai/params/verbose_logs', deviation: s4b },
  ],
  'signalwire__digital_employees__moviebot.json': [
    { path: '/sections/main/2/ai/params/debug_webhook_level', deviation: s4b },
    { path: '/sections/main/2/ai/params/enable_accounting', deviation: s4b },
  ],
  'signalwire__digital_employees__openweather_assistant.json': [
    { path: '/sections/main/2/ai/params/verbose_logs', deviation: s4b },
    { path: '/sections/main/2/ai/pronounce/0/ignore_case', deviation: 'number-for-boolean' },
  ],
  'signalwire__digital_employees__santa.json': [],
  'signalwire__digital_employees__santa.yaml': [],
  'signalwire__digital_employees__sigmond.json': [
    { path: '/sections/main/0/ai/params/end_of_speech_timeout', deviation: s4b },
    { path: '/sections/main/0/ai/params/attention_timeout', deviation: s4b },
    { path: '/sections/main/0/ai/params/debug_webhook_level', deviation: s4b },
    { path: '/sections/main/0/ai/params/enable_vision', deviation: s4b },
    { path: '/sections/main/0/ai/params/initial_sleep_ms', deviation: s4b },
  ],
}

describe.skipIf(!corpusExists)('real scripts (../shared/corpus)', () => {
  it.each(corpus)('%s fails only on documented deviations', (file, data) => {
    const found = report(errorsOf(validateScript, data), data)
    const sorted = (list: { path: string }[]) =>
      [...list].sort((a, b) => a.path.localeCompare(b.path))
    expect(sorted(found)).toEqual(sorted(EXPECTED[file] ?? []))
  })

  it.each(corpus)(
    '%s: every function fits the function form but for documented deviations',
    (_file, data) => {
      const sections = (data as { sections: Record<string, unknown[]> }).sections
      const functions = Object.values(sections)
        .flat()
        .flatMap((step) => {
          const swaig = (step as { ai?: { SWAIG?: { functions?: unknown[] } } }).ai?.SWAIG
          return swaig?.functions ?? []
        })
      for (const fn of functions) {
        const unexpected = errorsOf(validateFunction, fn).filter((e) => !deviationOf(e, fn))
        expect(unexpected).toEqual([])
      }
    },
  )
})

// SignalWire's own schema is stricter: whatever it accepts, ours must accept too.
describe.skipIf(!existsSync(REFERENCE_SCHEMA))('agreement with the SignalWire schema', () => {
  const oracle = new Ajv2020({ strict: false, validateFormats: false, allErrors: true }).compile(
    JSON.parse(readFileSync(REFERENCE_SCHEMA, 'utf8')),
  )
  const accepted = {
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: { text: 'You are helpful.', temperature: 0.4, top_p: 0.9 },
            post_prompt: { text: 'Summarize.', max_tokens: 200 },
            post_prompt_url: 'https://example.com/summary',
            params: {
              local_tz: 'America/Chicago',
              swaig_allow_swml: true,
              end_of_speech_timeout: 800,
            },
            languages: [
              {
                name: 'English',
                code: 'en-US',
                voice: 'openai.alloy',
                speech_fillers: ['um'],
                function_fillers: ['one moment'],
              },
            ],
            hints: ['SignalWire'],
            pronounce: [{ replace: 'AI', with: 'A-Eye', ignore_case: false }],
            global_data: { tier: 'gold' },
            SWAIG: {
              defaults: { web_hook_url: 'https://example.com/swaig' },
              includes: [
                { url: 'https://example.com/remote', functions: ['lookup'], meta_data: { a: 1 } },
              ],
              native_functions: ['check_time', 'wait_seconds'],
              internal_fillers: { check_time: { 'en-US': ['Checking the time'] } },
              functions: [
                {
                  function: 'startup_hook',
                  description: 'Runs when the call starts.',
                  web_hook_url: 'https://example.com/hooks',
                },
                {
                  function: 'get_weather',
                  description: 'Get the weather.',
                  active: true,
                  parameters: {
                    type: 'object',
                    properties: { city: { type: 'string', description: 'City' } },
                    required: ['city'],
                  },
                  meta_data_token: 'weather',
                  meta_data: { units: 'metric' },
                  data_map: {
                    webhooks: [
                      {
                        url: 'https://api.example.com/weather?q=${enc:args.city}',
                        method: 'GET',
                        error_keys: ['error'],
                        foreach: {
                          input_key: 'list',
                          output_key: 'out',
                          append: '${this.t} ',
                          max: 2,
                        },
                        output: {
                          response: 'It is ${main.temp}',
                          action: [
                            { say: 'Here it is.' },
                            { toggle_functions: [{ function: 'f', active: false }] },
                            { set_global_data: { a: 1 } },
                            { unset_meta_data: 'a' },
                            { playback_bg: { file: 'https://example.com/a.mp3', wait: false } },
                            { hold: 60 },
                            { context_switch: { system_prompt: 'x', user_prompt: 'y' } },
                            { SWML: { version: '1.0.0', sections: { main: [{ hangup: {} }] } } },
                            { stop: true },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        },
      ],
    },
  }

  it('accepts a script that the SignalWire schema accepts', () => {
    expect(oracle(accepted)).toBe(true)
    expect(errorsOf(validateScript, accepted)).toEqual([])
  })

  it.skipIf(!corpusExists).each(corpus)(
    '%s: accepted by SignalWire implies accepted by us',
    (_file, data) => {
      if (oracle(data)) expect(errorsOf(validateScript, data)).toEqual([])
    },
  )
})
