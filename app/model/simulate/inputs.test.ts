import { describe, expect, it } from 'vitest'
import { argumentsSchema, functionKind, replyTargets } from './inputs'
import { dataMapFunction, scriptWith } from './testing/factories'

describe('argumentsSchema: a function’s parameters, fit for a form', () => {
  it('keeps types, enums, descriptions and required names', () => {
    const params = {
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City' },
        days: { type: 'integer', enum: [1, 3] },
        tags: { type: 'array' },
        odd: { type: 'str' },
        bad: 'x',
      },
      required: ['city', 'ghost'],
    }
    const doc = scriptWith([dataMapFunction({ output: { response: 'x' } }, { parameters: params })])
    expect(argumentsSchema(doc, 'f')).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City' },
        days: { type: 'integer', enum: [1, 3] },
        tags: { type: 'array', items: {} },
        odd: {},
        bad: {},
      },
      required: ['city'],
    })
  })

  it.each([
    ['no parameters', { parameters: undefined }],
    ['argument "none"', { parameters: undefined, argument: 'none' }],
    ['parameters that are not an object', { parameters: 3 }],
  ])('%s: no arguments', (_c, overrides) => {
    const doc = scriptWith([dataMapFunction({ output: { response: 'x' } }, overrides)])
    expect(argumentsSchema(doc, 'f')).toEqual({ type: 'object', properties: {} })
  })

  it('reads the older argument', () => {
    const doc = scriptWith([
      dataMapFunction(
        { output: { response: 'x' } },
        {
          parameters: undefined,
          argument: { type: 'object', properties: { q: { type: 'string' } } },
        },
      ),
    ])
    expect(argumentsSchema(doc, 'f').properties).toEqual({ q: { type: 'string' } })
  })
})

describe('replyTargets and functionKind', () => {
  it('a data_map: one target per webhook, URL prefix up to the first template', () => {
    const doc = scriptWith([
      dataMapFunction({
        webhooks: [
          { url: 'u:p@https://a.example/search?q=${args.q}&x=1', method: 'get' },
          { url: 'https://b.example/all' },
          'not a webhook',
        ],
      }),
    ])
    expect(functionKind(doc, 'f')).toBe('data_map')
    expect(replyTargets(doc, 'f')).toEqual([
      {
        at: ['data_map', 'webhooks', 0],
        method: 'GET',
        url: 'https://a.example/search?q=${args.q}&x=1',
        prefix: 'https://a.example/search?q=',
      },
      {
        at: ['data_map', 'webhooks', 1],
        method: 'POST',
        url: 'https://b.example/all',
        prefix: 'https://b.example/all',
      },
    ])
  })

  it('a web_hook_url function, its own or the default URL; none', () => {
    const own = scriptWith([
      { function: 'g', description: 'd', web_hook_url: 'https://s.example/hook' },
    ])
    expect(functionKind(own, 'g')).toBe('web_hook_url')
    expect(replyTargets(own, 'g')[0]).toMatchObject({
      at: ['web_hook_url'],
      method: 'POST',
      url: 'https://s.example/hook',
    })
    const byDefault = scriptWith([{ function: 'g', description: 'd' }], {
      swaig: { defaults: { web_hook_url: 'https://d.example/swaig' } },
    })
    expect(replyTargets(byDefault, 'g')[0]?.url).toBe('https://d.example/swaig')
    const none = scriptWith([{ function: 'g', description: 'd' }])
    expect(functionKind(none, 'g')).toBe('none')
    expect(functionKind(none, 'missing')).toBe('none')
  })
})
