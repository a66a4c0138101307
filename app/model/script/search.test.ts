import { describe, expect, it } from 'vitest'
import { fromPlain } from '../json/plain'
import { functionSearchText, matchesSearch } from './search'

const fn = fromPlain({
  function: 'get_forecast',
  description: 'Weather for a city',
  web_hook_url: 'https://api.Example.com/forecast',
  fillers: { 'en-US': ['Checking the skies'] },
  parameters: { type: 'object', properties: { city: { type: 'string', description: 'Town' } } },
  data_map: {
    expressions: [
      { string: '${args.city}', pattern: 'paris|lyon', output: { response: 'Bonjour' } },
    ],
  },
})

describe('function search', () => {
  it.each([
    ['name', 'FORECAST'],
    ['description', 'weather'],
    ['URL', 'api.example.com'],
    ['filler', 'skies'],
    ['data_map pattern', 'lyon'],
    ['data_map response', 'bonjour'],
    ['parameter name', 'city'],
    ['several words anywhere', 'skies bonjour'],
  ])('finds the %s', (_what, query) => {
    expect(matchesSearch(fn, query)).toBe(true)
  })

  it('needs every word, and an empty query matches', () => {
    expect(matchesSearch(fn, 'skies nowhere')).toBe(false)
    expect(matchesSearch(fn, '   ')).toBe(true)
  })

  it('caches the text per node', () => {
    expect(functionSearchText(fn)).toBe(functionSearchText(fn))
    expect(functionSearchText('not a function')).toBe('not a function')
  })
})
