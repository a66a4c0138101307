import { describe, expect, it } from 'vitest'
import { simulateFunction } from './simulate'
import { dataMapFunction as fn, scriptWith, simulate, types } from './testing/factories'
import type { TraceEvent } from './types'

const webhook = (extra: object = {}) => ({
  url: 'https://api.example.com/weather?q=${enc:args.city}',
  method: 'GET',
  output: { response: 'It is ${temp} in ${args.city}' },
  ...extra,
})
const ok = (body: unknown, extra: object = {}) => ({ body, ...extra })
const eventsOf = <T extends TraceEvent['type']>(trace: TraceEvent[], type: T) =>
  trace.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type)

describe('order (data-map-evaluation.md, "Agreed" 1)', () => {
  const all = {
    expressions: [{ string: '${args.city}', pattern: '^Paris$', output: { response: 'expr' } }],
    webhooks: [webhook()],
    output: { response: 'fallback' },
  }

  it('an expression that matches ends the function before any webhook', async () => {
    const sim = await simulate(fn(all), { args: { city: 'Paris' } })
    expect(sim).toMatchObject({ outcome: 'output', response: 'expr', requests: [] })
    expect(types(sim)).toEqual(['match', 'output'])
  })

  it('then the webhooks', async () => {
    const sim = await simulate(fn(all), { args: { city: 'Rome' }, replies: [ok({ temp: 20 })] })
    expect(sim).toMatchObject({ outcome: 'output', response: 'It is 20 in Rome' })
    expect(types(sim)).toEqual(['match', 'webhook', 'webhook_reply', 'output'])
  })

  it('then the top-level output (outcome "fallback")', async () => {
    const sim = await simulate(fn(all), { args: { city: 'Rome' } })
    expect(sim).toMatchObject({ outcome: 'fallback', response: 'fallback' })
    expect(types(sim)).toEqual(['match', 'webhook', 'webhook_fail', 'output'])
  })

  it('a static function is its top-level output', async () => {
    const sim = await simulate(fn({ output: { response: 'Bye', action: [{ stop: true }] } }))
    expect(sim).toMatchObject({ outcome: 'fallback', response: 'Bye', action: [{ stop: true }] })
  })

  it('nothing: a generic error', async () => {
    const sim = await simulate(fn({ webhooks: [webhook()] }))
    expect(sim.outcome).toBe('error')
    expect(sim.trace.at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringContaining('generic error'),
    })
  })
})

describe('expressions', () => {
  const exprs = (pattern: string) =>
    fn({
      expressions: [
        { string: '${args.city}', pattern, output: { response: 'first' } },
        { string: '${args.city}', pattern: '.*', output: { response: 'second' } },
      ],
    })

  it('the first match wins', async () => {
    expect((await simulate(exprs('ar'), { args: { city: 'Paris' } })).response).toBe('first')
    expect((await simulate(exprs('^ar'), { args: { city: 'Paris' } })).response).toBe('second')
  })

  it('traces the expanded string and the pattern as read', async () => {
    const sim = await simulate(exprs('(?i)PARIS'), { args: { city: 'Paris' } })
    expect(sim.trace[0]).toMatchObject({
      type: 'match',
      at: ['data_map', 'expressions', 0],
      string: 'Paris',
      pattern: '(?i)PARIS',
      regex: '/PARIS/i',
      matched: true,
      reading: 'pattern',
    })
  })

  it('a pattern JavaScript cannot run is a trace event and does not match', async () => {
    const sim = await simulate(exprs('(?>Par)is'), { args: { city: 'Paris' } })
    expect(sim.response).toBe('second')
    expect(sim.trace[0]).toMatchObject({
      type: 'pattern_error',
      message: expect.stringContaining('atomic'),
    })
  })
})

