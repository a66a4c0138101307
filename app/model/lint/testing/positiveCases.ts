import type { RuleId } from '../problems'
import { fnPath, makeFunction as fn, type ScriptParts } from './factories'
import { AI, webhook, dataMap, english, nested } from './ruleHelpers'

/** Per rule, scripts it must report, with the paths of the problems (`rules.test.ts`). */

/** [rule, case, script parts, the paths it reports]: each rule has at least one such case. */
export const POSITIVE: [RuleId, string, ScriptParts, string[]][] = [
  [
    'duplicate-function-name',
    'two functions named alike',
    { functions: [fn(), fn()] },
    [fnPath(1, 'function')],
  ],
  ['missing-name', 'no function key', { functions: [fn({ function: undefined })] }, [fnPath(0)]],
  [
    'missing-name',
    'an empty name',
    { functions: [fn({ function: ' ' })] },
    [fnPath(0, 'function')],
  ],
  [
    'missing-name',
    'a number as name',
    { functions: [fn({ function: 7 })] },
    [fnPath(0, 'function')],
  ],
  [
    'missing-description',
    'no description',
    { functions: [fn({ description: undefined })] },
    [fnPath(0)],
  ],
  [
    'missing-description',
    'an empty description',
    { functions: [fn({ description: '' })] },
    [fnPath(0, 'description')],
  ],
  [
    'missing-description',
    'an empty purpose only',
    { functions: [fn({ description: undefined, purpose: '' })] },
    [fnPath(0, 'purpose')],
  ],
  [
    'reserved-name',
    'a start_hook with parameters',
    { functions: [fn({ function: 'start_hook' })] },
    [fnPath(0, 'function')],
  ],
  [
    'reserved-name',
    'a hangup_hook with a data_map',
    { functions: [fn({ function: 'hangup_hook', parameters: undefined, data_map: dataMap('x') })] },
    [fnPath(0, 'function')],
  ],
  [
    'summarize-without-post-prompt',
    'no post_prompt',
    {
      functions: [fn({ function: 'summarize_conversation', parameters: undefined })],
      ai: { post_prompt: undefined },
    },
    [fnPath(0, 'function')],
  ],
  [
    'summarize-without-post-prompt',
    'post_prompt without text',
    {
      functions: [fn({ function: 'summarize_conversation', parameters: undefined })],
      ai: { post_prompt: { temperature: 0.2 } },
    },
    [fnPath(0, 'function')],
  ],
  [
    'parameters-type-not-object',
    'type string',
    { functions: [fn({ parameters: { type: 'string', properties: {} } })] },
    [fnPath(0, 'parameters', 'type')],
  ],
  [
    'parameters-type-not-object',
    'no type',
    { functions: [fn({ parameters: { properties: {} } })] },
    [fnPath(0, 'parameters')],
  ],
  [
    'parameters-type-not-object',
    'not an object',
    { functions: [fn({ parameters: 'none' })] },
    [fnPath(0, 'parameters')],
  ],
  [
    'parameters-type-not-object',
    'an argument of type array',
    { functions: [fn({ parameters: undefined, argument: { type: 'array', properties: {} } })] },
    [fnPath(0, 'argument', 'type')],
  ],
  [
    'required-not-in-properties',
    'a required name not declared',
    {
      functions: [
        fn({
          parameters: {
            type: 'object',
            properties: { a: { type: 'string' } },
            required: ['a', 'b'],
          },
        }),
      ],
    },
    [fnPath(0, 'parameters', 'required', 1)],
  ],
  [
    'required-not-in-properties',
    'in a nested object',
    { functions: [fn({ parameters: nested })] },
    [fnPath(0, 'parameters', 'properties', 'address', 'required', 1)],
  ],
  [
    'unknown-parameter-type',
    'type text',
    { functions: [fn({ parameters: { type: 'object', properties: { a: { type: 'text' } } } })] },
    [fnPath(0, 'parameters', 'properties', 'a', 'type')],
  ],
  [
    'unknown-parameter-type',
    'a list of types',
    {
      functions: [
        fn({ parameters: { type: 'object', properties: { a: { type: ['string', 'null'] } } } }),
      ],
    },
    [fnPath(0, 'parameters', 'properties', 'a', 'type')],
  ],
  [
    'unknown-parameter-type',
    'in array items',
    { functions: [fn({ parameters: nested })] },
    [fnPath(0, 'parameters', 'properties', 'tags', 'items', 'type')],
  ],
  [
    'undeclared-arg-reference',
    '${args.x} in an output',
    { functions: [fn({ data_map: dataMap('Order ${args.order_number} is in ${args.city}') })] },
    [fnPath(0, 'data_map', 'output', 'response')],
  ],
  [
    'undeclared-arg-reference',
    '%{input.args.x} and ${lc:enc:args.x} in a webhook',
    {
      functions: [
        fn({ data_map: webhook('https://a.example/%{input.args.q}?c=${lc:enc:args.c}') }),
      ],
    },
    [fnPath(0, 'data_map', 'webhooks', 0, 'url'), fnPath(0, 'data_map', 'webhooks', 0, 'url')],
  ],
  [
    'undeclared-arg-reference',
    'require_args naming an unknown argument',
    {
      functions: [
        fn({ data_map: webhook('https://a.example', { require_args: ['order_number', 'zip'] }) }),
      ],
    },
    [fnPath(0, 'data_map', 'webhooks', 0, 'require_args', 1)],
  ],
  [
    'undeclared-arg-reference',
    'a function without parameters',
    { functions: [fn({ parameters: undefined, data_map: dataMap('${args.a}') })] },
    [fnPath(0, 'data_map', 'output', 'response')],
  ],
  [
    'pattern-unsupported',
    'an atomic group in an expression, a possessive quantifier in a webhook expression',
    {
      functions: [
        fn({
          data_map: {
            expressions: [{ string: 'x', pattern: '(?>ab)c', output: { response: 'a' } }],
            ...webhook('https://a.example', {
              expressions: [{ string: 'x', pattern: 'a++', output: { response: 'b' } }],
            }),
          },
        }),
      ],
    },
    [
      fnPath(0, 'data_map', 'expressions', 0, 'pattern'),
      fnPath(0, 'data_map', 'webhooks', 0, 'expressions', 0, 'pattern'),
    ],
  ],
  [
    'pattern-unsupported',
    'an inline flag in the middle',
    {
      functions: [
        fn({
          data_map: {
            expressions: [{ string: 'x', pattern: 'a(?i)b', output: { response: 'a' } }],
          },
        }),
      ],
    },
    [fnPath(0, 'data_map', 'expressions', 0, 'pattern')],
  ],
  [
    'response-prefix',
    '${response.x} in a webhook output and %{lc:response.x} in its expression',
    {
      functions: [
        fn({
          data_map: webhook('https://a.example', {
            output: { response: 'It is ${response.main.temp}' },
            expressions: [
              { string: '%{lc:response.status}', pattern: 'ok', output: { response: 'x' } },
            ],
          }),
        }),
      ],
    },
    [
      fnPath(0, 'data_map', 'webhooks', 0, 'output', 'response'),
      fnPath(0, 'data_map', 'webhooks', 0, 'expressions', 0, 'string'),
    ],
  ],
  [
    'no-handler',
    'no webhook, data_map, default or include',
    { functions: [fn({ web_hook_url: undefined })] },
    [fnPath(0, 'function')],
  ],
  [
    'deprecated-purpose',
    'purpose instead of description',
    { functions: [fn({ description: undefined, purpose: 'Look up.' })] },
    [fnPath(0, 'purpose')],
  ],
  [
    'deprecated-purpose',
    'purpose next to description',
    { functions: [fn({ purpose: 'Look up.' })] },
    [fnPath(0, 'purpose')],
  ],
  [
    'deprecated-argument',
    'argument instead of parameters',
    { functions: [fn({ parameters: undefined, argument: { type: 'object', properties: {} } })] },
    [fnPath(0, 'argument')],
  ],
  [
    'deprecated-argument',
    'argument "none"',
    { functions: [fn({ argument: 'none' })] },
    [fnPath(0, 'argument')],
  ],
  [
    'invalid-url',
    'a web_hook_url without scheme',
    { functions: [fn({ web_hook_url: 'example.com/swaig' })] },
    [fnPath(0, 'web_hook_url')],
  ],
  [
    'invalid-url',
    'an ftp wait_file',
    { functions: [fn({ wait_file: 'ftp://example.com/a.mp3' })] },
    [fnPath(0, 'wait_file')],
  ],
  [
    'invalid-url',
    'an unclosed template in a webhook',
    { functions: [fn({ data_map: webhook('https://a.example/${args.order_number') })] },
    [fnPath(0, 'data_map', 'webhooks', 0, 'url')],
  ],
  [
    'invalid-url',
    'post_prompt_url, defaults and include',
    {
      ai: { post_prompt_url: 'summary please' },
      swaig: {
        defaults: { web_hook_url: '' },
        includes: [{ url: 'https://exa mple.com', functions: ['a'] }],
      },
    },
    [`${AI}/post_prompt_url`, `${AI}/SWAIG/defaults/web_hook_url`, `${AI}/SWAIG/includes/0/url`],
  ],
  [
    'insecure-url',
    'plain http',
    { functions: [fn({ web_hook_url: 'http://example.com/swaig' })] },
    [fnPath(0, 'web_hook_url')],
  ],
  [
    'credentials-in-url',
    'user:pass@ before the scheme',
    { functions: [fn({ web_hook_url: 'me:secret@https://example.com/swaig' })] },
    [fnPath(0, 'web_hook_url')],
  ],
  [
    'credentials-in-url',
    'userinfo in an include',
    { swaig: { includes: [{ url: 'https://me:secret@example.com', functions: ['a'] }] } },
    [`${AI}/SWAIG/includes/0/url`],
  ],
  [
    'wait-file-loops',
    'a boolean',
    { functions: [fn({ wait_file: 'https://example.com/a.mp3', wait_file_loops: true })] },
    [fnPath(0, 'wait_file_loops')],
  ],
  [
    'wait-file-loops',
    'words',
    { functions: [fn({ wait_file: 'https://example.com/a.mp3', wait_file_loops: 'three' })] },
    [fnPath(0, 'wait_file_loops')],
  ],
  [
    'wait-file-loops',
    'a fraction',
    { functions: [fn({ wait_file: 'https://example.com/a.mp3', wait_file_loops: 2.5 })] },
    [fnPath(0, 'wait_file_loops')],
  ],
  [
    'wait-file-loops-without-file',
    'loops only',
    { functions: [fn({ wait_file_loops: 3 })] },
    [fnPath(0, 'wait_file_loops')],
  ],
  [
    'filler-language-unused',
    'a function filler',
    {
      ai: { languages: [english] },
      functions: [fn({ fillers: { 'fr-FR': ['Un instant'], default: ['One moment'] } })],
    },
    [fnPath(0, 'fillers', 'fr-FR')],
  ],
  [
    'filler-language-unused',
    'an internal filler',
    {
      ai: { languages: [english] },
      swaig: { internal_fillers: { check_time: { es: ['Un momento'] } } },
    },
    [`${AI}/SWAIG/internal_fillers/check_time/es`],
  ],
  [
    'include-empty-functions',
    'an include without names',
    { swaig: { includes: [{ url: 'https://example.com/remote', functions: [] }] } },
    [`${AI}/SWAIG/includes/0/functions`],
  ],
  [
    'include-shadowed',
    'a local function also included',
    { swaig: { includes: [{ url: 'https://example.com/remote', functions: ['lookup_order'] }] } },
    [fnPath(0, 'function')],
  ],
  [
    'stringly-typed',
    'active "false"',
    { functions: [fn({ active: 'false' })] },
    [fnPath(0, 'active')],
  ],
  [
    'stringly-typed',
    'a number in params',
    { ai: { params: { end_of_speech_timeout: '2500' } } },
    [`${AI}/params/end_of_speech_timeout`],
  ],
  [
    'stringly-typed',
    'hold "60" in an action',
    { functions: [fn({ data_map: { output: { response: 'ok', action: [{ hold: '60' }] } } })] },
    [fnPath(0, 'data_map', 'output', 'action', 0, 'hold')],
  ],
  [
    'invalid-function-name',
    'spaces and an exclamation mark',
    { functions: [fn({ function: 'check order status!' })] },
    [fnPath(0, 'function')],
  ],
  [
    'invalid-function-name',
    'markup',
    { functions: [fn({ function: 'fn<img src=x>' })] },
    [fnPath(0, 'function')],
  ],
  [
    'invalid-function-name',
    'longer than 64 characters',
    { functions: [fn({ function: 'a'.repeat(65) })] },
    [fnPath(0, 'function')],
  ],
  [
    'invalid-parameter-name',
    'a space and a dash, nested too',
    {
      functions: [
        fn({
          parameters: {
            type: 'object',
            properties: {
              'order number': { type: 'string' },
              address: { type: 'object', properties: { 'zip-code': { type: 'string' } } },
            },
          },
        }),
      ],
    },
    [
      fnPath(0, 'parameters', 'properties', 'order number'),
      fnPath(0, 'parameters', 'properties', 'address', 'properties', 'zip-code'),
    ],
  ],
  [
    'misspelled-require-args',
    'required_args',
    {
      functions: [
        fn({ data_map: webhook('https://a.example', { required_args: ['order_number'] }) }),
      ],
    },
    [fnPath(0, 'data_map', 'webhooks', 0, 'required_args')],
  ],
]
