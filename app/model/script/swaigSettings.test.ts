import { describe, expect, it } from 'vitest'
import { swaigPathOf, swaigSettings } from './swaigSettings'
import { parseScript } from './io'
import { getAi } from './document'
import type { ScriptDoc } from './document'

const swaigOf = (d: ScriptDoc) => getAi(d.root)?.get('SWAIG')

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
  })

  it('binds one password field to whichever spelling the script uses', () => {
    const d = doc({
      defaults: { web_hook_auth_user: 'u', web_hook_auth_password: 'old' },
      includes: [{ url: 'https://i', functions: ['a'], auth_user: 'x', auth_password: 'y' }],
    })
    const view = swaigSettings(d) as { defaults: object; includes: object[] }
    expect(view.defaults).toEqual({ web_hook_auth_user: 'u', web_hook_auth_pass: 'old' })
    expect(view.includes[0]).toEqual({ url: 'https://i', functions: ['a'], user: 'x', pass: 'y' })
    // The form's paths are written under the spelling the script uses.
    expect(swaigPathOf(swaigOf(d), ['defaults', 'web_hook_auth_pass'])).toEqual([
      'defaults',
      'web_hook_auth_password',
    ])
    expect(swaigPathOf(swaigOf(d), ['includes', 0, 'pass'])).toEqual([
      'includes',
      0,
      'auth_password',
    ])
    expect(swaigPathOf(swaigOf(d), ['includes', 0, 'url'])).toEqual(['includes', 0, 'url'])
    const fresh = doc({ defaults: {} })
    expect(swaigPathOf(swaigOf(fresh), ['defaults', 'web_hook_auth_pass'])).toEqual([
      'defaults',
      'web_hook_auth_pass',
    ])
  })
})
