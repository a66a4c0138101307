import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { curlCommand, shellQuote } from './curl'
import { scriptWith, simulate } from './testing/factories'
import { webhookRequest } from './webhookRequest'

const hook = (overrides: object = {}) => ({
  function: 'lookup_order',
  description: 'Look up an order.',
  parameters: { type: 'object', properties: { order: { type: 'string' } }, required: ['order'] },
  web_hook_url: 'https://shop.example/swaig',
  ...overrides,
})
const basic = (userPass: string) => `Basic ${btoa(userPass)}`

describe('webhookRequest: what a web_hook_url function receives', () => {
  it('POSTs the documented body, arguments parsed and raw', () => {
    const doc = scriptWith([hook({ meta_data_token: 'tok', meta_data: { n: 1 } })], {
      ai: { global_data: { tier: 'gold' } },
    })
    const req = webhookRequest(doc, 'lookup_order', {
      args: { order: 'A-1', qty: 2.5 },
      call: { caller_id_num: '+15555550111' },
    })
    expect(req.url).toBe('https://shop.example/swaig')
    expect(req.method).toBe('POST')
    expect(req.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(Object.keys(req.body)).toEqual([
      'function',
      'argument',
      'argument_desc',
      'description',
      'call_id',
      'ai_session_id',
      'conversation_id',
      'app_name',
      'global_data',
      'meta_data_token',
      'meta_data',
      'caller_id_name',
      'caller_id_num',
      'channel_active',
      'channel_offhook',
      'channel_ready',
      'content_type',
      'version',
      'content_disposition',
      'conversation_type',
      'project_id',
      'space_id',
    ])
    expect(req.body).toMatchObject({
      function: 'lookup_order',
      argument: { parsed: [{ order: 'A-1', qty: 2.5 }], raw: '{"order":"A-1","qty":2.5}' },
      argument_desc: {
        type: 'object',
        properties: { order: { type: 'string' } },
        required: ['order'],
      },
      description: 'Look up an order.',
      global_data: { tier: 'gold' },
      meta_data_token: 'tok',
      meta_data: { n: 1 },
      caller_id_num: '+15555550111',
      content_type: 'text/swaig',
      content_disposition: 'SWAIG Function',
      version: '2.0',
    })
  })

  it.each([
    [
      'user:pass@ in the URL',
      hook({ web_hook_url: 'ann:pw@https://shop.example/swaig' }),
      {},
      basic('ann:pw'),
    ],
    [
      'standard userinfo',
      hook({ web_hook_url: 'https://ann:p%40w@shop.example/swaig' }),
      {},
      basic('ann:p@w'),
    ],
    [
      'the function’s auth fields',
      hook({ web_hook_auth_user: 'f', web_hook_auth_password: 'fp' }),
      {},
      basic('f:fp'),
    ],
    [
      'the defaults’ auth, for the default URL',
      hook({ web_hook_url: undefined }),
      {
        web_hook_url: 'https://shop.example/swaig',
        web_hook_auth_user: 'd',
        web_hook_auth_pass: 'dp',
      },
      basic('d:dp'),
    ],
    [
      'web_hook_auth_password in the defaults (seen in real scripts)',
      hook({ web_hook_url: undefined }),
      {
        web_hook_url: 'https://shop.example/swaig',
        web_hook_auth_user: 'd',
        web_hook_auth_password: 'dp2',
      },
      basic('d:dp2'),
    ],
    [
      'not the defaults’ auth for the function’s own URL (reading "webhook-url-auth")',
      hook(),
      { web_hook_auth_user: 'd', web_hook_auth_pass: 'dp' },
      undefined,
    ],
  ])('credentials: %s', (_case, fn, defaults, authorization) => {
    const doc = scriptWith([fn], { swaig: { defaults } })
    const req = webhookRequest(doc, 'lookup_order', { args: {} })
    expect(req.url).toBe('https://shop.example/swaig')
    expect(req.headers.Authorization).toBe(authorization)
  })

  it('says why when there is no URL or no function', () => {
    const doc = scriptWith([hook({ web_hook_url: undefined })])
    expect(webhookRequest(doc, 'lookup_order', { args: {} }).problem).toBe(
      'Function "lookup_order" has no web_hook_url and SWAIG.defaults has none',
    )
    expect(webhookRequest(doc, 'nope', { args: {} }).problem).toBe(
      'The script has no function named "nope"',
    )
  })
})

describe('simulating a web_hook_url function', () => {
  it('sends the request and reads the reply as the output, templates expanded', async () => {
    const sim = await simulate(hook(), {
      args: { order: 'A-1' },
      replies: [{ body: { response: 'Order ${args.order} shipped', action: [{ say: 'Done' }] } }],
    })
    expect(sim).toMatchObject({
      outcome: 'output',
      response: 'Order A-1 shipped',
      action: [{ say: 'Done' }],
    })
    expect(sim.requests[0]?.body).toMatchObject({ function: 'lookup_order' })
  })

  it('shows what is wrong with the reply', async () => {
    const sim = await simulate(hook(), { replies: [{ body: { result: 'ok' } }] })
    const reply = sim.trace.find((e) => e.type === 'webhook_reply')
    expect(reply).toMatchObject({
      problems: [expect.stringContaining('"result" is not part of a reply')],
    })
    expect(sim.outcome).toBe('output')
    expect(sim.response).toBeUndefined()
  })

  it.each([
    ['no reply', [], 'network'],
    ['a 500', [{ status: 500, body: {} }], 'status'],
    ['a list', [{ body: [1] }], 'no_output'],
  ])('%s: an error', async (_c, replies, reason) => {
    const sim = await simulate(hook(), { replies })
    expect(sim.outcome).toBe('error')
    expect(sim.trace.find((e) => e.type === 'webhook_fail')).toMatchObject({ reason })
  })
})

describe('curlCommand', () => {
  it('quotes every word, so nothing in a value runs', () => {
    expect(shellQuote(`it's $(rm -rf /) \`x\``)).toBe(`'it'\\''s $(rm -rf /) \`x\`'`)
    const cmd = curlCommand({
      url: 'https://e.example/x?a=1&b=$HOME',
      method: 'POST',
      headers: { Authorization: 'Basic YTpi', 'X-Q': "o'brien" },
      body: { say: "it's $(date)" },
    })
    expect(cmd).toBe(
      [
        "curl -X 'POST' 'https://e.example/x?a=1&b=$HOME'",
        "  -H 'Authorization: Basic YTpi'",
        "  -H 'X-Q: o'\\''brien'",
        `  --data-raw '{\n  "say": "it'\\''s $(date)"\n}'`,
      ].join(' \\\n'),
    )
  })

  it('a shell reads the quoted words back exactly', () => {
    const words = ["o'brien", '$(date) `id` "q" \\ ; |', 'line\nbreak']
    const out = execFileSync('sh', [
      '-c',
      `printf '%s\\0' ${words.map(shellQuote).join(' ')}`,
    ]).toString()
    expect(out.split('\0').slice(0, -1)).toEqual(words)
  })
})
