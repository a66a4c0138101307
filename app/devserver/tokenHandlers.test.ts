import { describe, expect, it } from 'vitest'
import { BASIC_CHALLENGE, basicAuthHeader } from './basicAuth.ts'
import type { HttpResponse } from './httpMessages.ts'
import { PROJECT, T0, decode, issuePair, json, makeTokenContext } from './testHelpers.ts'
import { refresh, tokenRequest } from './testHelpers.ts'
import { handleTokenRequest } from './tokenHandlers.ts'
import { TokenStore } from './tokenStore.ts'
import { SigningKey, signRefreshToken } from './tokens.ts'

const T0S = T0 / 1000

/** Every response carries no-store, is JSON, and every 401 carries the challenge. */
function expectCommonHeaders(res: HttpResponse) {
  expect(res.headers['Cache-Control']).toBe('no-store')
  expect(res.headers.Pragma).toBe('no-cache')
  expect(res.headers['Content-Type']).toBe('application/json; charset=utf-8')
  if (res.status === 401) expect(res.headers['WWW-Authenticate']).toBe(BASIC_CHALLENGE)
}

function expectError(res: HttpResponse, status: number, code: string) {
  expectCommonHeaders(res)
  expect(res.status).toBe(status)
  const errors = json(res).errors as Array<Record<string, unknown>>
  expect(errors[0]).toMatchObject({ status: String(status), code })
  expect(typeof errors[0]!.detail).toBe('string')
  expect(typeof errors[0]!.title).toBe('string')
}

describe('method and credentials', () => {
  it.each(['GET', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])('%s gets 405 with Allow', async (m) => {
    const res = await handleTokenRequest(tokenRequest(m), makeTokenContext())
    expectCommonHeaders(res)
    expect(res.status).toBe(405)
    expect(res.headers.Allow).toBe('POST, PUT')
  })

  it.each([
    ['no header', {}],
    ['wrong token', { authorization: basicAuthHeader(PROJECT, 'nope') }],
    ['wrong project', { authorization: basicAuthHeader('other', 'PT-test-token:with:colons') }],
    ['bearer scheme', { authorization: 'Bearer abc' }],
    ['malformed', { authorization: 'Basic ***' }],
  ])('%s gets 401 Unauthorized with a challenge', async (_name, headers) => {
    for (const method of ['POST', 'PUT']) {
      const req = tokenRequest(method, {})
      req.headers = { 'content-type': 'application/json', ...headers }
      const res = await handleTokenRequest(req, makeTokenContext())
      expectCommonHeaders(res)
      expect(res.status).toBe(401)
      expect(json(res)).toEqual({ error: 'Unauthorized' })
    }
  })

  it('accepts a lower-case method', async () => {
    const res = await handleTokenRequest(tokenRequest('post'), makeTokenContext())
    expect(res.status).toBe(201)
  })
})

