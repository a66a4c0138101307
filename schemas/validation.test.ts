import { describe, expect, it } from 'vitest'
import { type JsonObject, errorsOf, validateFunction, validateScript } from './testSupport'

describe('function schema', () => {
  const fn = (overrides: JsonObject = {}): JsonObject => ({
    function: 'get_weather',
    description: 'Get the weather for a city.',
    ...overrides,
  })
  const keywords = (data: unknown) => errorsOf(validateFunction, data).map((e) => e.keyword)

  it.each<[string, JsonObject]>([
    ['the minimum', fn()],
    ['purpose instead of description', { function: 'legacy', purpose: 'Old style.' }],
    [
      'every documented field',
      fn({
        active: false,
        parameters: {
          type: 'object',
          properties: {
            city: { type: 'string', description: 'City', enum: ['Paris', 'Rome'] },
            days: { type: 'array', items: { type: 'integer' } },
            when: { type: 'object', properties: { at: { type: 'string' } }, required: ['at'] },
          },
          required: ['city'],
        },
        fillers: { 'en-US': ['One moment'], default: ['Hold on'], auto: ['Wait'] },
        skip_fillers: true,
        wait_for_fillers: true,
        meta_data: { key: 'value', nested: { a: 1 } },
        meta_data_token: 'shared',
        wait_file: 'https://example.com/hold.mp3',
        wait_file_loops: 3,
        web_hook_url: 'user:pass@https://example.com/swaig',
        data_map: {
          expressions: [
            { string: '${args.city}', pattern: '(?i)paris', output: { response: 'Sunny' } },
          ],
          webhooks: [
            {
              url: 'https://api.example.com/${enc:args.city}',
              method: 'GET',
              headers: { 'X-Key': 'k' },
              params: { q: '${args.city}', nested: { a: 1 } },
              input_args_as_params: true,
              require_args: ['city'],
              error_keys: 'error',
              foreach: {
                input_key: 'data.items',
                output_key: 'list',
                append: '${this.name} ',
                max: 3,
              },
              expressions: [{ string: '${list}', pattern: '.+', output: { response: '${list}' } }],
              output: { response: { tool_result: 'ok' }, action: [], post_process: true },
            },
          ],
          output: {
            response: 'Done',
            action: [
              { say: 'Hi' },
              { SWML: { sections: { main: [{ hangup: {} }] } }, transfer: true },
              { transfer: true },
              { stop: true },
              { hangup: true },
              { hold: 120 },
              { hold: { timeout: 60 } },
              { toggle_functions: [{ function: ['a', 'b'], active: true }] },
              { set_global_data: { a: 1 } },
              { unset_global_data: 'a' },
              { set_meta_data: { a: 1 } },
              { unset_meta_data: { a: 1 } },
              { playback_bg: { file: 'https://example.com/a.mp3', wait: true } },
              { stop_playback_bg: true },
              { user_input: 'hello' },
              { context_switch: { system_prompt: 'New role', consolidate: true } },
              { change_context: 'billing' },
              { back_to_back_functions: true },
              { some_future_action: { anything: 1 } },
            ],
          },
        },
        some_unknown_key: 'kept',
      }),
    ],
    ['wait_file_loops as text', fn({ wait_file_loops: '${global_data.loops}' })],
    ['a reserved hook', { function: 'summarize_conversation', description: 'Summary.' }],
  ])('accepts %s', (_name, data) => {
    expect(errorsOf(validateFunction, data)).toEqual([])
  })

  it.each<[string, JsonObject, string[]]>([
    ['no name', { description: 'x' }, ['required']],
    ['an empty name', fn({ function: '' }), ['minLength']],
    ['neither description nor purpose', { function: 'f' }, ['required', 'if']],
    [
      'parameters of the wrong type',
      fn({ parameters: { type: 'string', properties: {} } }),
      ['const'],
    ],
    ['parameters without properties', fn({ parameters: { type: 'object' } }), ['required']],
    ['an empty data_map', fn({ data_map: {} }), ['minProperties']],
    ['a webhook without url', fn({ data_map: { webhooks: [{ method: 'GET' }] } }), ['required']],
    [
      'an unknown method',
      fn({ data_map: { webhooks: [{ url: 'u', method: 'PATCH' }] } }),
      ['enum'],
    ],
    [
      'an expression without output',
      fn({ data_map: { expressions: [{ string: 's', pattern: 'p' }] } }),
      ['required'],
    ],
    [
      'foreach without append',
      fn({ data_map: { webhooks: [{ url: 'u', foreach: { input_key: 'a', output_key: 'b' } }] } }),
      ['required'],
    ],
    [
      'an empty action',
      fn({ data_map: { output: { response: 'r', action: [{}] } } }),
      ['minProperties'],
    ],
    ['a filler that is not a list', fn({ fillers: { 'en-US': 'one moment' } }), ['type']],
    ['a boolean wait_file_loops', fn({ wait_file_loops: true }), ['type', 'type', 'anyOf']],
    ['active written as a string', fn({ active: 'false' }), ['type']],
  ])('rejects %s', (_name, data, expected) => {
    expect(keywords(data)).toEqual(expected)
  })
})

