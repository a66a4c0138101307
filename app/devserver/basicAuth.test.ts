import { describe, expect, it } from 'vitest'
import { basicAuthHeader, checkBasicAuth, parseBasicAuth, safeEqual } from './basicAuth.ts'

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

describe('parseBasicAuth', () => {
  it.each([
    ['Basic ' + b64('user:pass'), { user: 'user', password: 'pass' }],
    ['basic ' + b64('user:pass'), { user: 'user', password: 'pass' }],
    ['BASIC  ' + b64('u:p:with:colons'), { user: 'u', password: 'p:with:colons' }],
    ['Basic ' + b64(':'), { user: '', password: '' }],
    ['Basic ' + b64('ünï:cødé'), { user: 'ünï', password: 'cødé' }],
  ])('parses %s', (header, expected) => {
    expect(parseBasicAuth(header)).toEqual(expected)
  })

  it.each([
    [undefined],
    [''],
    ['Basic'],
    ['Basic '],
    ['Bearer ' + b64('user:pass')],
    ['Basic ' + b64('no-colon')],
    ['Basic !!!not-base64!!!'],
    ['Basic ' + b64('a:b') + ' extra'],
  ])('rejects %s', (header) => {
    expect(parseBasicAuth(header)).toBeNull()
  })
})

describe('checkBasicAuth', () => {
  it.each([
    ['right credentials', basicAuthHeader('proj', 'tok'), true],
    ['wrong token', basicAuthHeader('proj', 'tok2'), false],
    ['wrong project', basicAuthHeader('proj2', 'tok'), false],
    ['token as prefix', basicAuthHeader('proj', 'to'), false],
    ['swapped', basicAuthHeader('tok', 'proj'), false],
    ['missing header', undefined, false],
    ['malformed header', 'Basic ???', false],
    ['lower-case scheme, extra spaces', `basic   ${b64('proj:tok')} `, true],
    ['the right header with a suffix', `${basicAuthHeader('proj', 'tok')}x`, false],
    ['the right header cut short', basicAuthHeader('proj', 'tok').slice(0, -2), false],
    ['the right header with a NUL suffix', `${basicAuthHeader('proj', 'tok')}\0`, false],
    ['non-ASCII of the same length', basicAuthHeader('proj', 'tok').replace(/.$/, 'é'), false],
  ])('%s', (_name, header, expected) => {
    expect(checkBasicAuth(header, 'proj', 'tok')).toBe(expected)
  })

  it('follows a change of expected credentials', () => {
    expect(checkBasicAuth(basicAuthHeader('proj', 'tok'), 'proj', 'tok')).toBe(true)
    expect(checkBasicAuth(basicAuthHeader('proj', 'tok'), 'proj', 'new')).toBe(false)
    expect(checkBasicAuth(basicAuthHeader('proj', 'new'), 'proj', 'new')).toBe(true)
    expect(checkBasicAuth(basicAuthHeader('proj', 'new'), 'proj', 'tok')).toBe(false)
  })
})

describe('safeEqual', () => {
  it('compares content, whatever the lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true)
    expect(safeEqual('abc', 'abd')).toBe(false)
    expect(safeEqual('abc', 'abcd')).toBe(false)
    expect(safeEqual('', '')).toBe(true)
  })
})
