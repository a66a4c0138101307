import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RelayContext, RelayKnobs, RelaySession, RpcReply } from './relayProtocol.ts'
import {
  AUTH_FAILED,
  DEFAULT_KNOBS,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  NOT_AUTHENTICATED,
  OTHER_FAMILY,
  PARSE_ERROR,
  TEST_FAILURE,
  handleRequest,
  parseFrame,
} from './relayProtocol.ts'
import { KEY, PROJECT, T0, accessJwt as jwt, rpcAuth as auth } from './testHelpers.ts'
import { ISSUER, SigningKey, signRefreshToken } from './tokens.ts'

const T0S = T0 / 1000
const ctx: RelayContext = { projectId: PROJECT, key: KEY, now: () => Date.now() }
const req = (
  method: string,
  params: Record<string, unknown> = {},
  id: string | number = 'id-1',
) => ({ id, method, params })
const knobs = (overrides: Partial<RelayKnobs>): RelayKnobs => ({ ...DEFAULT_KNOBS, ...overrides })
const errorOf = (reply: RpcReply) => ('error' in reply ? reply.error : null)
const resultOf = (reply: RpcReply) =>
  'result' in reply ? (reply.result as Record<string, unknown>) : null

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
})
afterEach(() => {
  vi.useRealTimers()
})

async function connected(): Promise<RelaySession> {
  const { session } = await handleRequest(req('blade.connect', auth(await jwt())), null, ctx)
  if (!session) throw new Error('connect failed')
  return session
}

describe('parseFrame', () => {
  it.each([
    ['bad JSON', '{bad', PARSE_ERROR],
    [
      'a frame over 64 KB',
      JSON.stringify({ id: 1, method: 'x', params: { pad: 'x'.repeat(70_000) } }),
      INVALID_REQUEST,
    ],
    ['an array', '[]', INVALID_REQUEST],
    ['a number', '42', INVALID_REQUEST],
    ['an object without method', '{"id":"1"}', INVALID_REQUEST],
  ])('answers %s with an error and id null', (_name, text, error) => {
    expect(parseFrame(text)).toEqual({
      kind: 'invalid',
      reply: { jsonrpc: '2.0', id: null, error },
    })
  })

  it.each([
    ['a reply from the client', '{"jsonrpc":"2.0","id":"1","result":{}}'],
    ['an error from the client', '{"jsonrpc":"2.0","id":"1","error":{}}'],
    ['a notification', '{"jsonrpc":"2.0","method":"blade.broadcast","params":{}}'],
    ['an object id', '{"jsonrpc":"2.0","id":{},"method":"blade.ping"}'],
  ])('ignores %s', (_name, text) => {
    expect(parseFrame(text)).toEqual({ kind: 'ignore' })
  })

  it('reads a request, with non-object params as {}', () => {
    expect(parseFrame('{"jsonrpc":"2.0","id":7,"method":"blade.ping","params":[1]}')).toEqual({
      kind: 'request',
      request: { id: 7, method: 'blade.ping', params: {} },
    })
  })
})

