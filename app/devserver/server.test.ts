import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { DEV_PROJECT_ID, DEV_PROJECT_TOKEN } from './config.ts'
import { routesMiddleware } from './httpAdapter.ts'
import type { MockServer } from './mockServer.ts'
import { startMockServer } from './mockServer.ts'
import { decode } from './testHelpers.ts'
import { basicAuthHeader } from './basicAuth.ts'

const AUTH = basicAuthHeader(DEV_PROJECT_ID, DEV_PROJECT_TOKEN)
let mock: MockServer

beforeAll(async () => {
  mock = await startMockServer({ port: 0, env: {} })
})
afterAll(async () => {
  await mock.close()
})

async function call(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(mock.url + path, {
    method,
    headers: { authorization: AUTH, ...headers },
    body,
  })
  expect(res.headers.get('cache-control')).toBe('no-store')
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>),
  }
}
const jsonHeaders = { 'content-type': 'application/json' }

/** A raw request, for headers fetch will not send (Host) and bodies it would not stream. */
function raw(options: {
  method: string
  path: string
  headers: Record<string, string | number>
  body?: Buffer
}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: mock.port, ...options }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

describe('token endpoint over HTTP', () => {
  it.each([
    ['JSON', '{"resource":"alice","expires_in":5}', jsonHeaders],
    [
      'form',
      'resource=alice&expires_in=5',
      { 'content-type': 'application/x-www-form-urlencoded' },
    ],
  ])('creates a pair from a %s body, then refreshes it', async (_name, body, headers) => {
    const created = await call('POST', '/api/relay/rest/jwt', body, headers)
    expect(created.status).toBe(201)
    expect(created.headers.get('pragma')).toBe('no-cache')
    const { payload } = decode(created.body!.jwt_token as string)
    expect(payload).toMatchObject({ resource: 'alice', sub: DEV_PROJECT_ID })
    expect((payload.exp as number) - (payload.iat as number)).toBe(300)
    const put = JSON.stringify({ refresh_token: created.body!.refresh_token })
    const refreshed = await call('PUT', '/api/relay/rest/jwt', put, jsonHeaders)
    expect(refreshed.status).toBe(200)
    expect(decode(refreshed.body!.jwt_token as string).payload.resource).toBe('alice')
  })

  it('creates a pair from an empty body', async () => {
    expect((await call('POST', '/api/relay/rest/jwt')).status).toBe(201)
  })

  it('answers errors as JSON', async () => {
    const unauth = await call('POST', '/api/relay/rest/jwt', '', { authorization: '' })
    expect(unauth).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
    expect(unauth.headers.get('www-authenticate')).toMatch(/^Basic realm=/)
    const get = await call('GET', '/api/relay/rest/jwt')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, PUT')
    expect((await call('POST', '/api/relay/rest/jwt', '{', jsonHeaders)).status).toBe(400)
    expect(
      (await call('PUT', '/api/relay/rest/jwt', '{}', { 'content-type': 'text/plain' })).status,
    ).toBe(415)
    expect(
      (await call('POST', '/api/relay/rest/jwt', '{"expires_in":0}', jsonHeaders)).status,
    ).toBe(422)
    expect((await call('GET', '/elsewhere')).status).toBe(404)
  })

  it('answers 413 to a declared oversized body without reading it', async () => {
    const res = await raw({
      method: 'POST',
      path: '/api/relay/rest/jwt',
      headers: {
        authorization: AUTH,
        'content-type': 'application/json',
        'content-length': 1_000_000,
      },
    })
    expect(res.status).toBe(413)
  })

  it('answers 413 to a streamed oversized body', async () => {
    const res = await raw({
      method: 'POST',
      path: '/api/relay/rest/jwt',
      headers: {
        authorization: AUTH,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      },
      body: Buffer.alloc(17 * 1024, 32),
    })
    expect(res.status).toBe(413)
    expect((await call('POST', '/api/relay/rest/jwt')).status).toBe(201)
  })

  it('lets exactly one of 200 concurrent refreshes of one token succeed', async () => {
    const created = await call('POST', '/api/relay/rest/jwt')
    const put = JSON.stringify({ refresh_token: created.body!.refresh_token })
    const results = await Promise.all(
      Array.from({ length: 200 }, () => call('PUT', '/api/relay/rest/jwt', put, jsonHeaders)),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    const codes = results
      .filter((r) => r.status !== 200)
      .map((r) => (r.body!.errors as Array<{ code: string }>)[0]!.code)
    expect(codes).toHaveLength(199)
    expect(new Set(codes)).toEqual(new Set(['refresh_token_reused']))
  })
})

function rpc(ws: WebSocket, method: string, params: Record<string, unknown>) {
  const id = `${method}-${Math.random()}`
  return new Promise<Record<string, unknown>>((resolve) => {
    const onMessage = (data: unknown) => {
      const msg = JSON.parse(String(data)) as Record<string, unknown>
      if (msg.id !== id) return
      ws.off('message', onMessage)
      resolve(msg)
    }
    ws.on('message', onMessage)
    ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
  })
}
const openSocket = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })

describe('preview routes and the Relay stub over HTTP', () => {
  it('runs the whole preview flow: token, connect, refresh, reauthenticate, forget', async () => {
    const started = await call('POST', '/preview/token', '{"resource":"qa"}', {
      ...jsonHeaders,
      authorization: '',
    })
    expect(started.status).toBe(201)
    const { session, jwt_token, project, host } = started.body as Record<string, string>
    expect(host).toBe(`ws://127.0.0.1:${mock.port}/relay`)
    const ws = await openSocket(host!)
    const connect = await rpc(ws, 'blade.connect', { authentication: { project, jwt_token } })
    expect(connect.result).toMatchObject({
      authorization: { expires_at: decode(jwt_token!).payload.exp },
    })
    const refreshed = await call(
      'POST',
      '/preview/refresh',
      JSON.stringify({ session }),
      jsonHeaders,
    )
    expect(refreshed.status).toBe(200)
    const next = refreshed.body!.jwt_token as string
    const reauth = await rpc(ws, 'blade.reauthenticate', {
      sessionid: null,
      authentication: { project, jwt_token: next },
    })
    expect(reauth.result).toMatchObject({ authorization: { expires_at: decode(next).payload.exp } })
    ws.close()
    expect((await call('DELETE', `/preview/session?session=${session}`)).status).toBe(204)
  })

  it('refuses the JWT of a revoked family on the socket', async () => {
    const created = await call('POST', '/api/relay/rest/jwt')
    const put = JSON.stringify({ refresh_token: created.body!.refresh_token })
    await call('PUT', '/api/relay/rest/jwt', put, jsonHeaders)
    expect((await call('PUT', '/api/relay/rest/jwt', put, jsonHeaders)).status).toBe(401)
    const ws = await openSocket(`ws://127.0.0.1:${mock.port}/relay`)
    const authentication = { project: DEV_PROJECT_ID, jwt_token: created.body!.jwt_token }
    expect((await rpc(ws, 'blade.connect', { authentication })).error).toEqual({
      code: -32002,
      message: 'Authentication failed',
    })
    ws.close()
  })

  it('answers preview routes only on loopback host names', async () => {
    const headers = { host: 'evil.example:4010', 'content-type': 'application/json' }
    const res = await raw({
      method: 'POST',
      path: '/preview/token',
      headers,
      body: Buffer.from('{}'),
    })
    expect(res.status).toBe(403)
  })
})

describe('routesMiddleware', () => {
  it('passes other paths on, turns handler errors into 500 and strips CORS headers', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const middleware = routesMiddleware([
      {
        matches: (path) => path === '/boom',
        handle: () => Promise.reject(new Error('kaboom')),
      },
    ])
    const server = createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*')
      middleware(req, res, () => res.end('next'))
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const boom = await fetch(`${base}/boom`, { method: 'POST' })
    expect(boom.status).toBe(500)
    expect(await boom.json()).toEqual({ error: 'Internal Server Error' })
    expect(boom.headers.get('access-control-allow-origin')).toBeNull()
    expect(boom.headers.get('cache-control')).toBe('no-store')
    expect(await (await fetch(`${base}/other`)).text()).toBe('next')
    expect(errors).toHaveBeenCalledTimes(1)
    const logged = errors.mock.calls[0]!.join(' ')
    expect(logged).toMatch(/^\[swaig-devserver\] POST \/boom failed: Error at /)
    expect(logged).not.toContain('kaboom')
    errors.mockRestore()
    server.close()
  })
})