describe('the request (data-map-evaluation.md, "Agreed" 5)', () => {
  it('expands url and header values; GET has no body', async () => {
    const sim = await simulate(
      fn({
        webhooks: [
          webhook({ headers: { 'X-Key': 'k-${global_data.key}', Accept: 'application/json' } }),
        ],
      }),
      { args: { city: 'São Paulo' }, globalData: { key: 42 } },
    )
    expect(sim.requests).toEqual([
      {
        url: 'https://api.example.com/weather?q=S%C3%A3o%20Paulo',
        method: 'GET',
        headers: { 'X-Key': 'k-42', Accept: 'application/json' },
      },
    ])
  })

  it('sends params as the JSON body, values expanded, nested too', async () => {
    const sim = await simulate(
      fn({
        webhooks: [
          webhook({
            method: 'POST',
            params: { q: '${args.city}', n: 3, deep: { who: '%{caller_id_num}' } },
          }),
        ],
      }),
      { args: { city: 'Oslo' } },
    )
    expect(sim.requests[0]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: { q: 'Oslo', n: 3, deep: { who: '+15555550100' } },
    })
  })

  it('input_args_as_params merges the arguments over params, or makes them the body', async () => {
    const merged = await simulate(
      fn({
        webhooks: [
          webhook({
            method: 'POST',
            params: { key: 'x', city: 'old' },
            input_args_as_params: true,
          }),
        ],
      }),
      { args: { city: 'Oslo', days: 3 } },
    )
    expect(merged.requests[0]?.body).toEqual({ key: 'x', city: 'Oslo', days: 3 })
    const whole = await simulate(
      fn({ webhooks: [webhook({ method: 'POST', input_args_as_params: 'true' })] }),
      {
        args: { city: 'Oslo' },
      },
    )
    expect(whole.requests[0]?.body).toEqual({ city: 'Oslo' })
  })

  it('a POST without params sends {} (reading "request-body")', async () => {
    const sim = await simulate(fn({ webhooks: [webhook({ method: 'post' })] }))
    expect(sim.requests[0]).toMatchObject({ method: 'POST', body: {} })
  })

  it.each([
    ['the spec form', 'ann:s3cret@https://api.example.com/x', 'https://api.example.com/x'],
    ['the standard form', 'https://ann:s3cret@api.example.com/x', 'https://api.example.com/x'],
  ])('moves user:pass@ (%s) into Basic authentication', async (_form, url, bare) => {
    const sim = await simulate(fn({ webhooks: [webhook({ url })] }))
    expect(sim.requests[0]?.url).toBe(bare)
    expect(sim.requests[0]?.headers.Authorization).toBe(`Basic ${btoa('ann:s3cret')}`)
  })

  it('a webhook without a method is sent as POST and says so (reading "methods")', async () => {
    const sim = await simulate(
      fn({ webhooks: [{ url: 'https://e.example/x', output: { response: 'ok' } }] }),
    )
    expect(sim.requests[0]?.method).toBe('POST')
    expect(eventsOf(sim.trace, 'webhook')[0]?.notes?.[0]).toContain('no method')
  })

  it.each([['require_args'], ['required_args']])(
    '%s skips the webhook unless the arguments are there',
    async (key) => {
      const dm = {
        webhooks: [webhook({ [key]: ['city', 'day'] })],
        output: { response: 'fallback' },
      }
      const skipped = await simulate(fn(dm), { args: { city: 'Oslo', day: null } })
      expect(skipped).toMatchObject({ outcome: 'fallback', requests: [] })
      expect(skipped.trace[0]).toMatchObject({ type: 'require_args', missing: ['day'] })
      const ran = await simulate(fn(dm), {
        args: { city: 'Oslo', day: 'Mon' },
        replies: [ok({ temp: 1 })],
      })
      expect(ran.outcome).toBe('output')
    },
  )
})

