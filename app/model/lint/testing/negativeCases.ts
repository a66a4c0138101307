import type { RuleId } from '../problems'
import { makeFunction as fn, type ScriptParts } from './factories'
import { webhook, dataMap, english } from './ruleHelpers'

/** Per rule, scripts it must leave alone (`rules.test.ts`). */

/** [rule, case, script parts]: nothing reported. */
export const NEGATIVE: [RuleId, string, ScriptParts][] = [
  ['duplicate-function-name', 'distinct names', { functions: [fn(), fn({ function: 'other' })] }],
  ['missing-name', 'a name', { functions: [fn()] }],
  [
    'missing-description',
    'purpose only (deprecated, but a description)',
    { functions: [fn({ description: undefined, purpose: 'Look up.' })] },
  ],
  [
    'reserved-name',
    'a plain hook',
    { functions: [fn({ function: 'stop_hook', parameters: undefined })] },
  ],
  [
    'reserved-name',
    'a hook with empty properties',
    {
      functions: [fn({ function: 'startup_hook', parameters: { type: 'object', properties: {} } })],
    },
  ],
  [
    'summarize-without-post-prompt',
    'a post_prompt with text',
    { functions: [fn({ function: 'summarize_conversation', parameters: undefined })] },
  ],
  [
    'summarize-without-post-prompt',
    'a post_prompt with pom',
    {
      functions: [fn({ function: 'summarize_conversation', parameters: undefined })],
      ai: { post_prompt: { pom: [{ title: 'Summary', body: 'x' }] } },
    },
  ],
  ['parameters-type-not-object', 'type object', { functions: [fn()] }],
  ['parameters-type-not-object', 'argument "none"', { functions: [fn({ argument: 'none' })] }],
  ['required-not-in-properties', 'every required name declared', { functions: [fn()] }],
  [
    'unknown-parameter-type',
    'every type known, and a property without type',
    {
      functions: [
        fn({
          parameters: {
            type: 'object',
            properties: {
              a: { type: 'null' },
              b: { oneOf: [{ type: 'string' }] },
              c: { description: 'x' },
            },
          },
        }),
      ],
    },
  ],
  [
    'undeclared-arg-reference',
    'declared arguments, other templates',
    {
      functions: [
        fn({
          data_map: webhook('https://a.example/${enc:args.order_number}', {
            require_args: 'order_number',
            output: { response: '${meta_data.x} ${global_data.y} ${main.temp}' },
          }),
        }),
      ],
    },
  ],
  [
    'undeclared-arg-reference',
    'legacy argument properties',
    {
      functions: [
        fn({
          parameters: undefined,
          argument: { type: 'object', properties: { q: { type: 'string' } } },
          data_map: dataMap('%{input.args.q}'),
        }),
      ],
    },
  ],
  [
    'pattern-unsupported',
    'PCRE-style patterns JavaScript runs once translated: (?i), /…/i, \\A, POSIX classes',
    {
      functions: [
        fn({
          data_map: {
            expressions: [
              { string: 'x', pattern: '(?i)star\\s*wars', output: { response: 'a' } },
              { string: 'x', pattern: '/start/i', output: { response: 'b' } },
              { string: 'x', pattern: '\\A[[:digit:]]+\\z', output: { response: 'c' } },
            ],
          },
        }),
      ],
    },
  ],
  [
    'response-prefix',
    'reply keys at the top level; ${response.x} outside a webhook',
    {
      functions: [
        fn({
          data_map: {
            ...webhook('https://a.example/${response.x}', { output: { response: '${main.temp}' } }),
            output: { response: '${response.x}' },
          },
        }),
      ],
    },
  ],
  [
    'no-handler',
    'a data_map',
    { functions: [fn({ web_hook_url: undefined, data_map: dataMap('x') })] },
  ],
  [
    'no-handler',
    'a default URL',
    {
      functions: [fn({ web_hook_url: undefined })],
      swaig: { defaults: { web_hook_url: 'https://example.com' } },
    },
  ],
  [
    'no-handler',
    'served by an include',
    {
      functions: [fn({ web_hook_url: undefined })],
      swaig: { includes: [{ url: 'https://example.com', functions: ['lookup_order'] }] },
    },
  ],
  ['deprecated-purpose', 'description only', { functions: [fn()] }],
  ['deprecated-argument', 'parameters only', { functions: [fn()] }],
  [
    'invalid-url',
    'templates, credentials first, a whole template',
    {
      ai: { post_prompt_url: '${global_data.summary_url}' },
      functions: [
        fn({
          web_hook_url: 'me:pw@https://${global_data.host}/swaig?x=%{args.order_number}',
          wait_file: 'https://example.com/a.mp3',
          data_map: webhook('${global_data.base}/lookup'),
        }),
      ],
    },
  ],
  ['insecure-url', 'https', { functions: [fn({ web_hook_url: 'https://example.com' })] }],
  [
    'credentials-in-url',
    'templated credentials',
    {
      functions: [
        fn({ web_hook_url: '${global_data.user}:${global_data.pass}@https://example.com' }),
      ],
    },
  ],
  [
    'wait-file-loops',
    'an integer, digits, a template',
    {
      functions: [
        fn({ wait_file: 'https://e.example/a.mp3', wait_file_loops: 3 }),
        fn({ function: 'b', wait_file: 'https://e.example/a.mp3', wait_file_loops: '3' }),
        fn({
          function: 'c',
          wait_file: 'https://e.example/a.mp3',
          wait_file_loops: '${global_data.n}',
        }),
      ],
    },
  ],
  [
    'wait-file-loops-without-file',
    'with a wait_file',
    { functions: [fn({ wait_file: 'https://example.com/a.mp3', wait_file_loops: 2 })] },
  ],
  [
    'filler-language-unused',
    'used, special keys, or no languages list',
    {
      ai: { languages: [english] },
      functions: [
        fn({ fillers: { 'en-US': ['One moment'], default: ['x'], auto: ['y'], multi: ['z'] } }),
        fn({ function: 'b' }),
      ],
    },
  ],
  [
    'filler-language-unused',
    'no ai.languages',
    { functions: [fn({ fillers: { 'fr-FR': ['Un instant'] } })] },
  ],
  [
    'include-empty-functions',
    'names listed',
    { swaig: { includes: [{ url: 'https://example.com', functions: ['a'] }] } },
  ],
  [
    'include-shadowed',
    'different names',
    { swaig: { includes: [{ url: 'https://example.com', functions: ['a'] }] } },
  ],
  [
    'stringly-typed',
    'real booleans, and a whole template',
    { functions: [fn({ active: false, skip_fillers: '${global_data.skip}' })] },
  ],
  [
    'invalid-function-name',
    'letters, digits, _ and -, and an empty name (missing-name reports it)',
    { functions: [fn({ function: 'Check-order_2' }), fn({ function: '' })] },
  ],
  ['invalid-parameter-name', 'letters, digits and _', { functions: [fn()] }],
  [
    'misspelled-require-args',
    'require_args',
    {
      functions: [
        fn({ data_map: webhook('https://a.example', { require_args: ['order_number'] }) }),
      ],
    },
  ],
]
