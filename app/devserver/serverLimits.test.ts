/**
 * The limits of the mock server over real HTTP on loopback: oversized bodies (against a server
 * in its own process, as the race that loses a 413 needs two event loops), then idle, slow,
 * unauthenticated and surplus sockets, and revocation reaching a live Relay socket (in process,
 * with short limits).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import type { Socket } from 'node:net'
import { connect as connectTcp } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { basicAuthHeader } from './basicAuth.ts'
import { DEV_PROJECT_ID, DEV_PROJECT_TOKEN } from './config.ts'
import type { ServiceLimits } from './limits.ts'
import type { MockServer } from './mockServer.ts'
import { startMockServer } from './mockServer.ts'

const AUTH = basicAuthHeader(DEV_PROJECT_ID, DEV_PROJECT_TOKEN)
const TOKEN_PATH = '/api/relay/rest/jwt'
const TRIES = 20
const BIG = Buffer.alloc(10 * 1024 * 1024, 0x20)

/** Starts `npm run mock` (tsx) on a free port in a child process; resolves with its URL. */
function startChildMock(): Promise<{ url: string; child: ChildProcess }> {
  const script = fileURLToPath(new URL('./mockServer.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, MOCK_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()))
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (m) resolve({ url: m[1]!, child })
    })
    child.once('exit', (code) => reject(new Error(`mock exited (${code}): ${out}`)))
  })
}

/** POSTs 10 MB with `http.request`; resolves with the status, or the error code. */
function nodePost(url: string, chunked: boolean, headers: Record<string, string> = {}) {
  return new Promise<number | string>((resolve) => {
    const length = chunked ? {} : { 'content-length': String(BIG.length) }
    const req = request(
      `${url}${TOKEN_PATH}`,
      { method: 'POST', headers: { authorization: AUTH, ...length, ...headers } },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message))
      },
    )
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message))
    if (!chunked) req.end(BIG)
    else {
      for (let i = 0; i < 10; i++) req.write(BIG.subarray(i << 20, (i + 1) << 20))
      req.end()
    }
  })
}

