import { describe, expect, it } from 'vitest'
import { swaigSettings, updateSwaigSettings } from './swaigSettings'
import { parseScript, serializeScript } from './io'
import { getFunctions } from './document'

function doc(swaig: object) {
  const r = parseScript(JSON.stringify({ sections: { main: [{ ai: { SWAIG: swaig } }] } }))
  if (!r.ok) throw new Error(r.error.message)
  return r.doc
}

describe('SWAIG settings', () => {
  it('shows everything but the functions, and writes back around them', () => {
    const d = doc({
      defaults: { web_hook_url: 'https://a' },
      functions: [{ function: 'f', description: 'x' }],
      native_functions: ['check_time'],
    })
    expect(swaigSettings(d)).toEqual({
      defaults: { web_hook_url: 'https://a' },
      native_functions: ['check_time'],
    })
    const next = updateSwaigSettings(d, {
      defaults: { web_hook_url: 'https://b' },
      native_functions: ['check_time'],
    })
    const text = serializeScript(next, 'json')
    expect(text.indexOf('"defaults"')).toBeLessThan(text.indexOf('"functions"'))
    expect(text.indexOf('"functions"')).toBeLessThan(text.indexOf('"native_functions"'))
    expect(getFunctions(next.root)[0]).toBe(getFunctions(d.root)[0])
  })

  it('binds one password field to whichever spelling the script uses', () => {
    const d = doc({
      defaults: { web_hook_auth_user: 'u', web_hook_auth_password: 'old' },
      includes: [{ url: 'https://i', functions: ['a'], auth_user: 'x', auth_password: 'y' }],
    })
    const view = swaigSettings(d) as { defaults: object; includes: object[] }
    expect(view.defaults).toEqual({ web_hook_auth_user: 'u', web_hook_auth_pass: 'old' })
    expect(view.includes[0]).toEqual({ url: 'https://i', functions: ['a'], user: 'x', pass: 'y' })
    const next = updateSwaigSettings(d, {
      defaults: { web_hook_auth_user: 'u', web_hook_auth_pass: 'new' },
      includes: [{ url: 'https://i', functions: ['a'], user: 'x', pass: 'z' }],
    })
    const plain = JSON.parse(serializeScript(next, 'json')).sections.main[0].ai.SWAIG
    expect(plain.defaults).toEqual({ web_hook_auth_user: 'u', web_hook_auth_password: 'new' })
    expect(plain.includes[0]).toEqual({
      url: 'https://i',
      functions: ['a'],
      auth_user: 'x',
      auth_password: 'z',
    })
  })

  it('returns the same document when nothing changed', () => {
    const d = doc({ defaults: { web_hook_url: 'https://a' } })
    expect(updateSwaigSettings(d, swaigSettings(d))).toBe(d)
  })
})
