import { describe, expect, it } from 'vitest'
import type { ReplyTarget, Simulation } from '../../model'
import { caseFromLastRun, nextCaseName } from './caseFromLastRun'
import { inputOf, newDraft, samplesOf } from './draft'
import { stepView } from './stepView'

const targets: ReplyTarget[] = [
  {
    at: ['data_map', 'webhooks', 0],
    method: 'GET',
    url: 'https://a.example/x?q=${args.q}',
    prefix: 'https://a.example/x?q=',
  },
  {
    at: ['data_map', 'webhooks', 1],
    method: 'POST',
    url: 'https://b.example/',
    prefix: 'https://b.example/',
  },
]

describe('the draft of the Test tab', () => {
  it('starts from the default caller, the script’s global_data and the sample replies', () => {
    const d = newDraft(targets, { tier: 'gold' }, [{ status: 404, body: { e: 1 } }])
    expect(d).toEqual({
      args: {},
      callerNum: '+15555550100',
      callerName: 'Test Caller',
      globalData: '{\n  "tier": "gold"\n}',
      replies: [
        { status: '404', body: '{\n  "e": 1\n}', error: '' },
        { status: '200', body: '', error: '' },
      ],
    })
  })

  it('makes the simulator input: replies bound to their request, empty ones left out', () => {
    const d = { ...newDraft(targets, {}), args: { q: 'x' } }
    d.replies = [
      { status: '201', body: '{"a": 1}', error: '' },
      { status: '200', body: '', error: 'timeout' },
    ]
    expect(inputOf(d, targets)).toEqual({
      ok: true,
      input: {
        args: { q: 'x' },
        call: { caller_id_num: '+15555550100', caller_id_name: 'Test Caller' },
        globalData: {},
        replies: [
          { url: 'https://a.example/x?q=', method: 'GET', status: 201, body: '{"a": 1}' },
          { url: 'https://b.example/', method: 'POST', error: 'timeout' },
        ],
      },
    })
    expect(samplesOf(d)).toEqual([{ status: 201, body: '{"a": 1}' }, { error: 'timeout' }])
  })

  it.each([
    [{ globalData: '{"a": }' }, 'globalData', 'global_data is not valid JSON: '],
    [{ globalData: '[1]' }, 'globalData', 'global_data must be a JSON object'],
    [
      {
        replies: [
          { status: 'abc', body: '{}', error: '' as const },
          { status: '200', body: '', error: '' as const },
        ],
      },
      'status-0',
      'The status of reply 1 must be a number from 100 to 599',
    ],
  ])('says what stops a run, and where: %j', (patch, field, message) => {
    const r = inputOf({ ...newDraft(targets, {}), ...patch }, targets)
    expect(r).toMatchObject({ ok: false, field, message: expect.stringContaining(message) })
  })
})

describe('steps and cases', () => {
  it('a request step keeps its body for the details', () => {
    const v = stepView({
      type: 'webhook',
      at: ['data_map', 'webhooks', 0],
      request: { url: 'https://a.example', method: 'POST', headers: {}, body: { a: 1 } },
    })
    expect(v).toMatchObject({
      tag: 'request',
      text: 'data_map.webhooks[0]: POST https://a.example',
    })
    expect(v.detail).toContain('"body": {\n    "a": 1\n  }')
  })

  it('a reply step names its reading and lists the reply’s problems', () => {
    const v = stepView({
      type: 'webhook_reply',
      at: ['web_hook_url'],
      status: 200,
      reply: { result: 1 },
      source: 'fetch',
      problems: ['"result" is not part of a reply'],
      reading: 'reply-keys',
    })
    expect(v).toMatchObject({
      tag: 'reply',
      tone: 'warn',
      text: 'web_hook_url: the network answered 200',
      problems: ['"result" is not part of a reply'],
    })
    expect(v.reading).toMatch(/^reply-keys: /)
  })

  it('a case from a run sent to the server keeps the server’s reply', () => {
    const sim: Simulation = {
      outcome: 'output',
      response: 'ok',
      requests: [],
      trace: [
        {
          type: 'webhook_reply',
          at: ['web_hook_url'],
          status: 200,
          reply: { response: 'ok' },
          source: 'fetch',
        },
      ],
    }
    const c = caseFromLastRun('f', 'live', { input: { args: { a: 1 } }, sim, sent: true })
    expect(c).toEqual({
      function: 'f',
      name: 'live',
      args: { a: 1 },
      replies: [{ status: 200, body: { response: 'ok' } }],
      expect: { outcome: 'output', response: 'ok' },
    })
    expect(nextCaseName([])).toBe('case 1')
    expect(nextCaseName(['case 1', 'case 3'])).toBe('case 4')
  })
})
