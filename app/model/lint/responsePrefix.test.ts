import { describe, expect, it } from 'vitest'
import { serializeJson } from '../json/serializeJson'
import { replyKeysOf } from '../completion/samples'
import { applyFix } from './fixes'
import { lintScript } from './linter'
import { makeFunction, makeScript } from './testing/factories'

/** `response-prefix`: its message, its fix, and the sample reply that silences it. */

const script = makeScript({
  functions: [
    makeFunction({
      data_map: {
        webhooks: [
          {
            url: 'https://a.example',
            method: 'GET',
            output: {
              response: 'It is ${response.main.temp} (${lc:response.sky}) in ${args.order_number}',
            },
          },
        ],
      },
    }),
  ],
})
const found = (options = {}) =>
  lintScript(script, options).filter((p) => p.rule === 'response-prefix')

describe('response-prefix', () => {
  it('says why and offers to drop the prefix', () => {
    const [p] = found()
    expect(p?.message).toBe(
      'Function "lookup_order": data_map.webhooks[0].output.response reads ${response.main.temp}, but the platform puts a reply’s keys at the top level; it is empty unless the reply has a "response" key — write ${main.temp}',
    )
    expect(p?.fix?.label).toBe('Write ${main.temp}')
    const fixed = applyFix(script, p!)
    expect(serializeJson(fixed.root)).toContain(
      '"response": "It is ${main.temp} (${lc:sky}) in ${args.order_number}"',
    )
    expect(lintScript(fixed).filter((x) => x.rule === 'response-prefix')).toEqual([])
  })

  it('names the sample reply when there is one without "response"', () => {
    const replyKeys = replyKeysOf({ lookup_order: [{ body: { main: { temp: 1 } } }] })
    expect(found({ replyKeys })[0]?.message).toContain(
      'the sample reply of webhook 1 has no "response" key',
    )
  })

  it('is silent when the sample reply has a "response" key', () => {
    const replyKeys = replyKeysOf({ lookup_order: [{ body: '{"response": {"main": {}}}' }] })
    expect(found({ replyKeys })).toEqual([])
  })

  it('a stale fix does nothing', () => {
    const [p] = found()
    const edited = makeScript({
      functions: [makeFunction({ data_map: { output: { response: 'x' } } })],
    })
    expect(applyFix(edited, { ...p!, path: p!.path })).toBe(edited)
  })
})
