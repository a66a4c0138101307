import { describe, expect, it } from 'vitest'
import { dataMapFunction, scriptWith } from '../simulate/testing/factories'
import { completeTemplate, openTemplateAt } from './complete'
import { replyKeysOf } from './samples'
import { placeOf, templateVariables } from './variables'

const weather = dataMapFunction(
  {
    webhooks: [
      {
        url: 'https://w.example/?q=${args.city}',
        method: 'GET',
        foreach: { input_key: 'data.days', output_key: 'summary', append: '${this.day}' },
        output: { response: '${main.temp}', action: [{ set_global_data: { last_city: 'x' } }] },
      },
    ],
    output: { response: 'fallback' },
  },
  {
    function: 'weather',
    parameters: {
      type: 'object',
      properties: { city: { type: 'string', description: 'City name' } },
    },
    meta_data: { contacts: { sales: '+1' } },
  },
)
const doc = scriptWith([weather], { ai: { global_data: { tier: 'gold', user: { name: 'Ada' } } } })
const samples = {
  weather: [{ body: '{"main": {"temp": 72.5}, "data": {"days": [{"day": "Mon", "sky": "sun"}]}}' }],
}
const FN = ['sections', 'main', 1, 'ai', 'SWAIG', 'functions', 0]
const labels = (place: Parameters<typeof templateVariables>[1]) =>
  templateVariables(doc, place, samples).map((v) => `${v.kind} ${v.label}`)

describe('which variables a template can read where', () => {
  it('maps a document path to a function and a place in it', () => {
    expect(placeOf(doc, [...FN, 'data_map', 'webhooks', 0, 'output', 'response'])).toEqual({
      functionIndex: 0,
      at: ['data_map', 'webhooks', 0, 'output', 'response'],
    })
    expect(placeOf(doc, ['sections', 'main', 1, 'ai', 'prompt', 'text'])).toEqual({})
  })

  it('a webhook’s output: arguments, reply keys of its sample, the foreach output key, and more', () => {
    const got = labels({ functionIndex: 0, at: ['data_map', 'webhooks', 0, 'output', 'response'] })
    expect(got).toEqual(
      expect.arrayContaining([
        'argument args.city',
        'reply main',
        'reply main.temp',
        'reply data.days[0].day',
        'output_key summary',
        'meta_data meta_data.contacts.sales',
        'global_data global_data.tier',
        'global_data global_data.user.name',
        'global_data global_data.last_city',
        'call caller_id_num',
        'call function',
      ]),
    )
    expect(got.some((l) => l.startsWith('this '))).toBe(false)
  })

  it('foreach.append: this.<key> from the sample’s array', () => {
    const got = labels({ functionIndex: 0, at: ['data_map', 'webhooks', 0, 'foreach', 'append'] })
    expect(got).toEqual(expect.arrayContaining(['this this.day', 'this this.sky']))
    expect(got).not.toContain('output_key summary')
  })

  it('the URL and the top-level output: no reply keys', () => {
    for (const at of [
      ['data_map', 'webhooks', 0, 'url'],
      ['data_map', 'output', 'response'],
    ])
      expect(labels({ functionIndex: 0, at }).some((l) => l.startsWith('reply '))).toBe(false)
  })

  it('anywhere in the function (a form field): every sample’s keys', () => {
    expect(labels({ functionIndex: 0 })).toEqual(
      expect.arrayContaining(['reply main.temp', 'this this.day']),
    )
  })

  it('an array reply is ${array}', () => {
    const got = templateVariables(doc, { functionIndex: 0 }, { weather: [{ body: [{ lat: 1 }] }] })
    expect(got.map((v) => v.label)).toEqual(
      expect.arrayContaining(['array', 'array[0]', 'array[0].lat']),
    )
  })

  it('says where each comes from', () => {
    const city = templateVariables(doc, { functionIndex: 0 }, samples).find(
      (v) => v.label === 'args.city',
    )
    expect(city?.detail).toBe('argument (string): City name')
  })
})

describe('completeTemplate: what to offer for the text before the cursor', () => {
  const vars = templateVariables(
    doc,
    { functionIndex: 0, at: ['data_map', 'webhooks', 0, 'output', 'response'] },
    samples,
  )

  it.each([
    ['It is ${', 8, ['args.city', 'main', 'lc:']],
    ['It is ${ma', 8, ['main', 'main.temp']],
    ['${main.', 2, ['main.temp']],
    ['%{lc:enc:args.c', 9, ['args.city']],
    ['${enc:url:args.', 10, ['args.city']],
    ['${meta_data.contacts.${lc:args.', 26, ['args.city']],
  ])('%s', (before, from, some) => {
    const r = completeTemplate(before, vars)
    expect(r?.from).toBe(from)
    expect(r?.items.map((i) => i.label)).toEqual(expect.arrayContaining(some))
  })

  it('arguments first, then reply keys, then the rest', () => {
    const kinds = completeTemplate('${', vars)!.items.map((i) => i.kind)
    expect(kinds.indexOf('argument')).toBeLessThan(kinds.indexOf('reply'))
    expect(kinds.indexOf('reply')).toBeLessThan(kinds.indexOf('call'))
  })

  it.each([['no template'], ['${args.city} done'], ['${args.a + '], ['a { b']])(
    'nothing to offer: %s',
    (before) => {
      expect(completeTemplate(before, vars)).toBeUndefined()
    },
  )

  it('finds the innermost open template', () => {
    expect(openTemplateAt('${a.${b}.')).toBe(0)
    expect(openTemplateAt('x ${a} %{b')).toBe(7)
  })
})

describe('replyKeysOf (for lint)', () => {
  it('per function and request: the top-level keys of each sample, cached', () => {
    const s = {
      f: [{ body: { response: 1, x: 2 } }, { error: 'timeout' as const }, { body: '[1]' }],
    }
    const keys = replyKeysOf(s)
    expect(keys?.get('f')).toEqual([['response', 'x'], undefined, ['array']])
    expect(replyKeysOf(s)).toBe(keys)
  })
})
