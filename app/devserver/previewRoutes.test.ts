import { describe, expect, it } from 'vitest'
import type { HttpResponse } from './httpMessages.ts'
import type { PreviewContext } from './previewRoutes.ts'
import { handlePreviewRequest, isLoopbackHost } from './previewRoutes.ts'
import { PreviewSessions } from './previewSessions.ts'
import { createScrubber } from './scrub.ts'
import { PROJECT, PROJECT_TOKEN, decode, json, makeTokenContext, refresh } from './testHelpers.ts'
import type { TokenClient, TokenReply } from './tokenClient.ts'
import { inProcessTokenClient } from './tokenClient.ts'

/** Every response and every refresh token seen in this file, for the final secrecy check. */
const seenResponses: HttpResponse[] = []
const seenRefreshTokens = new Set<string>()

function remember(reply: TokenReply): TokenReply {
  const body = reply.body as { refresh_token?: unknown } | null
  if (typeof body?.refresh_token === 'string') seenRefreshTokens.add(body.refresh_token)
  return reply
}

function setup(overrides: Partial<PreviewContext> = {}) {
  const tokens = makeTokenContext()
  const inner = inProcessTokenClient(tokens)
  const client: TokenClient = {
    origin: inner.origin,
    create: async (params) => remember(await inner.create(params)),
    refresh: async (token) => remember(await inner.refresh(token)),
  }
  const ctx: PreviewContext = {
    client,
    sessions: new PreviewSessions(),
    projectId: PROJECT,
    relayHost: null,
    relayPath: '/relay',
    now: tokens.now,
    ...overrides,
    scrub: overrides.scrub ?? createScrubber(PROJECT, PROJECT_TOKEN),
  }
  const call = async (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    secure = false,
  ) => {
    const res = await handlePreviewRequest(
      {
        method,
        url,
        headers: { host: '127.0.0.1:5173', 'content-type': 'application/json', ...headers },
        body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
        secure,
      },
      ctx,
    )
    seenResponses.push(res)
    expect(res.headers['Cache-Control']).toBe('no-store')
    return res
  }
  const start = async (body: unknown = {}) => {
    const res = await call('POST', '/preview/token', body)
    expect(res.status).toBe(201)
    return json(res) as { session: string; jwt_token: string; host: string; expires_in: number }
  }
  return { tokens, ctx, call, start }
}

/** A token client answering from a script, to play a real space. */
function scripted(...replies: Array<TokenReply | Error>): TokenClient {
  const next = async () => {
    const reply = replies.shift()
    if (!reply) throw new Error('script exhausted')
    if (reply instanceof Error) throw reply
    return reply
  }
  return { origin: 'https://space.example.com', create: next, refresh: next }
}

const errorOf = (res: HttpResponse) => json(res).error as { code: string; message: string }

describe('POST /preview/token', () => {
  it('returns only session, jwt_token, project, host and expires_in', async () => {
    const { call } = setup()
    const res = await call('POST', '/preview/token', {})
    expect(res.status).toBe(201)
    const body = json(res)
    expect(Object.keys(body).sort()).toEqual([
      'expires_in',
      'host',
      'jwt_token',
      'project',
      'session',
    ])
    expect(body).toMatchObject({
      project: PROJECT,
      host: 'ws://127.0.0.1:5173/relay',
      expires_in: 15,
    })
    expect(decode(body.jwt_token as string).header.typ).toBe('JWT')
  })

  it('passes resource and expires_in to the token service', async () => {
    const { start } = setup()
    const body = await start({ resource: 'alice', expires_in: '30', other: 'ignored' })
    expect(body.expires_in).toBe(30)
    const { payload } = decode(body.jwt_token)
    expect(payload.resource).toBe('alice')
    expect((payload.exp as number) - (payload.iat as number)).toBe(1800)
  })

  it('accepts an empty body without a content type', async () => {
    const { call } = setup()
    expect((await call('POST', '/preview/token', undefined, { 'content-type': '' })).status).toBe(
      201,
    )
  })

  it('builds wss:// for TLS and uses a configured relay host as is', async () => {
    const secure = await setup().call('POST', '/preview/token', {}, {}, true)
    expect(json(secure).host).toBe('wss://127.0.0.1:5173/relay')
    const real = await setup({ relayHost: 'wss://space.example.com' }).call(
      'POST',
      '/preview/token',
      {},
    )
    expect(json(real).host).toBe('wss://space.example.com')
  })

  it('reports refused parameters as 422 with the service detail', async () => {
    const res = await setup().call('POST', '/preview/token', { expires_in: 0 })
    expect(res.status).toBe(422)
    expect(errorOf(res)).toEqual({
      code: 'invalid_parameter',
      message: expect.stringMatching(/expires_in/),
    })
  })

  it('answers 503 too_many_previews when full of live sessions, before asking for a token', async () => {
    const { call, start } = setup({ sessions: new PreviewSessions(1) })
    await start()
    const created = await setup().start()
    const res = await call('POST', '/preview/token', {})
    expect(res.status).toBe(503)
    expect(errorOf(res)).toEqual({
      code: 'too_many_previews',
      message: expect.stringContaining('1 live preview sessions'),
    })
    expect(created.session).toBeTruthy()
  })
})