/** POSTs 10 MB with `fetch`, as a Buffer (Content-Length) or a stream (chunked). */
async function fetchPost(url: string, chunked: boolean): Promise<number | string> {
  const body = chunked
    ? new ReadableStream({
        start(c) {
          for (let i = 0; i < 10; i++) c.enqueue(BIG.subarray(i << 20, (i + 1) << 20))
          c.close()
        },
      })
    : BIG
  try {
    const res = await fetch(`${url}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { authorization: AUTH },
      body,
      duplex: 'half',
    } as RequestInit)
    await res.text()
    return res.status
  } catch (error) {
    const cause = (error as { cause?: NodeJS.ErrnoException }).cause
    return cause?.code ?? String(error)
  }
}

async function tally(times: number, attempt: () => Promise<number | string>) {
  const seen: Record<string, number> = {}
  for (let i = 0; i < times; i++) {
    const outcome = String(await attempt())
    seen[outcome] = (seen[outcome] ?? 0) + 1
  }
  return seen
}

describe('a 413 reaches the client (server in its own process)', () => {
  let child: ChildProcess
  let url: string
  beforeAll(async () => {
    ;({ url, child } = await startChildMock())
  }, 30_000)
  afterAll(() => {
    child.kill('SIGTERM')
  })

  it.each([
    ['http.request, Content-Length', () => nodePost(url, false)],
    ['http.request, chunked', () => nodePost(url, true)],
    ['fetch, Content-Length', () => fetchPost(url, false)],
    ['fetch, chunked', () => fetchPost(url, true)],
  ])(`%s: 413 in ${TRIES} of ${TRIES} tries`, async (_name, attempt) => {
    expect(await tally(TRIES, attempt)).toEqual({ 413: TRIES })
  })

  it('refuses a declared 10 MB body before 100 Continue', async () => {
    let continued = false
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${url}${TOKEN_PATH}`, {
        method: 'POST',
        headers: {
          authorization: AUTH,
          'content-length': String(BIG.length),
          expect: '100-continue',
        },
      })
      req.on('continue', () => {
        continued = true
        req.end(BIG)
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
        req.destroy()
      })
      req.on('error', reject)
      req.flushHeaders()
    })
    expect(status).toBe(413)
    expect(continued).toBe(false)
  })

  it('still answers 100 Continue to a small body, which then succeeds', async () => {
    const body = Buffer.from('{}')
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${url}${TOKEN_PATH}`, {
        method: 'POST',
        headers: {
          authorization: AUTH,
          'content-type': 'application/json',
          'content-length': String(body.length),
          expect: '100-continue',
        },
      })
      req.on('continue', () => req.end(body))
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.flushHeaders()
    })
    expect(status).toBe(201)
  })
})

const SHORT: Partial<ServiceLimits> = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 200,
  bodyTimeoutMs: 300,
  timeoutCheckIntervalMs: 50,
  lingerMs: 200,
  relayAuthTimeoutMs: 300,
}

/** A raw TCP client that collects what it receives and tells when the server closed it. */
function rawSocket(port: number) {
  const socket = connectTcp(port, '127.0.0.1')
  let received = ''
  socket.on('data', (d: Buffer) => (received += d.toString()))
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)))
  socket.on('error', () => undefined)
  const opened = new Promise<Socket>((resolve) => socket.once('connect', () => resolve(socket)))
  return { socket, opened, closed, received: () => received }
}

describe('idle, slow and unauthenticated sockets (short limits)', () => {
  let mock: MockServer
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, env: {}, limits: SHORT })
  })
  afterAll(() => mock.close())

  it('closes 200 silent connections with 408 after the header timeout', async () => {
    const sockets = Array.from({ length: 200 }, () => rawSocket(mock.port))
    await Promise.all(sockets.map((s) => s.opened))
    const answers = await Promise.all(sockets.map((s) => s.closed))
    expect(answers.every((text) => text.startsWith('HTTP/1.1 408'))).toBe(true)
  })

  it('closes a connection whose headers never end', async () => {
    const s = rawSocket(mock.port)
    ;(await s.opened).write('POST /api/relay/rest/jwt HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    expect(await s.closed).toMatch(/^HTTP\/1\.1 408/)
  })

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const s = rawSocket(mock.port)
    const head = `POST ${TOKEN_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${AUTH}\r\nContent-Length: 0\r\n\r\n`
    ;(await s.opened).write(head)
    const text = await s.closed
    expect(text).toMatch(/^HTTP\/1\.1 201/)
    expect(text).toMatch(/keep-alive/i)
  })

  it('answers 408 to a body that stops coming, then closes', async () => {
    const s = rawSocket(mock.port)
    const head = `POST ${TOKEN_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${AUTH}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"reso`
    ;(await s.opened).write(head)
    const text = await s.closed
    expect(text).toMatch(/^HTTP\/1\.1 408/)
    expect(text).toMatch(/connection: close/i)
    expect(text).toContain('{"error":"Request Timeout"}')
  })

  it('closes an unauthenticated Relay socket with 4002 "not authenticated"', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${mock.port}/relay`)
    const [code, reason] = await new Promise<[number, string]>((resolve) =>
      ws.on('close', (c, r) => resolve([c, String(r)])),
    )
    expect([code, reason]).toEqual([4002, 'not authenticated'])
  })
})

describe('the socket cap (5 sockets; Node refuses past 8)', () => {
  let mock: MockServer
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, env: {}, limits: { maxSockets: 5, hardMaxSockets: 8 } })
  })
  afterAll(() => mock.close())

  it('answers 503 with Retry-After past the cap, refuses past the hard cap, and recovers', async () => {
    const held = Array.from({ length: 5 }, () => rawSocket(mock.port))
    await Promise.all(held.map((s) => s.opened))
    const extra = rawSocket(mock.port)
    const head = `POST ${TOKEN_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${AUTH}\r\nContent-Length: 0\r\n\r\n`
    ;(await extra.opened).write(head)
    const text = await extra.closed
    expect(text).toMatch(/^HTTP\/1\.1 503/)
    expect(text).toMatch(/retry-after: 5/i)
    expect(text).toContain('Too many open connections')
    const ws = new WebSocket(`ws://127.0.0.1:${mock.port}/relay`)
    const status = await new Promise<number>((resolve) =>
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    )
    expect(status).toBe(503)
    const more = Array.from({ length: 3 }, () => rawSocket(mock.port))
    await Promise.all(more.map((s) => s.opened))
    const refused = rawSocket(mock.port)
    expect(await refused.closed).toBe('')
    for (const s of [...held, ...more]) s.socket.destroy()
    await Promise.all([...held, ...more].map((s) => s.closed))
    await expect.poll(() => mock.services.openSockets).toBe(0)
    const res = await fetch(`${mock.url}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { authorization: AUTH },
    })
    expect(res.status).toBe(201)
  })
})

describe('revocation reaches live Relay sessions', () => {
  let mock: MockServer
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, env: {} })
  })
  afterAll(() => mock.close())

  const post = async (method: string, body?: object) => {
    const res = await fetch(`${mock.url}${TOKEN_PATH}`, {
      method,
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    return { status: res.status, body: (await res.json()) as Record<string, string> }
  }
  async function signedIn(jwt: string) {
    const ws = new WebSocket(`ws://127.0.0.1:${mock.port}/relay`)
    await new Promise((resolve) => ws.once('open', resolve))
    expect(await rpc(ws, 'blade.connect', jwt)).toHaveProperty('result')
    return ws
  }
  function rpc(ws: WebSocket, method: string, jwt: string) {
    return new Promise<Record<string, unknown>>((resolve) => {
      ws.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>))
      const params = {
        sessionid: null,
        authentication: { project: DEV_PROJECT_ID, jwt_token: jwt },
      }
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: method, method, params }))
    })
  }

  it("closes a revoked family's live sockets with 4003; other sessions stay", async () => {
    const victim = (await post('POST')).body
    const bystander = (await post('POST')).body
    const first = await signedIn(victim.jwt_token!)
    const refreshed = (await post('PUT', { refresh_token: victim.refresh_token })).body
    const second = await signedIn(refreshed.jwt_token!)
    const other = await signedIn(bystander.jwt_token!)
    const closes = [first, second].map(
      (ws) =>
        new Promise<[number, string]>((resolve) =>
          ws.on('close', (c, r) => resolve([c, String(r)])),
        ),
    )
    const reuse = await post('PUT', { refresh_token: victim.refresh_token })
    expect(reuse.status).toBe(401)
    expect(await Promise.all(closes)).toEqual([
      [4003, 'token revoked'],
      [4003, 'token revoked'],
    ])
    expect(other.readyState).toBe(WebSocket.OPEN)
    other.close()
  })

  it('refuses a reauthenticate with the JWT of an unrelated family', async () => {
    const mine = (await post('POST')).body
    const theirs = (await post('POST')).body
    const ws = await signedIn(mine.jwt_token!)
    const reply = await rpc(ws, 'blade.reauthenticate', theirs.jwt_token!)
    expect(reply.error).toMatchObject({ code: -32002 })
    const next = (await post('PUT', { refresh_token: mine.refresh_token })).body
    expect(await rpc(ws, 'blade.reauthenticate', next.jwt_token!)).toHaveProperty('result')
    ws.close()
  })
})
