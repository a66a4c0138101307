import { describe, expect, it } from 'vitest'
import { decodeJwt, formatCountdown } from './jwt'
import { connectionSnippets } from './snippets'

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
const token = `${b64({ typ: 'JWT', alg: 'HS512' })}.${b64({ iat: 100, resource: 'alice', exp: 1000 })}.sig`

describe('decodeJwt', () => {
  it('reads the header and claims, and the times in milliseconds', () => {
    expect(decodeJwt(token)).toEqual({
      header: { typ: 'JWT', alg: 'HS512' },
      claims: { iat: 100, resource: 'alice', exp: 1000 },
      expiresAt: 1_000_000,
      issuedAt: 100_000,
    })
  })
  it.each(['', 'a.b', 'x.y.z', `${b64({})}.${Buffer.from('[1]').toString('base64url')}.s`])(
    'refuses %j',
    (t) => {
      expect(decodeJwt(t)).toBeUndefined()
    },
  )
})

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [-5000, '0:00'],
    [59_001, '1:00'],
    [14 * 60_000 + 5000, '14:05'],
    [3_723_000, '1:02:03'],
  ])('%i ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text))
})

describe('connectionSnippets', () => {
  const input = {
    baseUrl: 'http://127.0.0.1:5173',
    project: 'p-1',
    jwt: token,
    host: 'ws://127.0.0.1:5173/relay',
    resource: 'alice',
    expiresIn: 15,
  }
  it('never contains a secret, and reproduces the connection', () => {
    const s = connectionSnippets(input)
    expect(s.curl).toContain('$SIGNALWIRE_PROJECT_TOKEN')
    expect(s.curl).toContain('{"resource":"alice","expires_in":15}')
    expect(s.node).toContain('process.env.SIGNALWIRE_PROJECT_TOKEN')
    expect(s.client).toContain(`token: '${token}'`)
    expect(s.client).toContain(`host: 'ws://127.0.0.1:5173/relay'`)
  })
  it('uses the space URL from the environment when the page does not know it', () => {
    const s = connectionSnippets({ ...input, baseUrl: undefined, host: undefined })
    expect(s.curl).toContain(`"$SIGNALWIRE_SPACE_URL"'/api/relay/rest/jwt'`)
    expect(s.client).not.toContain('host:')
  })
})
