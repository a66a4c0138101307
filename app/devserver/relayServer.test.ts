import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { DEFAULT_CLOSE_DELAY_MS } from './relayProtocol.ts'
import { createRelayServer, parseRelayKnobs } from './relayServer.ts'
import { KEY, PROJECT } from './testHelpers.ts'
import { ISSUER, signAccessToken } from './tokens.ts'

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
  afterEach(() => {
    for (const clean of cleanups.splice(0)) clean()
  })

  async function start() {
    const server = createServer((_req, res) => res.end('http'))
    const relay = createRelayServer({ projectId: PROJECT, key: KEY, now: () => Date.now() })
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

  function open(url: string): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url)
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
    const token = await signAccessToken(
      {
        iat: now,
        iss: ISSUER,
        jti: 'j',
        scope: 'webrtc',
        sub: PROJECT,
        resource: 'r',
        exp: now + 1,
      },
      KEY,
    )
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
      result: { authorization: { expires_at: now + 1 } },
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
})
