import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { KEY, PROJECT, decode } from './testHelpers'
import type { AccessClaims, RefreshClaims } from './tokens'
import {
  ISSUER,
  newJti,
  newSigningKey,
  peekExpiry,
  signAccessToken,
  signRefreshToken,
} from './tokens'
import { verifyToken } from './tokens'

const NOW = 1_800_000_000
const access: AccessClaims = {
  iat: NOW,
  iss: ISSUER,
  jti: 'jti-a',
  scope: 'webrtc',
  sub: PROJECT,
  resource: 'alice',
  exp: NOW + 900,
}
const refreshClaims: RefreshClaims = {
  iat: NOW,
  iss: ISSUER,
  jti: 'jti-r',
  sub: PROJECT,
  exp: NOW + 1200,
}
const expectJwt = { typ: 'JWT' as const, projectId: PROJECT, nowS: NOW }

describe('token shapes', () => {
  it('newJti is 20 random bytes in base64url (27 characters)', () => {
    const a = newJti()
    expect(a).toMatch(/^[A-Za-z0-9_-]{27}$/)
    expect(Buffer.from(a, 'base64url')).toHaveLength(20)
    expect(newJti()).not.toBe(a)
  })

  it('newSigningKey is 64 random bytes', () => {
    expect(newSigningKey()).toHaveLength(64)
  })

  it('signs an access JWT with typ JWT, HS512 and the claims in order', async () => {
    const { header, payload } = decode(await signAccessToken(access, KEY))
    expect(header).toEqual({ typ: 'JWT', alg: 'HS512' })
    expect(Object.keys(payload)).toEqual(['iat', 'iss', 'jti', 'scope', 'sub', 'resource', 'exp'])
    expect(payload).toEqual(access)
  })

  it('signs a refresh token with typ Refresh', async () => {
    const { header, payload } = decode(await signRefreshToken(refreshClaims, KEY))
    expect(header).toEqual({ typ: 'Refresh', alg: 'HS512' })
    expect(payload).toEqual(refreshClaims)
  })
})

describe('verifyToken', () => {
  const other = new Uint8Array(64).fill(9)
  const forge = (payload: object, header: Record<string, unknown>, key = KEY) =>
    new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS512', ...header }).sign(key)

  it('accepts a good token and returns its claims', async () => {
    const result = await verifyToken(await signAccessToken(access, KEY), KEY, expectJwt)
    expect(result).toEqual({ ok: true, claims: access })
  })

  it.each([
    ['another key', () => signAccessToken(access, other), 'invalid'],
    [
      'alg HS256 with the same key',
      () => new SignJWT({ ...access }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(KEY),
      'invalid',
    ],
    [
      'alg none',
      async () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(access)).toString('base64url')}.`,
      'invalid',
    ],
    ['garbage', async () => 'not.a.token', 'invalid'],
    [
      'a payload that is not an object',
      () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
          .sign(KEY)
          .then((t) => t),
      'invalid',
    ],
    ['another issuer', () => forge({ ...access, iss: 'Someone' }, { typ: 'JWT' }), 'invalid'],
    ['a non-integer exp', () => forge({ ...access, exp: 'soon' }, { typ: 'JWT' }), 'invalid'],
    ['no jti', () => forge({ ...access, jti: undefined }, { typ: 'JWT' }), 'invalid'],
    ['a refresh token', () => signRefreshToken(refreshClaims, KEY), 'wrong_type'],
    ['no typ', () => forge(access, {}), 'wrong_type'],
    ['another project', () => signAccessToken({ ...access, sub: 'other' }, KEY), 'wrong_project'],
    ['exp = now', () => signAccessToken({ ...access, exp: NOW }, KEY), 'expired'],
    ['exp in the past', () => signAccessToken({ ...access, exp: NOW - 1 }, KEY), 'expired'],
  ])('refuses %s', async (_name, make, failure) => {
    expect(await verifyToken(await make(), KEY, expectJwt)).toEqual({ ok: false, failure })
  })

  it('checks typ before project and project before expiry', async () => {
    const all = await forge({ ...access, sub: 'other', exp: NOW - 5 }, { typ: 'Refresh' })
    expect(await verifyToken(all, KEY, expectJwt)).toEqual({ ok: false, failure: 'wrong_type' })
    const late = await signAccessToken({ ...access, sub: 'other', exp: NOW - 5 }, KEY)
    expect(await verifyToken(late, KEY, expectJwt)).toEqual({ ok: false, failure: 'wrong_project' })
  })
})

describe('peekExpiry', () => {
  it('reads exp without verifying, or returns null', async () => {
    expect(peekExpiry(await signAccessToken(access, other()))).toBe(NOW + 900)
    expect(peekExpiry('garbage')).toBeNull()
    const noExp = await new SignJWT({ iss: ISSUER }).setProtectedHeader({ alg: 'HS512' }).sign(KEY)
    expect(peekExpiry(noExp)).toBeNull()
  })
})

function other(): Uint8Array {
  return new Uint8Array(64).fill(3)
}
