import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatUrlCredentials,
  parseUrlCredentials,
  withCredentialValues,
  type UrlCredentials,
} from './urlCredentials'

const parts = (text: string) => {
  const { form, address, user, password } = parseUrlCredentials(text)
  return { form, address, user, password }
}

describe('parseUrlCredentials', () => {
  it.each([
    [
      'https://example.com/hook',
      { form: 'spec', address: 'https://example.com/hook', user: '', password: undefined },
    ],
    [
      'user:pass@https://example.com/hook',
      { form: 'spec', address: 'https://example.com/hook', user: 'user', password: 'pass' },
    ],
    [
      'https://user:pass@example.com/hook',
      { form: 'standard', address: 'https://example.com/hook', user: 'user', password: 'pass' },
    ],
    [
      'https://us%40er:p%3Ass@example.com/',
      { form: 'standard', address: 'https://example.com/', user: 'us@er', password: 'p:ss' },
    ],
    [
      'https://user@example.com',
      { form: 'standard', address: 'https://example.com', user: 'user', password: undefined },
    ],
    [
      'me:p@ss:w0rd@https://example.com',
      { form: 'spec', address: 'https://example.com', user: 'me', password: 'p@ss:w0rd' },
    ],
    [
      'user:pass@example.com/hook',
      { form: 'spec', address: 'example.com/hook', user: 'user', password: 'pass' },
    ],
    [
      '${global_data.u}:${global_data.p}@${global_data.url}',
      {
        form: 'spec',
        address: '${global_data.url}',
        user: '${global_data.u}',
        password: '${global_data.p}',
      },
    ],
    [
      'https://api.example.com/w?q=${enc:args.city}&k=a@b',
      {
        form: 'spec',
        address: 'https://api.example.com/w?q=${enc:args.city}&k=a@b',
        user: '',
        password: undefined,
      },
    ],
    ['', { form: 'spec', address: '', user: '', password: undefined }],
    [
      'https://@example.com',
      { form: 'spec', address: 'https://@example.com', user: '', password: undefined },
    ],
    [
      '@https://example.com',
      { form: 'spec', address: '@https://example.com', user: '', password: undefined },
    ],
  ] as const)('%s', (text, expected) => {
    expect(parts(text)).toEqual(expected)
  })
})

describe('formatUrlCredentials', () => {
  const change = (text: string, values: Parameters<typeof withCredentialValues>[1]) =>
    formatUrlCredentials(withCredentialValues(parseUrlCredentials(text), values))

  it('writes new credentials on a plain URL in the spec form', () => {
    expect(change('https://example.com/hook', { user: 'bob' })).toBe('bob@https://example.com/hook')
    expect(change('bob@https://example.com/hook', { password: 's3cret' })).toBe(
      'bob:s3cret@https://example.com/hook',
    )
  })

  it('keeps the form the script used', () => {
    expect(change('user:pass@https://a.com/x', { password: 'new' })).toBe(
      'user:new@https://a.com/x',
    )
    expect(change('https://user:pass@a.com/x', { password: 'n@w/1' })).toBe(
      'https://user:n%40w%2F1@a.com/x',
    )
    expect(change('https://user:pass@a.com/x', { address: 'https://b.com/y' })).toBe(
      'https://user:pass@b.com/y',
    )
  })

  it('keeps the raw spelling of unchanged parts', () => {
    expect(change('https://us%65r:p%zz@a.com/', { address: 'https://b.com/' })).toBe(
      'https://us%65r:p%zz@b.com/',
    )
  })

  it('removes the credentials when user and password are emptied', () => {
    expect(change('user:pass@https://a.com', { user: '', password: '' })).toBe('https://a.com')
    expect(change('https://user:pass@a.com', { user: '', password: '' })).toBe('https://a.com')
  })

  it('falls back to the standard form when the spec form cannot hold a user name', () => {
    expect(change('https://a.com', { user: 'a:b', password: 'c' })).toBe('https://a%3Ab:c@a.com')
  })
})

const addresses = fc.oneof(
  fc.constantFrom(
    'https://example.com/hook',
    'http://127.0.0.1:8080/swaig?x=1',
    'https://api.example.com/w?q=${enc:args.city}',
    'example.com/hook',
    '${global_data.url}',
    '',
  ),
  fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((u) => !u.includes('@')),
)
const text = fc.string({ unit: 'grapheme', maxLength: 12 })

describe('round trips', () => {
  it('format(parse(text)) is the text itself, for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (t) => formatUrlCredentials(parseUrlCredentials(t)) === t,
      ),
    )
    fc.assert(
      fc.property(text, text, addresses, fc.constantFrom('@', ':', '://'), (a, b, c, sep) => {
        const t = `${a}${sep}${b}@${c}`
        return formatUrlCredentials(parseUrlCredentials(t)) === t
      }),
      { numRuns: 3000 },
    )
  })

  it('parse(format(parts)) gives back the user, password and address', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<UrlCredentials['form']>('spec', 'standard'),
        text,
        fc.option(text, { nil: undefined }),
        addresses,
        (form, user, password, address) => {
          const schemeless = !/^[a-z][a-z0-9+.-]*:\/\//i.test(address)
          fc.pre(user !== '' || password !== undefined)
          if (schemeless)
            fc.pre(/^[^:/\s]*$/.test(user) && !`${user}${password ?? ''}`.includes('://'))
          const written = formatUrlCredentials({
            form,
            address,
            user,
            password,
            raw: { user: '', password: undefined },
          })
          const back = parseUrlCredentials(written)
          expect(back.user).toBe(user)
          expect(back.address).toBe(address)
          expect(back.password ?? '').toBe(password ?? '')
          if (!schemeless) expect(back.password).toBe(password)
        },
      ),
    )
  })
})