describe('replies', () => {
  const two = fn({
    webhooks: [
      webhook({ url: 'https://a.example/one', output: { response: 'one ${v}' } }),
      webhook({ url: 'https://b.example/two', method: 'POST', output: { response: 'two ${v}' } }),
    ],
  })

  it('each request takes the first unused reply whose url prefix and method match', async () => {
    const sim = await simulate(two, {
      replies: [
        { url: 'https://b.example', method: 'post', body: { v: 'B' } },
        { url: 'https://a.example/one', status: 500, body: {} },
        { url: 'https://a.example/', body: { v: 'A' } },
      ],
    })
    expect(sim.response).toBe('two B')
    expect(eventsOf(sim.trace, 'webhook_reply').map((e) => e.source)).toEqual([1, 0])
  })

  it('no matching reply and no fetch: a network error saying no reply was given', async () => {
    const sim = await simulate(two, { replies: [{ url: 'https://c.example', body: {} }] })
    const fails = eventsOf(sim.trace, 'webhook_fail')
    expect(fails.map((f) => f.reason)).toEqual(['network', 'network'])
    expect(fails[0]?.detail).toBe('no reply was given for GET https://a.example/one')
  })

  it('asks fetch for a request no reply matches', async () => {
    const seen: string[] = []
    const sim = await simulate(two, {
      replies: [{ url: 'https://b.example', body: '{"v": "from a reply"}' }],
      fetch: async (r) => {
        seen.push(r.url)
        return { status: 200, body: { v: 'fetched' } }
      },
    })
    expect(seen).toEqual(['https://a.example/one'])
    expect(sim.response).toBe('one fetched')
    expect(eventsOf(sim.trace, 'webhook_reply')[0]?.source).toBe('fetch')
  })

  it.each([
    ['a network error', { error: 'network' }, 'network'],
    ['a timeout', { error: 'timeout' }, 'timeout'],
    ['a 404', { status: 404, body: { v: 1 } }, 'status'],
    ['a reply that is not JSON', { body: '<html>oops' }, 'not_json'],
  ] as const)('%s fails the webhook; the next is tried', async (_c, first, reason) => {
    const sim = await simulate(two, { replies: [{ ...first }, { body: { v: 'B' } }] })
    expect(eventsOf(sim.trace, 'webhook_fail')[0]?.reason).toBe(reason)
    expect(sim.response).toBe('two B')
  })

  it('a thrown fetch is a network failure; a TimeoutError a timeout', async () => {
    const sim = await simulate(two, {
      fetch: async (r) => {
        if (r.url.includes('a.example')) throw new Error('ECONNREFUSED')
        throw Object.assign(new Error('slow'), { name: 'TimeoutError' })
      },
    })
    expect(eventsOf(sim.trace, 'webhook_fail').map((f) => [f.reason, f.detail])).toEqual([
      ['network', 'the request failed: ECONNREFUSED'],
      ['timeout', 'the request failed: slow'],
    ])
  })
})

describe('error_keys (reading "error-keys")', () => {
  it.each([
    [{ error: 'quota exceeded' }, 'error'],
    [{ error: true }, 'error'],
    [{ failed: 1 }, 'failed'],
    [{ error: false }, null],
    [{ error: '' }, null],
    [{ error: null }, null],
    [{ error: [] }, null],
    [{ error: 0 }, null],
    [{ ok: true }, null],
  ])('reply %j: found %s', async (reply, found) => {
    const sim = await simulate(fn({ webhooks: [webhook({ error_keys: ['error', 'failed'] })] }), {
      replies: [ok(reply)],
    })
    expect(eventsOf(sim.trace, 'error_keys')[0]).toMatchObject({ keys: ['error', 'failed'], found })
    expect(sim.outcome).toBe(found ? 'error' : 'output')
  })
})

