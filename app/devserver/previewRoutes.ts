/**
 * Routes that play the customer's server for the browser preview
 * (`shared/reference/token-service.md` §4): they call the token service server-side, keep the
 * refresh token in memory, and hand the page only a JWT, the project ID and the Relay host.
 * Pure handler: request in, response out.
 */
import type { HttpRequest, HttpResponse } from './httpMessages.ts'
import { bodyText, emptyResponse, headerValue, isJsonObject, jsonResponse } from './httpMessages.ts'
import { mediaType, parseJsonBody, pathOf } from './httpMessages.ts'
import type { PreviewSessions } from './previewSessions.ts'
import type { TokenClient, TokenReply } from './tokenClient.ts'
import { DEFAULT_EXPIRES_IN } from './tokenHandlers.ts'

export const PREVIEW_TOKEN_PATH = '/preview/token'
export const PREVIEW_REFRESH_PATH = '/preview/refresh'
export const PREVIEW_SESSION_PATH = '/preview/session'
export const PREVIEW_PATHS = [PREVIEW_TOKEN_PATH, PREVIEW_REFRESH_PATH, PREVIEW_SESSION_PATH]

export interface PreviewContext {
  client: TokenClient
  sessions: PreviewSessions
  projectId: string
  /** Relay host for a real space; null = the stub, `ws(s)://<Host header><relayPath>`. */
  relayHost: string | null
  relayPath: string
  /** Current time, epoch ms. */
  now: () => number
  /** Optional guard on the Host header's host name (the mock server allows loopback only). */
  isHostAllowed?: (hostname: string) => boolean
}

