/**
 * The preview routes in front of a space that echoes everything it receives (headers, body,
 * percent-encoded too) in every place an answer can carry text: nothing secret may come back
 * to the page. Real HTTP on loopback: the mock server with SIGNALWIRE_SPACE_URL set.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MockServer } from './mockServer.ts'
import { startMockServer } from './mockServer.ts'

const PROJECT_ID = 'echo-project-0000'
const PROJECT_TOKEN = 'PT-echo/secret+token=value'
const BASIC = Buffer.from(`${PROJECT_ID}:${PROJECT_TOKEN}`).toString('base64')
const PAGE_JWT = 'eyJ0eXAiOiJKV1QifQ.eyJzdWIiOiJwYWdlIn0.page-signature-0123456789'
const REFRESH = 'opaque-refresh-SECRET-0042'
/** Every form of a secret that must never reach the page. */
const SECRETS = [
  PROJECT_TOKEN,
  encodeURIComponent(PROJECT_TOKEN),
  BASIC,
  encodeURIComponent(BASIC),
  `${PROJECT_ID}:${PROJECT_TOKEN}`,
  REFRESH,
]
/** A credential scheme followed by anything but the scrubber's mark. */
const CREDENTIAL = /(Basic|Bearer)\s+(?!\[redacted\])/

type Answer = (seen: string, auth: string) => { status: number; type?: string; body: string }
const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) })
const errors = (status: number, code: string, detail: string) =>
  json(status, { errors: [{ status: String(status), code, title: 'Echo', detail }] })

/** What the space answers, by case; each echoes what it was sent. */
const ANSWERS: Record<string, Answer> = {
  '422 with the request in detail and code': (seen, auth) => errors(422, auth, seen),
  '400 with the request percent-encoded': (seen) => errors(400, 'bad', encodeURIComponent(seen)),
  '401 token_expired with the request': (seen) => errors(401, 'token_expired', seen),
  '401 with the credentials': (seen, auth) => errors(401, auth, seen),
  '500 with the request as text': (seen) => ({ status: 500, type: 'text/plain', body: seen }),
  '503 with the request': (seen) => errors(503, 'busy', seen),
  '201 without tokens, echoing': (seen) => json(201, { echo: seen, jwt_token: 1 }),
  '200 that is not JSON': (seen) => ({ status: 200, type: 'text/html', body: `<p>${seen}` }),
  '422 with a 2 MB detail ending with the request': (seen) =>
    errors(422, 'big', `${'x'.repeat(2_000_000)} ${seen}`),
}

let space: Server
let spaceUrl: string
let answer: Answer = () => json(201, { jwt_token: PAGE_JWT, refresh_token: REFRESH })
const received: string[] = []

beforeAll(async () => {
  space = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const seen = `${req.method} ${req.url} ${JSON.stringify(req.headers)} ${body}`
      received.push(seen)
      const out = answer(seen, req.headers.authorization ?? '')
      res.writeHead(out.status, { 'content-type': out.type ?? 'application/json' })
      res.end(out.body)
    })
  })
  await new Promise<void>((done) => space.listen(0, '127.0.0.1', done))
  spaceUrl = `http://127.0.0.1:${(space.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => space.close(() => done())))

describe('preview routes before a space that echoes everything', () => {
  let mock: MockServer
  const responses: string[] = []
  beforeAll(async () => {
    mock = await startMockServer({
      port: 0,
      env: {
        SIGNALWIRE_SPACE_URL: spaceUrl,
        SIGNALWIRE_PROJECT_ID: PROJECT_ID,
        SIGNALWIRE_PROJECT_TOKEN: PROJECT_TOKEN,
      },
    })
  })
  afterAll(() => mock.close())

  async function call(path: string, body: object) {
    const res = await fetch(`${mock.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await res.text()
    responses.push(`${JSON.stringify([...res.headers])} ${text}`)
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> }
  }
  function expectNoSecret(text: string) {
    for (const secret of SECRETS) expect(text).not.toContain(secret)
    expect(text).not.toMatch(CREDENTIAL)
    expect(text).not.toMatch(/[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/)
  }

  it.each(Object.entries(ANSWERS))('creating a session: %s', async (_name, reply) => {
    answer = reply
    const res = await call('/preview/token', { resource: 'alice' })
    expect(res.status).toBeGreaterThanOrEqual(400)
    const error = res.body.error as { code: string; message: string }
    expect(error.message.length).toBeGreaterThan(10)
    expectNoSecret(JSON.stringify(res.body))
  })

  it.each(Object.entries(ANSWERS))('refreshing a session: %s', async (_name, reply) => {
    answer = () => json(201, { jwt_token: PAGE_JWT, refresh_token: REFRESH })
    const created = await call('/preview/token', {})
    expect(created.status).toBe(201)
    expect(created.body.jwt_token).toBe(PAGE_JWT)
    answer = reply
    const res = await call('/preview/refresh', { session: created.body.session })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expectNoSecret(JSON.stringify(res.body))
  })

  it('sent the space every secret (so the echo had something to leak), and the page none', () => {
    const sent = received.join('\n')
    expect(sent).toContain(`Basic ${BASIC}`)
    expect(sent).toContain(REFRESH)
    expect(responses.length).toBeGreaterThanOrEqual(3 * Object.keys(ANSWERS).length)
    for (const text of responses) {
      for (const secret of SECRETS) expect(text).not.toContain(secret)
      expect(text).not.toMatch(CREDENTIAL)
    }
  })
})
