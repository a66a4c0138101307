import { SignJWT, compactVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { KEY, KEY_SECRET, PROJECT, decode } from './testHelpers.ts'
import type { AccessClaims, RefreshClaims } from './tokens.ts'
import {
  ISSUER,
  SigningKey,
  newJti,
  newSigningKey,
  peekExpiry,
  signAccessToken,
  signRefreshToken,
  verifyRefreshToken,
  verifyToken,
} from './tokens.ts'

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
const expectRefresh = { projectId: PROJECT, nowS: NOW }
const OTHER_SECRET = new Uint8Array(64).fill(9)
const OTHER = new SigningKey(OTHER_SECRET)

/** Signs with jose and the raw secret, as a third party holding the key would. */
const forge = (payload: object, header: Record<string, unknown>, secret = KEY_SECRET) =>
  new SignJWT({ ...payload }).setProtectedHeader({ ...header, alg: 'HS512' }).sign(secret)
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('token shapes', () => {
  it('newJti is 20 random bytes in base64url (27 characters)', () => {
    const a = newJti()
    expect(a).toMatch(/^[A-Za-z0-9_-]{27}$/)
    expect(Buffer.from(a, 'base64url')).toHaveLength(20)
    expect(newJti()).not.toBe(a)
  })

  it('newSigningKey is 64 random bytes', () => {
    expect(newSigningKey().secret.symmetricKeySize).toBe(64)
    expect(newSigningKey().secret.export()).not.toEqual(newSigningKey().secret.export())
  })

  it('imports the jose key once: a non-extractable HMAC SHA-512 CryptoKey', async () => {
    const key = new SigningKey(KEY_SECRET)
    const first = key.joseKey()
    expect(key.joseKey()).toBe(first)
    const cryptoKey = await first
    expect(cryptoKey.algorithm).toMatchObject({ name: 'HMAC', hash: { name: 'SHA-512' } })
    expect(cryptoKey.extractable).toBe(false)
    expect([...cryptoKey.usages].sort()).toEqual(['sign', 'verify'])
  })

  it('signs an access JWT with typ JWT, HS512 and the claims in order', async () => {
    const { header, payload } = decode(await signAccessToken(access, KEY))
    expect(header).toEqual({ typ: 'JWT', alg: 'HS512' })
    expect(Object.keys(payload)).toEqual(['iat', 'iss', 'jti', 'scope', 'sub', 'resource', 'exp'])
    expect(payload).toEqual(access)
  })

  it('signs the same access JWT as jose with the raw secret', async () => {
    expect(await signAccessToken(access, KEY)).toBe(await forge(access, { typ: 'JWT' }))
  })

  it('signs a refresh token with typ Refresh and the claims in order', () => {
    const { header, payload } = decode(signRefreshToken(refreshClaims, KEY))
    expect(header).toEqual({ typ: 'Refresh', alg: 'HS512' })
    expect(Object.keys(payload)).toEqual(['iat', 'iss', 'jti', 'sub', 'exp'])
    expect(payload).toEqual(refreshClaims)
  })

  it('signs a refresh token byte for byte like jose, and jose verifies it', async () => {
    const token = signRefreshToken(refreshClaims, KEY)
    expect(token).toBe(await forge(refreshClaims, { typ: 'Refresh' }))
    const verified = await compactVerify(token, KEY_SECRET, { algorithms: ['HS512'] })
    expect(verified.protectedHeader).toEqual({ typ: 'Refresh', alg: 'HS512' })
    await expect(compactVerify(token, OTHER_SECRET)).rejects.toThrow()
  })
})

/** Ways a token can be refused, shared by the jose and the createHmac verification. */
const refusals = (typ: 'JWT' | 'Refresh', claims: AccessClaims | RefreshClaims) =>
  [
    ['another key', () => forge(claims, { typ }, OTHER_SECRET), 'invalid'],
    [
      'alg HS256 with the same key',
      () => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ }).sign(KEY_SECRET),
      'invalid',
    ],
    ['alg none', async () => `${b64({ alg: 'none', typ })}.${b64(claims)}.`, 'invalid'],
    ['garbage', async () => 'not.a.token', 'invalid'],
    ['two parts', async () => `${b64({ alg: 'HS512', typ })}.${b64(claims)}`, 'invalid'],
    [
      'a tampered payload',
      async () => {
        const [h, , s] = (await forge(claims, { typ })).split('.')
        return `${h}.${b64({ ...claims, sub: 'x' })}.${s}`
      },
      'invalid',
    ],
    ['a truncated signature', async () => (await forge(claims, { typ })).slice(0, -2), 'invalid'],
    [
      'a payload that is not an object',
      () => new SignJWT({}).setProtectedHeader({ alg: 'HS512', typ }).sign(KEY_SECRET),
      'invalid',
    ],
    ['another issuer', () => forge({ ...claims, iss: 'Someone' }, { typ }), 'invalid'],
    ['a non-integer exp', () => forge({ ...claims, exp: 'soon' }, { typ }), 'invalid'],
    ['no jti', () => forge({ ...claims, jti: undefined }, { typ }), 'invalid'],
    [
      'the other type',
      () => forge(claims, { typ: typ === 'JWT' ? 'Refresh' : 'JWT' }),
      'wrong_type',
    ],
    ['no typ', () => forge(claims, {}), 'wrong_type'],
    ['another project', () => forge({ ...claims, sub: 'other' }, { typ }), 'wrong_project'],
    ['exp = now', () => forge({ ...claims, exp: NOW }, { typ }), 'expired'],
    ['exp in the past', () => forge({ ...claims, exp: NOW - 1 }, { typ }), 'expired'],
  ] as const