describe('POST /api/relay/rest/jwt', () => {
  it('creates a pair with all defaults from an empty body', async () => {
    const ctx = makeTokenContext()
    const res = await handleTokenRequest(tokenRequest('POST'), ctx)
    expectCommonHeaders(res)
    expect(res.status).toBe(201)
    const body = json(res)
    expect(Object.keys(body)).toEqual(['jwt_token', 'refresh_token'])
    const jwt = decode(body.jwt_token as string)
    expect(jwt.header).toEqual({ typ: 'JWT', alg: 'HS512' })
    expect(Object.keys(jwt.payload)).toEqual([
      'iat',
      'iss',
      'jti',
      'scope',
      'sub',
      'resource',
      'exp',
    ])
    expect(jwt.payload).toMatchObject({
      iat: T0S,
      iss: 'SignalWire JWT',
      scope: 'webrtc',
      sub: PROJECT,
      resource: 'generated-uuid',
      exp: T0S + 900,
    })
    expect(jwt.payload.jti).toMatch(/^[A-Za-z0-9_-]{27}$/)
    const rt = decode(body.refresh_token as string)
    expect(rt.header).toEqual({ typ: 'Refresh', alg: 'HS512' })
    expect(Object.keys(rt.payload)).toEqual(['iat', 'iss', 'jti', 'sub', 'exp'])
    expect(rt.payload).toMatchObject({ iat: T0S, sub: PROJECT, exp: T0S + 900 + 300 })
    expect(ctx.store.size).toBe(1)
  })

  it('defaults the resource to a random UUID when no factory is injected', async () => {
    const ctx = makeTokenContext({ newResource: undefined })
    const { jwt_token } = await issuePair(ctx)
    expect(decode(jwt_token).payload.resource).toMatch(/^[0-9a-f-]{36}$/)
  })

  it.each([
    ['JSON', { resource: 'alice', expires_in: 120 }, {}],
    [
      'JSON with a numeric string',
      '{"resource":"alice","expires_in":"120"}',
      { 'content-type': 'application/json' },
    ],
    ['JSON without a content type', '{"resource":"alice","expires_in":120}', {}],
    [
      'form',
      'resource=alice&expires_in=120',
      { 'content-type': 'application/x-www-form-urlencoded' },
    ],
    [
      'form with charset and duplicates',
      'resource=alice&expires_in=120&resource=bob',
      { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    ],
  ])('reads parameters from %s', async (_name, body, headers) => {
    const res = await handleTokenRequest(tokenRequest('POST', body, headers), makeTokenContext())
    expect(res.status).toBe(201)
    const { payload } = decode(json(res).jwt_token as string)
    expect(payload.resource).toBe('alice')
    expect(payload.exp).toBe(T0S + 120 * 60)
  })

  it.each([
    ['empty resource', { resource: '' }, 'generated-uuid', 900],
    ['null resource and expires_in', { resource: null, expires_in: null }, 'generated-uuid', 900],
    ['largest expires_in', { expires_in: 10080 }, 'generated-uuid', 10080 * 60],
    ['smallest expires_in', { expires_in: 1 }, 'generated-uuid', 60],
    ['whole float', { expires_in: 2.0 }, 'generated-uuid', 120],
    ['256-character resource', { resource: 'r'.repeat(256) }, 'r'.repeat(256), 900],
    ['unknown parameters ignored', { foo: 1, resource: 'x' }, 'x', 900],
  ])('accepts %s', async (_name, body, resource, lifetime) => {
    const { jwt_token } = await issuePair(makeTokenContext(), body)
    const { payload } = decode(jwt_token)
    expect(payload.resource).toBe(resource)
    expect((payload.exp as number) - (payload.iat as number)).toBe(lifetime)
  })

  it.each([
    ['expires_in 0', { expires_in: 0 }],
    ['negative expires_in', { expires_in: -5 }],
    ['expires_in above 10080', { expires_in: 10081 }],
    ['fractional expires_in', { expires_in: 1.5 }],
    ['text expires_in', { expires_in: 'soon' }],
    ['boolean expires_in', { expires_in: true }],
    ['empty-string expires_in', { expires_in: '' }],
    ['numeric string with a sign', { expires_in: '+5' }],
    ['numeric resource', { resource: 42 }],
    ['object resource', { resource: { a: 1 } }],
    ['resource over 256 characters', { resource: 'r'.repeat(257) }],
  ])('refuses %s with 422 invalid_parameter', async (_name, body) => {
    const ctx = makeTokenContext()
    expectError(await handleTokenRequest(tokenRequest('POST', body), ctx), 422, 'invalid_parameter')
    expect(ctx.store.size).toBe(0)
  })

  it('reports every invalid parameter at once', async () => {
    const res = await handleTokenRequest(
      tokenRequest('POST', { resource: 1, expires_in: 0 }),
      makeTokenContext(),
    )
    expect(json(res).errors).toHaveLength(2)
  })

  it('refuses a form-encoded invalid expires_in', async () => {
    const req = tokenRequest('POST', 'expires_in=abc', {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expectError(await handleTokenRequest(req, makeTokenContext()), 422, 'invalid_parameter')
  })

  it.each(['{not json', '{"a":1', 'undefined'])('answers 400 to the body %s', async (body) => {
    const res = await handleTokenRequest(
      tokenRequest('POST', body, { 'content-type': 'application/json' }),
      makeTokenContext(),
    )
    expectCommonHeaders(res)
    expect(res.status).toBe(400)
    expect(json(res)).toEqual({ error: 'Bad Request' })
  })

  it.each(['[]', '"text"', '42', 'null'])('answers 422 to the JSON body %s', async (body) => {
    const res = await handleTokenRequest(
      tokenRequest('POST', body, { 'content-type': 'application/json' }),
      makeTokenContext(),
    )
    expectError(res, 422, 'invalid_parameter')
  })

  it('accepts a Buffer body', async () => {
    const req = tokenRequest('POST')
    req.body = Buffer.from('{"resource":"buf"}')
    const res = await handleTokenRequest(req, makeTokenContext())
    expect(decode(json(res).jwt_token as string).payload.resource).toBe('buf')
  })

  it('scales lifetimes with secondsPerMinute, JWT exp included', async () => {
    const ctx = makeTokenContext({ secondsPerMinute: 1 })
    const { jwt_token, refresh_token } = await issuePair(ctx, { expires_in: 15 })
    expect(decode(jwt_token).payload.exp).toBe(T0S + 15)
    expect(decode(refresh_token).payload.exp).toBe(T0S + 15 + 5)
  })

  it('caps the refresh token at 24 hours from the first POST', async () => {
    const ctx = makeTokenContext()
    const { refresh_token } = await issuePair(ctx, { expires_in: 10080 })
    expect(decode(refresh_token).payload.exp).toBe(T0S + 24 * 3600)
  })

  it('answers 503 too_many_sessions when full of live sessions, and keeps every one', async () => {
    const ctx = makeTokenContext({ store: new TokenStore({ maxFamilies: 2 }) })
    const live = [await issuePair(ctx), await issuePair(ctx)]
    for (let i = 0; i < 50; i++) {
      const res = await handleTokenRequest(tokenRequest('POST', {}), ctx)
      expectError(res, 503, 'too_many_sessions')
      expect(res.headers['Retry-After']).toBe(String(20 * 60))
    }
    for (const pair of live) expect((await refresh(ctx, pair.refresh_token)).status).toBe(200)
    ctx.clock.advance(20 * 60)
    expect((await handleTokenRequest(tokenRequest('POST', {}), ctx)).status).toBe(201)
  })
})

describe('PUT /api/relay/rest/jwt', () => {
  it('returns a new pair that keeps the resource and the lifetime', async () => {
    const ctx = makeTokenContext()
    const first = await issuePair(ctx, { resource: 'alice', expires_in: 30 })
    ctx.clock.advance(600)
    const res = await refresh(ctx, first.refresh_token)
    expectCommonHeaders(res)
    expect(res.status).toBe(200)
    const body = json(res) as { jwt_token: string; refresh_token: string }
    expect(Object.keys(body)).toEqual(['jwt_token', 'refresh_token'])
    const { payload } = decode(body.jwt_token)
    expect(payload).toMatchObject({ resource: 'alice', iat: T0S + 600, exp: T0S + 600 + 1800 })
    expect(body.jwt_token).not.toBe(first.jwt_token)
    expect(body.refresh_token).not.toBe(first.refresh_token)
    // The new refresh token works at once; the old one is spent.
    expect((await refresh(ctx, body.refresh_token)).status).toBe(200)
  })

  it('accepts application/json with a charset', async () => {
    const ctx = makeTokenContext()
    const { refresh_token } = await issuePair(ctx)
    const req = tokenRequest('PUT', JSON.stringify({ refresh_token }), {
      'content-type': 'Application/JSON; charset=utf-8',
    })
    expect((await handleTokenRequest(req, ctx)).status).toBe(200)
  })

  it.each([
    ['no content type', {}],
    ['form encoding', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['text/plain', { 'content-type': 'text/plain' }],
  ])('answers 415 to %s', async (_name, headers) => {
    const res = await handleTokenRequest(
      tokenRequest('PUT', 'refresh_token=x', headers),
      makeTokenContext(),
    )
    expectCommonHeaders(res)
    expect(res.status).toBe(415)
  })

  it('answers 400 to invalid JSON', async () => {
    const req = tokenRequest('PUT', '{', { 'content-type': 'application/json' })
    expect((await handleTokenRequest(req, makeTokenContext())).status).toBe(400)
  })

  it.each([
    ['an empty body', ''],
    ['no refresh_token', '{}'],
    ['a numeric refresh_token', '{"refresh_token":5}'],
    ['an empty refresh_token', '{"refresh_token":""}'],
    ['an array body', '[]'],
  ])('answers 422 missing_parameter to %s', async (_name, body) => {
    const req = tokenRequest('PUT', body, { 'content-type': 'application/json' })
    expectError(await handleTokenRequest(req, makeTokenContext()), 422, 'missing_parameter')
  })

  it('refuses a token signed with another key: invalid_refresh_token', async () => {
    const stranger = makeTokenContext({ key: new SigningKey(new Uint8Array(64).fill(1)) })
    const { refresh_token } = await issuePair(stranger)
    expectError(await refresh(makeTokenContext(), refresh_token), 401, 'invalid_refresh_token')
  })

  it('refuses garbage: invalid_refresh_token', async () => {
    expectError(await refresh(makeTokenContext(), 'a.b.c'), 401, 'invalid_refresh_token')
  })

  it('refuses an access JWT: not_a_refresh_token', async () => {
    const ctx = makeTokenContext()
    const { jwt_token } = await issuePair(ctx)
    expectError(await refresh(ctx, jwt_token), 401, 'not_a_refresh_token')
  })

  it('refuses a refresh token of another project: invalid_refresh_token', async () => {
    const ctx = makeTokenContext()
    const claims = {
      iat: T0S,
      iss: 'SignalWire JWT' as const,
      jti: 'j',
      sub: 'other',
      exp: T0S + 60,
    }
    const foreign = signRefreshToken(claims, ctx.key)
    const res = await refresh(ctx, foreign)
    expectError(res, 401, 'invalid_refresh_token')
    expect(json(res).errors).toMatchObject([{ detail: expect.stringMatching(/another project/) }])
  })

  it('refuses an expired refresh token: token_expired, from the second exp on', async () => {
    const ctx = makeTokenContext()
    const { refresh_token } = await issuePair(ctx, { expires_in: 1 })
    ctx.clock.advance(60 + 300 - 1)
    const { refresh_token: next } = json(await refresh(ctx, refresh_token)) as {
      refresh_token: string
    }
    ctx.clock.advance(60 + 300)
    expectError(await refresh(ctx, next), 401, 'token_expired')
  })

  it('checks the type before the expiry', async () => {
    const ctx = makeTokenContext()
    const { jwt_token } = await issuePair(ctx, { expires_in: 1 })
    ctx.clock.advance(3600)
    expectError(await refresh(ctx, jwt_token), 401, 'not_a_refresh_token')
  })

  it('refuses a well-signed token it does not know: invalid_refresh_token', async () => {
    const ctx = makeTokenContext()
    const { refresh_token } = await issuePair(ctx)
    const forgetful = makeTokenContext({ store: new TokenStore() })
    expectError(await refresh(forgetful, refresh_token), 401, 'invalid_refresh_token')
  })

  it('detects reuse and revokes the whole family', async () => {
    const ctx = makeTokenContext()
    const first = await issuePair(ctx)
    const unrelated = await issuePair(ctx)
    const second = json(await refresh(ctx, first.refresh_token)) as { refresh_token: string }
    expectError(await refresh(ctx, first.refresh_token), 401, 'refresh_token_reused')
    expectError(await refresh(ctx, second.refresh_token), 401, 'refresh_token_reused')
    expect((await refresh(ctx, unrelated.refresh_token)).status).toBe(200)
  })

  it('stops refreshing once the family reaches 24 hours', async () => {
    const ctx = makeTokenContext()
    const first = await issuePair(ctx, { expires_in: 720 })
    expect(decode(first.refresh_token).payload.exp).toBe(T0S + 12 * 3600 + 300)
    ctx.clock.advance(12 * 3600)
    const res = await refresh(ctx, first.refresh_token)
    const second = json(res) as { jwt_token: string; refresh_token: string }
    expect(decode(second.jwt_token).payload.exp).toBe(T0S + 24 * 3600)
    expect(decode(second.refresh_token).payload.exp).toBe(T0S + 24 * 3600)
    ctx.clock.advance(12 * 3600)
    expectError(await refresh(ctx, second.refresh_token), 401, 'token_expired')
  })

  it('lets exactly one of 200 concurrent refreshes of one token succeed', async () => {
    const ctx = makeTokenContext()
    const { refresh_token } = await issuePair(ctx)
    const results = await Promise.all(
      Array.from({ length: 200 }, () => refresh(ctx, refresh_token)),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    const losers = results.filter((r) => r.status !== 200)
    expect(losers.every((r) => json(r).errors instanceof Array && r.status === 401)).toBe(true)
  })

  it('refuses a hand-signed refresh token it never issued', async () => {
    const ctx = makeTokenContext()
    const claims = {
      iat: T0S,
      iss: 'SignalWire JWT' as const,
      jti: 'hand',
      sub: PROJECT,
      exp: T0S + 10,
    }
    expectError(await refresh(ctx, signRefreshToken(claims, ctx.key)), 401, 'invalid_refresh_token')
  })
})
