import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HttpRequest } from './httpMessages'
import { createDevServices } from './devServices'
import { handleTrySend, outgoingOf, type TrySendContext } from './tryRoutes'

/** `POST /try/send`: the pure handler, then real HTTP on loopback. */

const request = (body: unknown, headers: Record<string, string> = {}): HttpRequest => ({
  method: 'POST',
  url: '/try/send',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})
const ctx = (
  fetch: typeof globalThis.fetch,
  extra: Partial<TrySendContext> = {},
): TrySendContext => ({
  fetch,
  timeoutMs: 10_000,
  maxReplyBytes: 1024 * 1024,
  ...extra,
})
const never = (() => {
  throw new Error('must not be called')
}) as unknown as typeof fetch

describe('the request the page asks to send', () => {
  it.each([
    [null, 'the request must be an object {url, method, headers, body}'],
    [{}, 'the request has no url'],
    [{ url: 'nope' }, '"nope" is not a URL'],
    [{ url: 'file:///etc/passwd' }, 'only http and https URLs can be sent to, not file:'],
    [{ url: 'ftp://e.example/x' }, 'only http and https URLs can be sent to, not ftp:'],
    [
      { url: 'https://u:p@e.example' },
      'the URL carries credentials: send them as an Authorization header',
    ],
    [{ url: 'https://e.example', method: 'TRACE' }, 'the method TRACE cannot be sent'],
    [{ url: 'https://e.example', headers: { a: 1 } }, 'the header a must be text'],
  ])('%j is refused: %s', async (body, message) => {
    const res = await handleTrySend(request(body), ctx(never))
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toEqual({ error: 'invalid', message })
  })

  it('drops hop-by-hop and cookie headers; a GET has no body', () => {
    const out = outgoingOf({
      url: 'https://e.example/x',
      method: 'get',
      headers: { Cookie: 'sid=1', Host: 'evil', 'X-Ok': 'yes' },
      body: { a: 1 },
    })
    expect(out).toMatchObject({ method: 'GET', headers: { 'X-Ok': 'yes' } })
    expect(out).not.toHaveProperty('body')
  })

  it.each([
    ['GET', {}, 405],
    ['POST', { 'content-type': 'text/plain' }, 400],
    ['POST', { 'sec-fetch-site': 'cross-site' }, 403],
  ])('%s %j → %i', async (method, headers, status) => {
    const res = await handleTrySend(
      { ...request({ url: 'https://e.example' }, headers), method },
      ctx(never),
    )
    expect(res.status).toBe(status)
  })
})

describe('over real HTTP on loopback', () => {
  let target: Server
  let base = ''
  const seen: {
    method?: string
    url?: string
    headers: IncomingMessage['headers']
    body: string
  }[] = []

  beforeAll(async () => {
    target = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body })
        if (req.url === '/slow') return // never answers
        if (req.url === '/big') {
          res.writeHead(200, { 'Content-Type': 'application/json' })
          res.end(`"${'x'.repeat(2048)}"`)
          return
        }
        if (req.url === '/redirect') {
          res.writeHead(302, { Location: `${base}/elsewhere` })
          res.end()
          return
        }
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ response: 'Order shipped', action: [{ say: 'ok' }] }))
      })
    })
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`
  })
  afterAll(() => {
    target.closeAllConnections()
    target.close()
  })

  it('sends exactly the given request, and nothing of the dev server', async () => {
    const services = createDevServices({
      env: { SIGNALWIRE_PROJECT_ID: 'proj-secret-id', SIGNALWIRE_PROJECT_TOKEN: 'PT-secret-token' },
    })
    const server = createServer((req, res) => services.middleware(req, res, () => res.end('next')))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const port = (server.address() as AddressInfo).port
    try {
      const res = await fetch(`http://127.0.0.1:${port}/try/send`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: 'session=browser',
          Authorization: 'Basic ZGV2OnNlcnZlcg==',
        },
        body: JSON.stringify({
          url: `${base}/swaig`,
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Basic YW5uOnB3' },
          body: { function: 'lookup_order' },
        }),
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({
        ok: true,
        status: 200,
        body: '{"response":"Order shipped","action":[{"say":"ok"}]}',
      })
      const got = seen.at(-1)!
      expect(got).toMatchObject({
        method: 'POST',
        url: '/swaig',
        body: '{"function":"lookup_order"}',
      })
      expect(got.headers.authorization).toBe('Basic YW5uOnB3')
      expect(got.headers.cookie).toBeUndefined()
      expect(JSON.stringify(got.headers)).not.toMatch(/secret|ZGV2OnNlcnZlcg/)
    } finally {
      services.close()
      server.closeAllConnections()
      server.close()
    }
  })

  it('gives up after the timeout', async () => {
    const res = await handleTrySend(
      request({ url: `${base}/slow` }),
      ctx(fetch, { timeoutMs: 200 }),
    )
    expect(res.status).toBe(502)
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      error: 'timeout',
      message: 'no reply within 0.2 s',
    })
  })

  it('refuses a reply over the cap', async () => {
    const res = await handleTrySend(
      request({ url: `${base}/big` }),
      ctx(fetch, { maxReplyBytes: 1024 }),
    )
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: 'too_large' })
  })

  it('does not follow a redirect', async () => {
    const before = seen.length
    const res = await handleTrySend(request({ url: `${base}/redirect` }), ctx(fetch))
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, status: 302 })
    expect(seen.length).toBe(before + 1)
  })

  it('a closed port is a network error', async () => {
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((r) => closed.close(() => r()))
    const res = await handleTrySend(request({ url: `http://127.0.0.1:${port}/` }), ctx(fetch))
    expect(JSON.parse(res.body)).toMatchObject({
      ok: false,
      error: 'network',
      message: expect.stringContaining('ECONNREFUSED'),
    })
  })
})
