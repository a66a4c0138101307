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
import type { Scrubber } from './scrub.ts'
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
  /** Removes credentials and tokens from any text passed on from the token service. */
  scrub: Scrubber
}

/** Token-service codes after which a session's refresh token can never work again. */
const DEAD_TOKEN_CODES = new Set([
  'token_expired',
  'refresh_token_reused',
  'invalid_refresh_token',
  'not_a_refresh_token',
])
const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
/** An error code passed on from a token service: anything else is not passed on. */
const CODE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/

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
  if (!ctx.sessions.hasRoom(ctx.now())) {
    const message = `The editor's server holds ${ctx.sessions.capacity} live preview sessions, its limit: disconnect one, or wait for one to expire.`
    return problem(503, 'too_many_previews', message)
  }
  const params: Record<string, unknown> = {}
  if (body.resource !== undefined) params.resource = body.resource
  if (body.expires_in !== undefined) params.expires_in = body.expires_in
  const called = await callService(() => ctx.client.create(params), ctx)
  if (!called.ok) return called.res
  const reply = called.value
  if (reply.status !== 201 || !hasTokens(reply.body)) return upstreamProblem(reply, ctx, null)
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
    const failure = upstreamProblem(reply, ctx, session.refreshToken)
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
    return { ok: false, res: problem(502, 'upstream_unreachable', unreachable(error, ctx)) }
  }
}

/** Why a token service could not be reached, in words that quote nothing it sent. */
function unreachable(error: unknown, ctx: PreviewContext): string {
  const origin = ctx.client.origin
  const name = error instanceof Error ? error.name : ''
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `${origin} did not answer in time: the token service is unavailable or too slow.`
  }
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code
  const code = typeof cause === 'string' && /^[A-Z_]{2,32}$/.test(cause) ? `, ${cause}` : ''
  return `Could not reach ${origin} (${name || 'network error'}${code}): the token service is unavailable.`
}

function hasTokens(body: unknown): body is { jwt_token: string; refresh_token: string } {
  return (
    isJsonObject(body) &&
    typeof body.jwt_token === 'string' &&
    typeof body.refresh_token === 'string'
  )
}

/**
 * Maps a token-service failure to a preview error. Only a well-formed code and the scrubbed
 * detail of the first error are passed on (never headers or the rest of the body, which a
 * space may fill with what it was sent). `refreshToken` is the session's, when refreshing:
 * it is scrubbed too, and a 401 about it ends the session (410).
 */
function upstreamProblem(
  reply: TokenReply,
  ctx: PreviewContext,
  refreshToken: string | null,
): HttpResponse {
  const origin = ctx.client.origin
  const first =
    isJsonObject(reply.body) && Array.isArray(reply.body.errors) ? reply.body.errors[0] : null
  const given = isJsonObject(first) && typeof first.code === 'string' ? first.code : ''
  const code = CODE_PATTERN.test(given) ? given : ''
  const detail = isJsonObject(first) && typeof first.detail === 'string' ? first.detail : ''
  const said = ctx.scrub(detail, refreshToken === null ? [] : [refreshToken]).slice(0, 300)
  if (reply.status === 401 && refreshToken !== null && DEAD_TOKEN_CODES.has(code)) {
    return problem(410, code, `The preview session can no longer be refreshed: ${said}`)
  }
  if (reply.status === 401) {
    const message = `${origin} rejected the project credentials: check SIGNALWIRE_PROJECT_ID and SIGNALWIRE_PROJECT_TOKEN.`
    return problem(502, 'upstream_unauthorized', message)
  }
  if (reply.status === 422 || reply.status === 400) {
    return problem(422, code || 'invalid_parameter', said || `${origin} refused the parameters.`)
  }
  if (reply.status === 503) {
    return problem(503, 'upstream_unavailable', said || `${origin} is unavailable (HTTP 503).`)
  }
  if (reply.status < 300) {
    const message = `${origin} answered HTTP ${reply.status} without a token pair (not the JSON expected).`
    return problem(502, 'upstream_error', message)
  }
  return problem(502, 'upstream_error', `${origin} answered HTTP ${reply.status}.`)
}
