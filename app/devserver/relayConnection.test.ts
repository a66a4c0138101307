import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_PENDING_FRAMES, RelayConnection } from './relayConnection.ts'
import type { RelayContext, RelayKnobs, RpcReply } from './relayProtocol.ts'
import { AUTH_FAILED, DEFAULT_KNOBS, PARSE_ERROR } from './relayProtocol.ts'
import { KEY, PROJECT, T0, accessJwt as jwt, rpcAuth as auth } from './testHelpers.ts'

const T0S = T0 / 1000
const AUTH_TIMEOUT_MS = 10_000
const families: Record<string, string> = {}
const ctx: RelayContext = {
  projectId: PROJECT,
  key: KEY,
  now: () => Date.now(),
  familyOf: (jti) => ({ id: families[jti] ?? 'f1', revoked: false }),
}
const knobs = (overrides: Partial<RelayKnobs>): RelayKnobs => ({ ...DEFAULT_KNOBS, ...overrides })
const errorOf = (reply: RpcReply) => ('error' in reply ? reply.error : null)

beforeEach(() => {
  vi.useFakeTimers({ now: T0 })
})
afterEach(() => {
  vi.useRealTimers()
})

function harness(k: RelayKnobs = DEFAULT_KNOBS) {
  const sent: RpcReply[] = []
  const closes: Array<[number, string]> = []
  const connection = new RelayConnection(
    {
      send: (text) => sent.push(JSON.parse(text) as RpcReply),
      close: (code, reason) => closes.push([code, reason]),
    },
    ctx,
    k,
    undefined,
    AUTH_TIMEOUT_MS,
  )
  const send = (method: string, params: Record<string, unknown> = {}, id = method) =>
    connection.receive(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
  return { connection, sent, closes, send }
}

describe('RelayConnection', () => {
  it('answers frames one at a time, in order', async () => {
    const h = harness()
    void h.send('blade.connect', auth(await jwt()))
    await h.send('blade.ping')
    expect(h.sent.map((r) => r.id)).toEqual(['blade.connect', 'blade.ping'])
  })

  it('answers invalid frames and ignores replies', async () => {
    const h = harness()
    await h.connection.receive('{oops')
    await h.connection.receive('{"id":"x","result":{}}')
    expect(h.sent).toEqual([{ jsonrpc: '2.0', id: null, error: PARSE_ERROR }])
  })

  it('closes with 4001 "token expired" 250 ms after expires_at, not before', async () => {
    const h = harness()
    await h.send('blade.connect', auth(await jwt({ exp: T0S + 10 })))
    await vi.advanceTimersByTimeAsync(10_249)
    expect(h.closes).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(h.closes).toEqual([[4001, 'token expired']])
    await h.send('blade.ping')
    expect(h.sent).toHaveLength(1)
  })

  it('moves the close to the new expiry after a reauthenticate', async () => {
    const h = harness()
    await h.send('blade.connect', auth(await jwt({ exp: T0S + 10 })))
    await vi.advanceTimersByTimeAsync(5_000)
    await h.send('blade.reauthenticate', auth(await jwt({ jti: 'j2', exp: T0S + 30 })))
    await vi.advanceTimersByTimeAsync(25_249)
    expect(h.closes).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(h.closes).toEqual([[4001, 'token expired']])
  })

  it('keeps the old expiry after a failed reauthenticate and keeps the socket open', async () => {
    const h = harness()
    await h.send('blade.connect', auth(await jwt({ exp: T0S + 10 })))
    await h.send('blade.reauthenticate', auth('bad'))
    expect(errorOf(h.sent[1]!)).toEqual(AUTH_FAILED)
    expect(h.closes).toEqual([])
    await vi.advanceTimersByTimeAsync(10_250)
    expect(h.closes).toEqual([[4001, 'token expired']])
  })

  it('keeps the socket open after a failed connect, until the authentication deadline', async () => {
    const h = harness()
    await h.send('blade.connect', auth('bad'))
    expect(errorOf(h.sent[0]!)).toEqual(AUTH_FAILED)
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS - 1)
    expect(h.closes).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(h.closes).toEqual([[4002, 'not authenticated']])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('closes a silent socket with 4002 at the deadline; an authenticated one stays', async () => {
    const silent = harness()
    const signedIn = harness()
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS - 1_000)
    await signedIn.send('blade.connect', auth(jwt({ exp: T0S + 3_600 })))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(silent.closes).toEqual([[4002, 'not authenticated']])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(signedIn.closes).toEqual([])
  })

  it('closes with 4003 "token revoked" when its family is revoked, and only then', async () => {
    families['jti-7'] = 'f7'
    const h = harness()
    const other = harness()
    await h.send('blade.connect', auth(jwt({ jti: 'jti-7' })))
    await other.send('blade.connect', auth(jwt()))
    expect(h.connection.revoke('f1')).toBe(false)
    expect(h.connection.revoke('f7')).toBe(true)
    expect(h.closes).toEqual([[4003, 'token revoked']])
    expect(other.closes).toEqual([])
    expect(vi.getTimerCount()).toBe(1)
    expect(harness().connection.revoke('f7')).toBe(false)
  })

  it('honours close_delay_ms and drop_after_ms', async () => {
    const h = harness(knobs({ closeDelayMs: 0, dropAfterMs: null }))
    await h.send('blade.connect', auth(await jwt({ exp: T0S + 1 })))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(h.closes).toEqual([[4001, 'token expired']])
    const d = harness(knobs({ dropAfterMs: 100 }))
    await d.send('blade.connect', auth(await jwt()))
    await vi.advanceTimersByTimeAsync(100)
    expect(d.closes).toEqual([[4000, 'test drop']])
  })

  it('waits past the longest timer for far expiries', async () => {
    const h = harness()
    const exp = T0S + 30 * 86_400
    await h.send('blade.connect', auth(await jwt({ exp })))
    await vi.advanceTimersByTimeAsync(2 ** 31)
    expect(h.closes).toEqual([])
    await vi.advanceTimersByTimeAsync(exp * 1000 + 250 - Date.now())
    expect(h.closes).toEqual([[4001, 'token expired']])
  })

  it('stops its timers and replies once the socket closed', async () => {
    const h = harness()
    await h.send('blade.connect', auth(await jwt()))
    expect(vi.getTimerCount()).toBe(1)
    h.connection.onClosed()
    expect(vi.getTimerCount()).toBe(0)
    await h.send('blade.ping')
    expect(h.sent).toHaveLength(1)
  })

  it(`closes with 1008 past ${MAX_PENDING_FRAMES} pending frames`, async () => {
    const h = harness()
    const all = Array.from({ length: MAX_PENDING_FRAMES + 1 }, (_, i) =>
      h.send('blade.ping', {}, `p${i}`),
    )
    await Promise.all(all)
    expect(h.closes).toEqual([[1008, 'too many pending requests']])
  })

  it('closes with 1011 when the transport throws', async () => {
    const closes: number[] = []
    const connection = new RelayConnection(
      {
        send: () => {
          throw new Error('boom')
        },
        close: (code) => closes.push(code),
      },
      ctx,
    )
    await connection.receive('{"id":1,"method":"blade.ping"}')
    expect(closes).toEqual([1011])
  })
})
