import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ClientOptions } from 'ws'
import { WebSocket, WebSocketServer } from 'ws'
import { DEFAULT_CLOSE_DELAY_MS } from './relayProtocol.ts'
import type { RelayContext } from './relayProtocol.ts'
import type { RelayServer, RelayServerOptions } from './relayServer.ts'
import { createRelayServer, parseRelayKnobs } from './relayServer.ts'
import { KEY, PROJECT, accessJwt } from './testHelpers.ts'

describe('parseRelayKnobs', () => {
  it.each([
    ['/relay', [], null, DEFAULT_CLOSE_DELAY_MS],
    ['/relay?fail=connect', ['connect'], null, DEFAULT_CLOSE_DELAY_MS],
    [
      '/relay?fail=setup,%20reauthenticate,bogus',
      ['setup', 'reauthenticate'],
      null,
      DEFAULT_CLOSE_DELAY_MS,
    ],
    ['/relay?drop_after_ms=1500&close_delay_ms=0', [], 1500, 0],
    ['/relay?drop_after_ms=-1&close_delay_ms=99999999', [], null, DEFAULT_CLOSE_DELAY_MS],
    ['/relay?drop_after_ms=abc', [], null, DEFAULT_CLOSE_DELAY_MS],
  ])('%s', (url, fail, drop, delay) => {
    const knobs = parseRelayKnobs(url)
    expect([...knobs.fail].sort()).toEqual([...fail].sort())
    expect(knobs.dropAfterMs).toBe(drop)
    expect(knobs.closeDelayMs).toBe(delay)
  })

  it('tolerates a missing URL', () => {
    expect(parseRelayKnobs(undefined).fail.size).toBe(0)
  })
})

describe('createRelayServer over a real socket', () => {
  const cleanups: Array<() => void> = []
  let started: RelayServer
  afterEach(() => {
    for (const clean of cleanups.splice(0)) clean()
  })

  async function start(options: RelayServerOptions = {}, ctx: Partial<RelayContext> = {}) {
    const server = createServer((_req, res) => res.end('http'))
    const relay = createRelayServer(
      { projectId: PROJECT, key: KEY, now: () => Date.now(), ...ctx },
      options,
    )
    started = relay
    const detach = relay.attach(server)
    // A neighbour on the same server, like Vite's HMR socket: it must keep working.
    const neighbour = new WebSocketServer({ noServer: true })
    server.on('upgrade', (req, socket, head) => {
      if (req.url === '/neighbour')
        neighbour.handleUpgrade(req, socket, head, (ws) => ws.send('hello'))
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const { port } = server.address() as AddressInfo
    cleanups.push(() => {
      detach()
      relay.close()
      neighbour.close()
      server.close()
    })
    return `ws://127.0.0.1:${port}`
  }

  function open(url: string, options: ClientOptions = {}): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, options)
      ws.once('open', () => resolve(ws))
      ws.once('error', reject)
    })
  }
  const nextMessage = (ws: WebSocket) =>
    new Promise<Record<string, unknown>>((resolve) =>
      ws.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>)),
    )
  const closed = (ws: WebSocket) =>
    new Promise<[number, string]>((resolve) =>
      ws.once('close', (code, reason) => resolve([code, String(reason)])),
    )

  it('connects, answers, and closes with 4001 after the JWT expires', async () => {
    const base = await start()
    const ws = await open(`${base}/relay?close_delay_ms=0`)
    const now = Math.floor(Date.now() / 1000)
    // Two seconds: a token of one second may already be expired at the next second boundary.
    const token = accessJwt({ iat: now, jti: 'j', exp: now + 2 })
    const reply = nextMessage(ws)
    ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 'c1',
        method: 'blade.connect',
        params: { authentication: { project: PROJECT, jwt_token: token } },
      }),
    )
    expect(await reply).toMatchObject({
      id: 'c1',
      result: { authorization: { expires_at: now + 2 } },
    })
    const bad = nextMessage(ws)
    ws.send('not json')
    expect(await bad).toMatchObject({ id: null, error: { code: -32700 } })
    expect(await closed(ws)).toEqual([4001, 'token expired'])
  })

  it('closes a socket that sends a frame over 64 KB with 1009', async () => {
    const ws = await open(`${await start()}/relay`)
    const done = closed(ws)
    ws.send('x'.repeat(65 * 1024))
    expect((await done)[0]).toBe(1009)
  })

  it('leaves other upgrade paths to their owners', async () => {
    const ws = new WebSocket(`${await start()}/neighbour`)
    const first = new Promise((resolve) => ws.once('message', resolve))
    expect(String(await first)).toBe('hello')
    ws.close()
  })

  const limits = (authMs: number, pingMs: number) => ({
    limits: { relayAuthTimeoutMs: authMs, relayPingIntervalMs: pingMs },
  })
  const connect = (ws: WebSocket, token: string) => {
    const reply = nextMessage(ws)
    ws.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 'c',
        method: 'blade.connect',
        params: { authentication: { project: PROJECT, jwt_token: token } },
      }),
    )
    return reply
  }

  it('closes a socket that does not authenticate in time with 4002; one that does stays', async () => {
    const base = await start(limits(300, 60_000))
    const silent = await open(`${base}/relay`)
    const signedIn = await open(`${base}/relay`)
    const now = Math.floor(Date.now() / 1000)
    expect(await connect(signedIn, accessJwt({ iat: now, exp: now + 60 }))).toHaveProperty('result')
    expect(await closed(silent)).toEqual([4002, 'not authenticated'])
    expect(signedIn.readyState).toBe(WebSocket.OPEN)
    await vi.waitFor(() => expect(started.size).toBe(1))
    signedIn.close()
  })

  it('terminates a socket that stops answering pings, and keeps one that answers', async () => {
    const base = await start(limits(0, 100))
    const dead = await open(`${base}/relay`, { autoPong: false })
    const live = await open(`${base}/relay`)
    const [code] = await closed(dead)
    expect(code).toBe(1006)
    expect(live.readyState).toBe(WebSocket.OPEN)
    live.close()
  })

  it('closes the live sockets of a revoked family with 4003, and only those', async () => {
    const families: Record<string, string> = { a1: 'A', a2: 'A', b1: 'B' }
    const base = await start({}, { familyOf: (jti) => ({ id: families[jti]!, revoked: false }) })
    const now = Math.floor(Date.now() / 1000)
    const sockets = await Promise.all(['a1', 'a2', 'b1'].map(() => open(`${base}/relay`)))
    for (const [i, jti] of ['a1', 'a2', 'b1'].entries()) {
      expect(
        await connect(sockets[i]!, accessJwt({ iat: now, jti, exp: now + 60 })),
      ).toHaveProperty('result')
    }
    const closes = sockets.slice(0, 2).map(closed)
    expect(started.revokeFamily('A')).toBe(2)
    expect(await Promise.all(closes)).toEqual([
      [4003, 'token revoked'],
      [4003, 'token revoked'],
    ])
    expect(sockets[2]!.readyState).toBe(WebSocket.OPEN)
    sockets[2]!.close()
  })

  it('lets refuseUpgrade answer an upgrade itself', async () => {
    const base = await start({
      refuseUpgrade: (socket) => {
        socket.end(
          'HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Length: 0\r\n\r\n',
        )
        return true
      },
    })
    const ws = new WebSocket(`${base}/relay`)
    const status = await new Promise<number>((resolve) =>
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    )
    expect(status).toBe(503)
  })
})