/** Token-service codes after which a session's refresh token can never work again. */
const DEAD_TOKEN_CODES = new Set([
  'token_expired',
  'refresh_token_reused',
  'invalid_refresh_token',
  'not_a_refresh_token',
])
const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
const TOKEN_LIKE = /[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g

const problem = (status: number, code: string, message: string, headers = {}): HttpResponse =>
  jsonResponse(status, { error: { code, message } }, headers)

/** True for `localhost`, `*.localhost`, `127.x.x.x` and `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase()
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === '[::1]'
  )
}

/**
 * Handles `POST /preview/token`, `POST /preview/refresh` and `DELETE /preview/session`.
 * Responses never contain the project token or a refresh token.
 */
export async function handlePreviewRequest(
  req: HttpRequest,
  ctx: PreviewContext,
): Promise<HttpResponse> {
  const path = pathOf(req.url)
  const method = req.method.toUpperCase()
  const allowed = path === PREVIEW_SESSION_PATH ? 'DELETE' : 'POST'
  if (!PREVIEW_PATHS.includes(path)) return problem(404, 'not_found', `No route ${path}.`)
  if (method !== allowed) {
    return problem(405, 'method_not_allowed', `Use ${allowed} ${path}.`, { Allow: allowed })
  }
  const host = headerValue(req, 'host') ?? ''
  if (!HOST_PATTERN.test(host)) return problem(400, 'bad_host', 'Missing or invalid Host header.')
  const hostname = host.replace(/:\d+$/, '')
  if (ctx.isHostAllowed && !ctx.isHostAllowed(hostname)) {
    return problem(403, 'forbidden_host', `Preview routes answer only on loopback hosts.`)
  }
  if (!sameOrigin(headerValue(req, 'origin'), host)) {
    return problem(403, 'forbidden_origin', 'Cross-origin requests are not allowed.')
  }
  const body = readJson(req)
  if (!body.ok) return body.res
  if (path === PREVIEW_TOKEN_PATH) return createSession(body.value, host, req.secure === true, ctx)
  const session = sessionIdOf(req, body.value)
  if (session === null) return problem(422, 'invalid_parameter', 'session must be a string.')
  if (path === PREVIEW_REFRESH_PATH) return refreshSession(session, ctx)
  ctx.sessions.delete(session)
  return emptyResponse(204)
}

function sameOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true
  try {
    return new URL(origin).host === host.toLowerCase()
  } catch {
    return false
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; res: HttpResponse }

/** The JSON object body; an empty body counts as `{}`, other bodies must be application/json. */
function readJson(req: HttpRequest): Outcome<Record<string, unknown>> {
  const text = bodyText(req)
  if (text.trim() === '') return { ok: true, value: {} }
  if (mediaType(req) !== 'application/json') {
    const res = problem(415, 'unsupported_media_type', 'Send the body as application/json.')
    return { ok: false, res }
  }
  const parsed = parseJsonBody(text)
  if (!parsed.ok) return { ok: false, res: problem(400, 'bad_json', 'The body is not valid JSON.') }
  if (!isJsonObject(parsed.value)) {
    return { ok: false, res: problem(422, 'invalid_parameter', 'The body must be a JSON object.') }
  }
  return { ok: true, value: parsed.value }
}

function sessionIdOf(req: HttpRequest, body: Record<string, unknown>): string | null {
  const fromQuery = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('session')
  const id = body.session ?? fromQuery
  return typeof id === 'string' && id !== '' ? id : null
}

async function createSession(
  body: Record<string, unknown>,
  host: string,
  secure: boolean,
  ctx: PreviewContext,
): Promise<HttpResponse> {
  const params: Record<string, unknown> = {}
  if (body.resource !== undefined) params.resource = body.resource
  if (body.expires_in !== undefined) params.expires_in = body.expires_in
  const called = await callService(() => ctx.client.create(params), ctx)
  if (!called.ok) return called.res
  const reply = called.value
  if (reply.status !== 201 || !hasTokens(reply.body)) return upstreamProblem(reply, ctx)
  const session = ctx.sessions.create(reply.body.refresh_token, ctx.now())
  return jsonResponse(201, {
    session,
    jwt_token: reply.body.jwt_token,
    project: ctx.projectId,
    host: ctx.relayHost ?? `${secure ? 'wss' : 'ws'}://${host}${ctx.relayPath}`,
    expires_in: Number(params.expires_in ?? DEFAULT_EXPIRES_IN),
  })
}

function refreshSession(id: string, ctx: PreviewContext): Promise<HttpResponse> {
  const session = ctx.sessions.get(id, ctx.now())
  if (!session) {
    const message = 'Unknown or expired preview session: start a new one with POST /preview/token.'
    return Promise.resolve(problem(404, 'unknown_session', message))
  }
  if (session.inflight) return session.inflight
  const run = async (): Promise<HttpResponse> => {
    const called = await callService(() => ctx.client.refresh(session.refreshToken), ctx)
    if (!called.ok) return called.res
    const reply = called.value
    if (reply.status === 200 && hasTokens(reply.body)) {
      ctx.sessions.replace(id, reply.body.refresh_token, ctx.now())
      return jsonResponse(200, { jwt_token: reply.body.jwt_token })
    }
    const failure = upstreamProblem(reply, ctx)
    if (failure.status === 410) ctx.sessions.delete(id)
    return failure
  }
  session.inflight = run().finally(() => {
    session.inflight = null
  })
  return session.inflight
}

async function callService(
  call: () => Promise<TokenReply>,
  ctx: PreviewContext,
): Promise<Outcome<TokenReply>> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    const why = error instanceof Error ? ` (${error.name})` : ''
    const message = `Could not reach ${ctx.client.origin}${why}.`
    return { ok: false, res: problem(502, 'upstream_unreachable', message) }
  }
}

function hasTokens(body: unknown): body is { jwt_token: string; refresh_token: string } {
  return (
    isJsonObject(body) &&
    typeof body.jwt_token === 'string' &&
    typeof body.refresh_token === 'string'
  )
}

/** Maps a token-service failure to a preview error, keeping only its code and a scrubbed detail. */
function upstreamProblem(reply: TokenReply, ctx: PreviewContext): HttpResponse {
  const first =
    isJsonObject(reply.body) && Array.isArray(reply.body.errors) ? reply.body.errors[0] : null
  const code = isJsonObject(first) && typeof first.code === 'string' ? first.code.slice(0, 64) : ''
  const detail = isJsonObject(first) && typeof first.detail === 'string' ? first.detail : ''
  const said = detail.replace(TOKEN_LIKE, '[token]').slice(0, 300)
  if (reply.status === 401 && DEAD_TOKEN_CODES.has(code)) {
    return problem(410, code, `The preview session can no longer be refreshed: ${said}`)
  }
  if (reply.status === 401) {
    const message = `${ctx.client.origin} rejected the project credentials: check SIGNALWIRE_PROJECT_ID and SIGNALWIRE_PROJECT_TOKEN.`
    return problem(502, 'upstream_unauthorized', message)
  }
  if (reply.status === 422 || reply.status === 400) {
    return problem(
      422,
      code || 'invalid_parameter',
      said || 'The token service refused the parameters.',
    )
  }
  return problem(502, 'upstream_error', `${ctx.client.origin} answered HTTP ${reply.status}.`)
}