describe('request checks', () => {
  it.each([
    ['GET', '/preview/token', 'POST'],
    ['PUT', '/preview/refresh', 'POST'],
    ['POST', '/preview/session', 'DELETE'],
  ])('%s %s gets 405 with Allow: %s', async (method, url, allow) => {
    const res = await setup().call(method, url, {})
    expect(res.status).toBe(405)
    expect(res.headers.Allow).toBe(allow)
  })

  it('answers 404 to another path', async () => {
    expect((await setup().call('POST', '/preview/other', {})).status).toBe(404)
  })

  it.each([
    ['a missing Host', { host: '' }, 400, 'bad_host'],
    ['a malformed Host', { host: 'a b' }, 400, 'bad_host'],
    ['a cross-origin Origin', { origin: 'http://evil.example' }, 403, 'forbidden_origin'],
    ['an opaque Origin', { origin: 'null' }, 403, 'forbidden_origin'],
    ['a text/plain body', { 'content-type': 'text/plain' }, 415, 'unsupported_media_type'],
  ])('refuses %s', async (_name, headers, status, code) => {
    const res = await setup().call('POST', '/preview/token', { a: 1 }, headers)
    expect(res.status).toBe(status)
    expect(errorOf(res).code).toBe(code)
  })

  it('accepts a same-origin Origin', async () => {
    const res = await setup().call(
      'POST',
      '/preview/token',
      {},
      { origin: 'http://127.0.0.1:5173' },
    )
    expect(res.status).toBe(201)
  })

  it('refuses a non-loopback Host when asked to', async () => {
    const { call } = setup({ isHostAllowed: isLoopbackHost })
    const res = await call('POST', '/preview/token', {}, { host: 'evil.example:5173' })
    expect(res.status).toBe(403)
    expect((await call('POST', '/preview/token', {}, { host: 'localhost:5173' })).status).toBe(201)
  })

  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['LOCALHOST', true],
    ['example.com', false],
    ['localhost.example.com', false],
    ['10.0.0.1', false],
    ['[::2]', false],
  ])('isLoopbackHost(%s) = %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })

  it.each([
    ['bad JSON', '{', 400, 'bad_json'],
    ['a JSON array', '[]', 422, 'invalid_parameter'],
  ])('refuses %s', async (_name, body, status, code) => {
    const res = await setup().call('POST', '/preview/refresh', body)
    expect(res.status).toBe(status)
    expect(errorOf(res).code).toBe(code)
  })
})

