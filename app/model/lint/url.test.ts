import { describe, expect, it } from 'vitest'
import { argReferences, replaceTemplates } from './templates'
import { checkUrl } from './url'

describe('checkUrl', () => {
  it.each<[string, { invalid?: RegExp; insecure?: boolean; credentials?: boolean }]>([
    ['https://example.com/swaig', {}],
    ['http://example.com', { insecure: true }],
    ['HTTPS://Example.com:8443/a?b=c#d', {}],
    ['user:pass@https://example.com/swaig', { credentials: true }],
    ['https://user:pass@example.com', { credentials: true }],
    ['apikey@http://example.com', { credentials: true, insecure: true }],
    ['p@ss:w@rd@https://example.com', { credentials: true }],
    ['${global_data.user}:${global_data.pass}@https://example.com', {}],
    ['https://${global_data.host}/x?q=%{args.q}', {}],
    ['https://api.example.${global_data.tld}/x', {}],
    ['https://example.com:${global_data.port}/x', {}],
    ['https://api.example.com/${meta_data.contacts.${lc:args.dept}}', {}],
    ['${global_data.base_url}/swaig', {}],
    ['%{global_data.url}', {}],
    ['', { invalid: /empty/ }],
    ['   ', { invalid: /empty/ }],
    ['example.com/swaig', { invalid: /does not start with https:\/\// }],
    ['ftp://example.com/a.mp3', { invalid: /uses ftp:\/\// }],
    ['https://exa mple.com', { invalid: /space/ }],
    ['https://', { invalid: /host or port/ }],
    ['https://example.com:99999999', { invalid: /host or port/ }],
    ['https://example.com/${args.x', { invalid: /not closed/ }],
  ])('%j', (text, expected) => {
    const check = checkUrl(text)
    if (expected.invalid) expect(check.invalid).toMatch(expected.invalid)
    else expect(check.invalid).toBeUndefined()
    expect(check.insecure).toBe(expected.insecure ?? false)
    expect(check.credentials).toBe(expected.credentials ?? false)
  })
})

describe('templates', () => {
  it.each<[string, string[]]>([
    ['${args.city}', ['city']],
    ['%{args.city} and ${args.city}', ['city']],
    ['${input.args.q} ${enc:args.a} %{lc:enc:args.b_2}', ['q', 'a', 'b_2']],
    ['${meta_data.x.${lc:args.dept}}', ['dept']],
    ['${global_data.args.x} $args.y {args.z} ${ARGS.w}', []],
  ])('argReferences(%j)', (text, names) => {
    expect(argReferences(text)).toEqual(names)
  })

  it('replaces nested templates and refuses unclosed ones', () => {
    expect(replaceTemplates('a${b.${c}}d@{e}f', 'X')).toBe('aXdXf')
    expect(replaceTemplates('a${b', 'X')).toBeUndefined()
  })
})