describe('reply values and foreach (data-map-evaluation.md, "Agreed" 4, 6)', () => {
  it('an array reply is ${array}', async () => {
    const sim = await simulate(
      fn({ webhooks: [webhook({ output: { response: '${array[0].lat},${array[1].lat}' } })] }),
      {
        replies: [ok('[{"lat": 40.70}, {"lat": -3}]')],
      },
    )
    expect(sim.response).toBe('40.70,-3')
  })

  it('foreach builds output_key from at most max elements, with no separator', async () => {
    const dm = {
      webhooks: [
        webhook({
          foreach: {
            input_key: 'data.items',
            output_key: 'list',
            max: 2,
            append: '${this.name}; ',
          },
          output: { response: 'Found: ${list}' },
        }),
      ],
    }
    const sim = await simulate(fn(dm), {
      replies: [ok({ data: { items: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] } })],
    })
    expect(sim.response).toBe('Found: a; b; ')
    expect(eventsOf(sim.trace, 'foreach')[0]).toMatchObject({
      total: 3,
      used: 2,
      max: 2,
      text: 'a; b; ',
    })
  })

  it('foreach over nothing says so and builds an empty text', async () => {
    const dm = {
      webhooks: [
        webhook({
          foreach: { input_key: 'items', output_key: 'list', append: 'x' },
          output: { response: '[${list}]' },
        }),
      ],
    }
    const sim = await simulate(fn(dm), { replies: [ok({ items: 'none' })] })
    expect(sim.response).toBe('[]')
    expect(eventsOf(sim.trace, 'foreach')[0]?.problem).toBe('"items" in the reply is not an array')
  })

  it('a webhook’s expressions run after foreach, on the reply', async () => {
    const dm = {
      webhooks: [
        webhook({
          foreach: { input_key: 'xs', output_key: 'joined', append: '${this}' },
          expressions: [
            { string: '${joined}', pattern: '^abc$', output: { response: 'all three' } },
          ],
          output: { response: 'other' },
        }),
      ],
    }
    expect((await simulate(fn(dm), { replies: [ok({ xs: ['a', 'b', 'c'] })] })).response).toBe(
      'all three',
    )
    expect((await simulate(fn(dm), { replies: [ok({ xs: ['a'] })] })).response).toBe('other')
  })

  it('a webhook with no output and no matching expression fails (no_output)', async () => {
    const dm = {
      webhooks: [
        webhook({
          output: undefined,
          expressions: [{ string: 'x', pattern: 'y', output: { response: 'n' } }],
        }),
      ],
    }
    const sim = await simulate(fn(dm), { replies: [ok({})] })
    expect(eventsOf(sim.trace, 'webhook_fail')[0]?.reason).toBe('no_output')
  })

  it('says which variables expanded to nothing', async () => {
    const sim = await simulate(fn({ webhooks: [webhook()] }), {
      args: { city: 'Oslo' },
      replies: [ok({ tmp: 1 })],
    })
    expect(eventsOf(sim.trace, 'missing')[0]).toMatchObject({
      at: ['data_map', 'webhooks', 0, 'output'],
      paths: ['temp'],
    })
  })
})

describe('output (data-map-evaluation.md, "Agreed" 8)', () => {
  it('response as {tool_result, tool_prompt}, one action as a list, post_process', async () => {
    const sim = await simulate(
      fn({
        output: {
          response: { tool_result: 'status: ${args.city}', tool_prompt: 'Tell them.' },
          action: { say: 'Hi ${caller_id_name}' },
          post_process: 'true',
        },
      }),
      { args: { city: 'on hold' }, call: { caller_id_name: 'Ann' } },
    )
    expect(sim).toMatchObject({
      response: 'status: on hold',
      toolPrompt: 'Tell them.',
      action: [{ say: 'Hi Ann' }],
      postProcess: true,
    })
  })

  it('meta_data: the function’s own, unless the input gives one', async () => {
    const f = fn({ output: { response: '${meta_data.k}' } }, { meta_data: { k: 'own' } })
    expect((await simulate(f)).response).toBe('own')
    expect((await simulate(f, { metaData: { k: 'given' } })).response).toBe('given')
  })

  it('global_data: the script’s, unless the input gives one', async () => {
    const f = fn({ output: { response: '${global_data.k}' } })
    expect((await simulate(f, {}, { ai: { global_data: { k: 'script' } } })).response).toBe(
      'script',
    )
    expect(
      (await simulate(f, { globalData: { k: 'given' } }, { ai: { global_data: { k: 'script' } } }))
        .response,
    ).toBe('given')
  })
})

describe('bad input never throws', () => {
  it('an unknown function', async () => {
    const sim = await simulateFunction(scriptWith([]), 'nope', { args: {} })
    expect(sim).toEqual({
      outcome: 'error',
      requests: [],
      trace: [{ type: 'error', at: [], message: 'The script has no function named "nope"' }],
    })
  })

  it('arguments that are not an object', async () => {
    const sim = await simulate(fn({ output: { response: 'x' } }), {
      args: [1, 2] as unknown as object,
    })
    expect(sim.trace[0]).toMatchObject({
      type: 'error',
      message: 'The arguments must be an object; used {} instead',
    })
    expect(sim.outcome).toBe('fallback')
  })

  it('a data_map that is not an object, a webhook that is not one', async () => {
    expect((await simulate(fn('x' as unknown as Record<string, unknown>))).outcome).toBe('error')
    const sim = await simulate(fn({ webhooks: [7], output: { response: 'f' } }))
    expect(sim.outcome).toBe('fallback')
  })

  it('a function with neither data_map nor web_hook_url', async () => {
    const sim = await simulate({ function: 'f', description: 'd' })
    expect(sim.trace[0]).toMatchObject({
      type: 'error',
      message: expect.stringContaining('nothing runs it'),
    })
  })
})
