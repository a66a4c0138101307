import { describe, expect, it } from 'vitest'
import fastUri from 'fast-uri'
import resolver from './uriResolver'

// The answers rjsf gets for our forms' schemas are fast-uri's (the module it replaces for rjsf).
describe('uriResolver answers as fast-uri does for the URIs of our schemas', () => {
  const base = 'https://swaig.studio/schemas/defs.schema.json'
  it.each([
    [base, '#/definitions/fillers'],
    [base, 'function.schema.json#/definitions/x'],
    ['https://swaig.studio/schemas/a/b.json', '../defs.schema.json'],
  ])('resolve(%s, %s)', (b, ref) => {
    expect(resolver.resolve(b, ref)).toBe(fastUri.resolve(b, ref))
  })
  it('leaves a relative reference without a base as it is (fast-uri throws there)', () => {
    expect(resolver.resolve(undefined, '#/definitions/fillers')).toBe('#/definitions/fillers')
  })
  it.each([
    [base, base, true],
    [base, 'HTTPS://SWAIG.studio/schemas/defs.schema.json', true],
    [base, 'https://swaig.studio/schemas/function.schema.json', false],
    ['#a', '#a', true],
  ])('equal(%s, %s)', (a, b, same) => {
    expect(resolver.equal(a, b)).toBe(same)
    expect(fastUri.equal(a, b)).toBe(same)
  })
})