describe('POST /preview/refresh', () => {
  it('returns only a new jwt_token and keeps the session refreshable', async () => {
    const { call, start } = setup()
    const { session, jwt_token } = await start({ resource: 'alice' })
    const first = await call('POST', '/preview/refresh', { session })
    expect(first.status).toBe(200)
    expect(Object.keys(json(first))).toEqual(['jwt_token'])
    const next = json(first).jwt_token as string
    expect(next).not.toBe(jwt_token)
    expect(decode(next).payload.resource).toBe('alice')
    expect((await call('POST', '/preview/refresh', { session })).status).toBe(200)
  })

  it('shares one upstream refresh between concurrent callers', async () => {
    const { call, start } = setup()
    const { session } = await start()
    const [a, b] = await Promise.all([
      call('POST', '/preview/refresh', { session }),
      call('POST', '/preview/refresh', { session }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(json(a).jwt_token).toBe(json(b).jwt_token)
    expect((await call('POST', '/preview/refresh', { session })).status).toBe(200)
  })

  it.each([
    ['no session', {}, 422, 'invalid_parameter'],
    ['a numeric session', { session: 5 }, 422, 'invalid_parameter'],
    ['an unknown session', { session: 'nope' }, 404, 'unknown_session'],
  ])('refuses %s', async (_name, body, status, code) => {
    const res = await setup().call('POST', '/preview/refresh', body)
    expect(res.status).toBe(status)
    expect(errorOf(res).code).toBe(code)
  })

  it('forgets a session whose refresh token expired', async () => {
    const { call, start, tokens } = setup()
    const { session } = await start({ expires_in: 1 })
    tokens.clock.advance(60 + 300)
    expect((await call('POST', '/preview/refresh', { session })).status).toBe(404)
  })

  it('answers 410 and forgets the session when its family was revoked', async () => {
    const { call, start, tokens, ctx } = setup()
    const { session } = await start()
    const stolen = ctx.sessions.get(session, tokens.now())!.refreshToken
    expect((await refresh(tokens, stolen)).status).toBe(200)
    const res = await call('POST', '/preview/refresh', { session })
    expect(res.status).toBe(410)
    expect(errorOf(res).code).toBe('refresh_token_reused')
    expect((await call('POST', '/preview/refresh', { session })).status).toBe(404)
  })

  it.each([
    [
      'an expired token',
      { status: 401, body: { errors: [{ code: 'token_expired', detail: 'Token has expired.' }] } },
      410,
      'token_expired',
    ],
    [
      'bad project credentials',
      { status: 401, body: { error: 'Unauthorized' } },
      502,
      'upstream_unauthorized',
    ],
    ['a server error', { status: 500, body: null }, 502, 'upstream_error'],
    ['a 200 without tokens', { status: 200, body: { jwt_token: 'x' } }, 502, 'upstream_error'],
    ['a 200 that is not JSON', { status: 200, body: null }, 502, 'upstream_error'],
    ['a 503', { status: 503, body: { errors: [{ code: 'busy' }] } }, 503, 'upstream_unavailable'],
    ['no answer', new TypeError('fetch failed'), 502, 'upstream_unreachable'],
    [
      'too slowly',
      Object.assign(new Error('timed out'), { name: 'TimeoutError' }),
      502,
      'upstream_unreachable',
    ],
  ])('maps a space answering %s', async (_name, reply, status, code) => {
    const created = { status: 201, body: { jwt_token: 'a.b.c', refresh_token: 'r.s.t' } }
    const { call, start } = setup({ client: scripted(created, reply) })
    const { session } = await start()
    const res = await call('POST', '/preview/refresh', { session })
    expect(res.status).toBe(status)
    expect(errorOf(res).code).toBe(code)
    expect(errorOf(res).message.length).toBeGreaterThan(10)
  })

  it('scrubs anything token-like from a service detail, and passes on well-formed codes only', async () => {
    const leaky = {
      status: 422,
      body: { errors: [{ code: 'Basic x', detail: 'bad aaaaaaaaaa.bbbbbbbbbb.cccccccccc' }] },
    }
    const res = await setup({ client: scripted(leaky) }).call('POST', '/preview/token', {})
    expect(errorOf(res)).toEqual({ code: 'invalid_parameter', message: 'bad [token]' })
  })

  it('scrubs a 2 MB detail with no dot in linear time, and passes on its start', async () => {
    const huge = { status: 422, body: { errors: [{ code: 'big', detail: 'y'.repeat(2_000_000) }] } }
    const res = await setup({ client: scripted(huge) }).call('POST', '/preview/token', {})
    expect(errorOf(res)).toEqual({ code: 'big', message: 'y'.repeat(300) })
  })

  it("scrubs the session's own refresh token even when it is not JWT-shaped", async () => {
    const created = { status: 201, body: { jwt_token: 'a.b.c', refresh_token: 'opaque-rt-123' } }
    const echo = { status: 422, body: { errors: [{ detail: 'you sent opaque-rt-123' }] } }
    const { call, start } = setup({ client: scripted(created, echo) })
    const { session } = await start()
    const res = await call('POST', '/preview/refresh', { session })
    expect(errorOf(res).message).toBe('you sent [redacted]')
  })
})

describe('DELETE /preview/session', () => {
  it.each([
    ['a JSON body', (s: string) => ['/preview/session', { session: s }] as const],
    ['the query string', (s: string) => [`/preview/session?session=${s}`, undefined] as const],
  ])('forgets a session named in %s', async (_name, where) => {
    const { call, start } = setup()
    const { session } = await start()
    const [url, body] = where(session)
    const res = await call('DELETE', url, body)
    expect(res.status).toBe(204)
    expect(res.body).toBe('')
    expect((await call('POST', '/preview/refresh', { session })).status).toBe(404)
    expect((await call('DELETE', url, body)).status).toBe(204)
  })

  it('needs a session', async () => {
    expect((await setup().call('DELETE', '/preview/session')).status).toBe(422)
  })
})

describe('secrecy', () => {
  it('never puts the project token or a refresh token in a preview response', () => {
    expect(seenResponses.length).toBeGreaterThan(40)
    expect(seenRefreshTokens.size).toBeGreaterThan(10)
    for (const res of seenResponses) {
      const text = res.body + JSON.stringify(res.headers)
      expect(text).not.toContain(PROJECT_TOKEN)
      for (const token of seenRefreshTokens) expect(text).not.toContain(token)
      expect(text).not.toMatch(/"refresh_token"/)
    }
  })
})