describe('script schema', () => {
  const doc = (ai: JsonObject, otherSections: JsonObject = {}): JsonObject => ({
    version: '1.0.0',
    sections: { main: [{ answer: {} }, { ai }], ...otherSections },
  })

  it('accepts a complete script with open keys', () => {
    const data = doc(
      {
        prompt: {
          text: 'You are helpful.',
          temperature: 0.5,
          contexts: { default: { steps: [] } },
        },
        post_prompt: { text: 'Summarize.' },
        post_prompt_url: 'https://example.com/summary',
        SWAIG: {
          functions: [{ function: 'f', description: 'd' }],
          includes: [{ url: 'https://example.com/swaig', functions: ['a'], user: 'u', pass: 'p' }],
          defaults: {
            web_hook_url: 'https://example.com',
            web_hook_auth_user: 'u',
            web_hook_auth_pass: 'p',
          },
          native_functions: ['check_time', 'some_new_native'],
          internal_fillers: {
            check_time: { 'en-US': ['Checking'] },
            brand_new: { default: ['Hm'] },
          },
          future_key: true,
        },
        languages: [
          {
            name: 'English',
            code: 'en-US',
            voice: 'alloy',
            speech_fillers: ['um'],
            function_fillers: ['one sec'],
          },
        ],
        params: { local_tz: 'America/Chicago', swaig_allow_swml: true, some_knob: 'x' },
        global_data: { a: 1 },
        hints: ['SignalWire', { hint: 'x', pattern: 'y', replace: 'z' }],
        pronounce: [{ replace: 'AI', with: 'A-Eye', ignore_case: false }],
        unknown_ai_key: 1,
      },
      {
        transfer_target: [
          { ai: { prompt: { pom: [{ title: 'Role', body: 'x' }] } } },
          { hangup: {} },
        ],
      },
    )
    expect(errorsOf(validateScript, data)).toEqual([])
  })

  it.each<[string, JsonObject, string[]]>([
    ['no sections', { version: '1.0.0' }, ['required']],
    ['no main section', { sections: { other: [] } }, ['required']],
    [
      'a step with two keys',
      { sections: { main: [{ answer: {}, hangup: {} }] } },
      ['maxProperties'],
    ],
    ['an ai step without prompt', { sections: { main: [{ ai: {} }] } }, ['required']],
    [
      'an include without url',
      { sections: { main: [{ ai: { prompt: {}, SWAIG: { includes: [{ functions: [] }] } } }] } },
      ['required'],
    ],
  ])('rejects %s', (_name, data, expected) => {
    expect(errorsOf(validateScript, data).map((e) => e.keyword)).toEqual(expected)
  })
})