describe('verifyToken (jose)', () => {
  it('accepts a good token and returns its claims', async () => {
    const result = await verifyToken(await signAccessToken(access, KEY), KEY, expectJwt)
    expect(result).toEqual({ ok: true, claims: access })
  })

  it.each(refusals('JWT', access))('refuses %s', async (_name, make, failure) => {
    expect(await verifyToken(await make(), KEY, expectJwt)).toEqual({ ok: false, failure })
  })

  it('checks typ before project and project before expiry', async () => {
    const all = await forge({ ...access, sub: 'other', exp: NOW - 5 }, { typ: 'Refresh' })
    expect(await verifyToken(all, KEY, expectJwt)).toEqual({ ok: false, failure: 'wrong_type' })
    const late = await signAccessToken({ ...access, sub: 'other', exp: NOW - 5 }, KEY)
    expect(await verifyToken(late, KEY, expectJwt)).toEqual({ ok: false, failure: 'wrong_project' })
  })
})

describe('verifyRefreshToken (createHmac)', () => {
  it('accepts a good token, its own or signed by jose, and returns its claims', async () => {
    const ok = { ok: true, claims: refreshClaims }
    expect(verifyRefreshToken(signRefreshToken(refreshClaims, KEY), KEY, expectRefresh)).toEqual(ok)
    const byJose = await forge(refreshClaims, { typ: 'Refresh' })
    expect(verifyRefreshToken(byJose, KEY, expectRefresh)).toEqual(ok)
  })

  it.each(refusals('Refresh', refreshClaims))('refuses %s', async (_name, make, failure) => {
    expect(verifyRefreshToken(await make(), KEY, expectRefresh)).toEqual({ ok: false, failure })
  })

  it('refuses a signature in a non-canonical or padded form', () => {
    const token = signRefreshToken(refreshClaims, KEY)
    const [h, p, s] = token.split('.') as [string, string, string]
    const last = s.at(-1)!
    // The last character carries 2 unused bits: flipping them decodes to the same bytes.
    const sibling = String.fromCharCode(last.charCodeAt(0) ^ 1)
    for (const bad of [
      `${s.slice(0, -1)}${sibling}`,
      `${s}==`,
      `${s} `,
      Buffer.from(s, 'base64url').toString('base64'),
    ]) {
      expect(verifyRefreshToken(`${h}.${p}.${bad}`, KEY, expectRefresh)).toEqual({
        ok: false,
        failure: 'invalid',
      })
    }
  })

  it('checks typ before project and project before expiry', async () => {
    const all = await forge({ ...refreshClaims, sub: 'other', exp: NOW - 5 }, { typ: 'JWT' })
    expect(verifyRefreshToken(all, KEY, expectRefresh)).toEqual({
      ok: false,
      failure: 'wrong_type',
    })
    const late = signRefreshToken({ ...refreshClaims, sub: 'other', exp: NOW - 5 }, KEY)
    expect(verifyRefreshToken(late, KEY, expectRefresh)).toEqual({
      ok: false,
      failure: 'wrong_project',
    })
  })
})

describe('peekExpiry', () => {
  it('reads exp without verifying, or returns null', async () => {
    expect(peekExpiry(await signAccessToken(access, OTHER))).toBe(NOW + 900)
    expect(peekExpiry(signRefreshToken(refreshClaims, OTHER))).toBe(NOW + 1200)
    expect(peekExpiry('garbage')).toBeNull()
    const noExp = await new SignJWT({ iss: ISSUER })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(KEY_SECRET)
    expect(peekExpiry(noExp)).toBeNull()
  })
})