describe('handleRequest', () => {
  it('answers blade.ping with {}', async () => {
    expect((await handleRequest(req('blade.ping'), null, ctx)).reply).toEqual({
      jsonrpc: '2.0',
      id: 'id-1',
      result: {},
    })
  })

  it('answers blade.connect with the IBladeConnectResult shape and the JWT exp', async () => {
    const { reply, session } = await handleRequest(
      req('blade.connect', auth(await jwt())),
      null,
      ctx,
    )
    const result = resultOf(reply)!
    expect(Object.keys(result)).toEqual([
      'sessionid',
      'nodeid',
      'master_nodeid',
      'protocols_uncertified',
      'authorization',
      'ice_servers',
    ])
    expect(result).toMatchObject({ protocols_uncertified: ['signalwire'], ice_servers: [] })
    expect(result.authorization).toEqual({ expires_at: T0S + 60, signature: session!.signature })
    expect(session!.signature).toMatch(/^[0-9a-f]{32}$/)
    expect(result.sessionid).toBe(session!.sessionid)
  })

  it.each([
    ['no authentication', async () => ({})],
    ['another project in params', async () => auth(await jwt(), 'other')],
    ['a non-string token', async () => ({ authentication: { project: PROJECT, jwt_token: 5 } })],
    [
      'a refresh token',
      async () =>
        auth(
          signRefreshToken({ iat: T0S, iss: ISSUER, jti: 'r', sub: PROJECT, exp: T0S + 60 }, KEY),
        ),
    ],
    ['an expired JWT', async () => auth(await jwt({ exp: T0S }))],
    [
      'a JWT signed with another key',
      async () => auth(await jwt({}, new SigningKey(new Uint8Array(64)))),
    ],
    ['a JWT of another project', async () => auth(await jwt({ sub: 'other' }))],
  ])('refuses blade.connect with %s (-32002) and keeps no session', async (_name, params) => {
    const { reply, session } = await handleRequest(req('blade.connect', await params()), null, ctx)
    expect(errorOf(reply)).toEqual(AUTH_FAILED)
    expect(session).toBeNull()
  })

  it.each([
    ['whose family was revoked', { id: 'f1', revoked: true }],
    ['that the token service does not hold', undefined],
  ])('refuses a JWT %s', async (_name, family) => {
    const withFamilies = { ...ctx, familyOf: () => family }
    const { reply } = await handleRequest(req('blade.connect', auth(jwt())), null, withFamilies)
    expect(errorOf(reply)).toEqual(AUTH_FAILED)
  })

  it("reauthenticates only with a JWT of the session's own family", async () => {
    const families: Record<string, string> = { 'jti-1': 'f1', 'jti-2': 'f1', 'jti-3': 'f2' }
    const withFamilies: RelayContext = {
      ...ctx,
      familyOf: (jti) => ({ id: families[jti]!, revoked: false }),
    }
    const { session } = await handleRequest(req('blade.connect', auth(jwt())), null, withFamilies)
    expect(session?.familyId).toBe('f1')
    const stranger = auth(jwt({ jti: 'jti-3', exp: T0S + 600 }))
    const refused = await handleRequest(
      req('blade.reauthenticate', stranger),
      session,
      withFamilies,
    )
    expect(errorOf(refused.reply)).toEqual(OTHER_FAMILY)
    expect(refused.session).toBe(session)
    const own = auth(jwt({ jti: 'jti-2', exp: T0S + 600 }))
    const renewed = await handleRequest(req('blade.reauthenticate', own), session, withFamilies)
    expect(renewed.session).toEqual({ ...session, expiresAt: T0S + 600 })
  })

  it('extends the session on blade.reauthenticate, whatever sessionid it names', async () => {
    const session = await connected()
    const params = { sessionid: null, ...auth(await jwt({ jti: 'jti-2', exp: T0S + 600 })) }
    const handled = await handleRequest(req('blade.reauthenticate', params), session, ctx)
    expect(resultOf(handled.reply)).toEqual({
      authorization: { expires_at: T0S + 600, signature: session.signature },
    })
    expect(handled.session).toEqual({ ...session, expiresAt: T0S + 600 })
  })

  it('opens a session on a reauthenticate without a prior connect', async () => {
    const handled = await handleRequest(req('blade.reauthenticate', auth(await jwt())), null, ctx)
    expect(handled.session?.expiresAt).toBe(T0S + 60)
  })

  it('refuses a bad reauthenticate and keeps the session as it was', async () => {
    const session = await connected()
    const handled = await handleRequest(req('blade.reauthenticate', auth('x.y.z')), session, ctx)
    expect(errorOf(handled.reply)).toEqual(AUTH_FAILED)
    expect(handled.session).toBe(session)
  })

  it('answers setup with a nested signalwire_<signature>_<uuid> protocol', async () => {
    const session = await connected()
    const params = { protocol: 'signalwire', method: 'setup', params: {} }
    const handled = await handleRequest(req('blade.execute', params), session, ctx)
    const result = resultOf(handled.reply)!
    const protocol = (result.result as { protocol: string }).protocol
    expect(protocol).toMatch(new RegExp(`^signalwire_${session.signature}_[0-9a-f-]{36}$`))
    expect(protocol.split('_')[1]).toBe(session.signature)
    expect(result).toMatchObject({
      requester_nodeid: session.nodeid,
      responder_nodeid: session.master_nodeid,
    })
    expect(handled.session?.protocol).toBe(protocol)
  })

  it('reuses a remembered protocol of the same signature only', async () => {
    const session = await connected()
    const mine = `signalwire_${session.signature}_00000000-0000-4000-8000-000000000001`
    const foreign = 'signalwire_abc_00000000-0000-4000-8000-000000000001'
    const setup = (protocol: string) =>
      req('blade.execute', { protocol: 'signalwire', method: 'setup', params: { protocol } })
    const kept = await handleRequest(setup(mine), session, ctx)
    expect(kept.session?.protocol).toBe(mine)
    const replaced = await handleRequest(setup(foreign), session, ctx)
    expect(replaced.session?.protocol).not.toBe(foreign)
  })

  it('answers blade.subscription with the channels subscribed', async () => {
    const session = await connected()
    const params = { command: 'add', protocol: 'p', channels: ['notifications', 5] }
    const { reply } = await handleRequest(req('blade.subscription', params), session, ctx)
    expect(resultOf(reply)).toEqual({
      command: 'add',
      protocol: 'p',
      subscribe_channels: ['notifications'],
      failed_channels: [],
    })
  })

  it.each([
    ['setup', req('blade.execute', { protocol: 'signalwire', method: 'setup' })],
    ['subscription', req('blade.subscription', { channels: [] })],
  ])('refuses %s before a connect', async (_name, request) => {
    expect(errorOf((await handleRequest(request, null, ctx)).reply)).toEqual(NOT_AUTHENTICATED)
  })

  it.each([
    ['an unknown method', req('blade.unknown')],
    ['another execute', req('blade.execute', { protocol: 'signalwire', method: 'call.dial' })],
  ])('answers %s with -32601', async (_name, request) => {
    const session = await connected()
    expect(errorOf((await handleRequest(request, session, ctx)).reply)).toEqual(METHOD_NOT_FOUND)
  })

  it.each([
    ['connect', 'blade.connect', AUTH_FAILED],
    ['reauthenticate', 'blade.reauthenticate', AUTH_FAILED],
  ] as const)('fail=%s answers an auth error', async (point, method, error) => {
    const handled = await handleRequest(
      req(method, auth(await jwt())),
      null,
      ctx,
      knobs({ fail: new Set([point]) }),
    )
    expect(errorOf(handled.reply)).toEqual(error)
  })

  it.each([
    ['setup', req('blade.execute', { protocol: 'signalwire', method: 'setup' })],
    ['subscription', req('blade.subscription', {})],
  ] as const)('fail=%s answers a test failure', async (point, request) => {
    const session = await connected()
    const handled = await handleRequest(request, session, ctx, knobs({ fail: new Set([point]) }))
    expect(errorOf(handled.reply)).toEqual(TEST_FAILURE)
  })
})
