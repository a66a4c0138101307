/**
 * The mock client token service, `POST|PUT /api/relay/rest/jwt`, as a pure handler:
 * request in, response out. Statuses, codes and lifetimes follow
 * `shared/reference/token-service.md` §3; `app/devserver/README.md` has the full table.
 */
import { randomUUID } from 'node:crypto'
import { BASIC_CHALLENGE, checkBasicAuth } from './basicAuth.ts'
import type { HttpRequest, HttpResponse } from './httpMessages.ts'
import {
  bodyText,
  headerValue,
  isJsonObject,
  jsonResponse,
  mediaType,
  parseJsonBody,
} from './httpMessages.ts'
import type { FamilySpec, PairIds, RefreshRecord, TokenStore } from './tokenStore.ts'
import type { SigningKey, TokenFailure } from './tokens.ts'
import { ISSUER, newJti, signAccessToken, signRefreshToken, verifyRefreshToken } from './tokens.ts'

export const TOKEN_PATH = '/api/relay/rest/jwt'
export const DEFAULT_EXPIRES_IN = 15
/** Largest `expires_in`, in minutes: the longest lifetime seen on a real token (7 days). */
export const MAX_EXPIRES_IN = 10080
/** Longest accepted `resource`, in characters (design choice). */
export const MAX_RESOURCE_LENGTH = 256
/** A refresh token outlives its JWT by this many minutes... */
export const REFRESH_GRACE_MINUTES = 5
/** ...but no token of a family outlives the family's first POST by more than this. */
export const FAMILY_LIFETIME_MINUTES = 24 * 60

export interface TokenServiceContext {
  projectId: string
  projectToken: string
  /** HS512 key; generate one per instance with `newSigningKey()`. */
  key: SigningKey
  store: TokenStore
  /** Current time in epoch milliseconds (inject a fixed clock in tests). */
  now: () => number
  /** Real seconds per minute of `expires_in` (60 = real time; smaller scales every lifetime). */
  secondsPerMinute: number
  /** Source of default `resource` values; `crypto.randomUUID` by default. */
  newResource?: () => string
}

interface ApiError {
  detail: string
  status: string
  title: string
  code: string
}

const apiError = (status: number, code: string, title: string, detail: string): ApiError => ({
  detail,
  status: String(status),
  title,
  code,
})

function errorsResponse(status: number, errors: ApiError[]): HttpResponse {
  const challenge: Record<string, string> =
    status === 401 ? { 'WWW-Authenticate': BASIC_CHALLENGE } : {}
  return jsonResponse(status, { errors }, challenge)
}

const UNAUTHORIZED = () =>
  jsonResponse(401, { error: 'Unauthorized' }, { 'WWW-Authenticate': BASIC_CHALLENGE })
const BAD_REQUEST = () => jsonResponse(400, { error: 'Bad Request' })

const TOKEN_FAILURES: Record<TokenFailure, ApiError> = {
  invalid: apiError(401, 'invalid_refresh_token', 'Invalid Token', 'The refresh token is invalid.'),
  wrong_type: apiError(
    401,
    'not_a_refresh_token',
    'Invalid Token Type',
    'The token is not a refresh token.',
  ),
  wrong_project: apiError(
    401,
    'invalid_refresh_token',
    'Invalid Token',
    'The refresh token belongs to another project.',
  ),
  expired: apiError(401, 'token_expired', 'Token Expired', 'Token has expired.'),
}

const CONSUME_FAILURES = {
  unknown: apiError(
    401,
    'invalid_refresh_token',
    'Invalid Token',
    'The refresh token is unknown to this service.',
  ),
  reused: apiError(
    401,
    'refresh_token_reused',
    'Invalid Token',
    'The refresh token was already used; every token of its family is now revoked.',
  ),
  revoked: apiError(
    401,
    'refresh_token_reused',
    'Invalid Token',
    'The refresh token was revoked because a token of its family was used twice.',
  ),
}

/**
 * Handles one request to the token endpoint. Checks run in this order: method (405), Basic
 * credentials (401 `{"error":"Unauthorized"}`), then the POST or PUT rules. Every response is
 * JSON with `Cache-Control: no-store`; every 401 carries a `WWW-Authenticate` challenge.
 */
export async function handleTokenRequest(
  req: HttpRequest,
  ctx: TokenServiceContext,
): Promise<HttpResponse> {
  const method = req.method.toUpperCase()
  if (method !== 'POST' && method !== 'PUT') {
    return jsonResponse(405, { error: 'Method Not Allowed' }, { Allow: 'POST, PUT' })
  }
  if (!checkBasicAuth(headerValue(req, 'authorization'), ctx.projectId, ctx.projectToken)) {
    return UNAUTHORIZED()
  }
  return method === 'POST' ? createToken(req, ctx) : refreshToken(req, ctx)
}

type PostParams = { ok: true; params: Record<string, unknown> } | { ok: false; res: HttpResponse }

/** POST parameters from a form-encoded body, or else from a JSON (or empty) body. */
function readPostParams(req: HttpRequest): PostParams {
  const text = bodyText(req)
  if (mediaType(req) === 'application/x-www-form-urlencoded') {
    const params: Record<string, unknown> = {}
    for (const [name, value] of new URLSearchParams(text)) {
      if (!(name in params)) params[name] = value
    }
    return { ok: true, params }
  }
  const parsed = parseJsonBody(text)
  if (!parsed.ok) return { ok: false, res: BAD_REQUEST() }
  if (!isJsonObject(parsed.value)) {
    const detail = 'The body must be a JSON object.'
    const error = apiError(422, 'invalid_parameter', 'Invalid Parameter', detail)
    return { ok: false, res: errorsResponse(422, [error]) }
  }
  return { ok: true, params: parsed.value }
}

function parseExpiresIn(value: unknown): number | null {
  if (value === undefined || value === null) return DEFAULT_EXPIRES_IN
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value
  return Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_EXPIRES_IN
    ? (n as number)
    : null
}

function createToken(req: HttpRequest, ctx: TokenServiceContext): HttpResponse {
  const read = readPostParams(req)
  if (!read.ok) return read.res
  const { params } = read
  const errors: ApiError[] = []
  const expiresIn = parseExpiresIn(params.expires_in)
  if (expiresIn === null) {
    const detail = `expires_in must be a whole number of minutes from 1 to ${MAX_EXPIRES_IN}.`
    errors.push(apiError(422, 'invalid_parameter', 'Invalid Parameter', detail))
  }
  const resource = params.resource ?? ''
  if (typeof resource !== 'string' || resource.length > MAX_RESOURCE_LENGTH) {
    const detail = `resource must be a string of at most ${MAX_RESOURCE_LENGTH} characters.`
    errors.push(apiError(422, 'invalid_parameter', 'Invalid Parameter', detail))
  }
  if (errors.length > 0 || expiresIn === null || typeof resource !== 'string') {
    return errorsResponse(422, errors)
  }
  const nowS = Math.floor(ctx.now() / 1000)
  const lifetime = { expiresIn, capAt: nowS + FAMILY_LIFETIME_MINUTES * ctx.secondsPerMinute }
  const first = nextPair(lifetime, nowS, ctx)
  // The family is named by its first refresh token's jti (one string fewer per session).
  const family: FamilySpec = {
    id: first.jti,
    resource: resource === '' ? (ctx.newResource ?? randomUUID)() : resource,
    ...lifetime,
  }
  const record = ctx.store.open(family, first, nowS)
  if (!record) return storeFull(ctx, nowS)
  return jsonResponse(201, signPair(record, nowS, ctx))
}

/** 503 when the store holds its maximum of live sessions: no live session is ever dropped. */
function storeFull(ctx: TokenServiceContext, nowS: number): HttpResponse {
  const wait = ctx.store.secondsUntilRoom(nowS)
  const detail = `The mock token service holds ${ctx.store.capacity} live sessions, its limit, and none has ended; try again in ${wait} s.`
  const error = apiError(503, 'too_many_sessions', 'Service Unavailable', detail)
  return jsonResponse(503, { errors: [error] }, { 'Retry-After': String(wait) })
}

function refreshToken(req: HttpRequest, ctx: TokenServiceContext): HttpResponse {
  if (mediaType(req) !== 'application/json') {
    return jsonResponse(415, { error: 'Unsupported Media Type' })
  }
  const parsed = parseJsonBody(bodyText(req))
  if (!parsed.ok) return BAD_REQUEST()
  const token = isJsonObject(parsed.value) ? parsed.value.refresh_token : undefined
  if (typeof token !== 'string' || token === '') {
    const detail = 'refresh_token is required and must be a non-empty string.'
    return errorsResponse(422, [apiError(422, 'missing_parameter', 'Missing Attribute', detail)])
  }
  const nowS = Math.floor(ctx.now() / 1000)
  // Synchronous (createHmac), like everything up to the signing of the new access JWT.
  const verified = verifyRefreshToken(token, ctx.key, { projectId: ctx.projectId, nowS })
  if (!verified.ok) return errorsResponse(401, [TOKEN_FAILURES[verified.failure]])
  // consume() checks and marks in one synchronous step: of concurrent PUTs of one token that
  // all passed verification, exactly one gets past this line.
  const consumed = ctx.store.consume(verified.claims.jti)
  if (!consumed.ok) return errorsResponse(401, [CONSUME_FAILURES[consumed.reason]])
  const { family } = consumed.record
  const record = ctx.store.rotate(consumed.record, nextPair(family, nowS, ctx))
  return jsonResponse(200, signPair(record, nowS, ctx))
}

/** IDs and lifetimes of a family's next pair, issued at `nowS`. */
function nextPair(
  family: Pick<FamilySpec, 'expiresIn' | 'capAt'>,
  nowS: number,
  ctx: TokenServiceContext,
): PairIds {
  const accessExp = nowS + family.expiresIn * ctx.secondsPerMinute
  const grace = REFRESH_GRACE_MINUTES * ctx.secondsPerMinute
  return {
    jti: newJti(),
    exp: Math.min(accessExp + grace, family.capAt),
    accessJti: newJti(),
    accessExp,
  }
}

/** The two tokens of a stored record. */
function signPair(
  record: RefreshRecord,
  nowS: number,
  ctx: TokenServiceContext,
): { jwt_token: string; refresh_token: string } {
  const sub = ctx.projectId
  const jwt_token = signAccessToken(
    {
      iat: nowS,
      iss: ISSUER,
      jti: record.accessJti,
      scope: 'webrtc',
      sub,
      resource: record.family.resource,
      exp: record.accessExp,
    },
    ctx.key,
  )
  const refresh_token = signRefreshToken(
    { iat: nowS, iss: ISSUER, jti: record.jti, sub, exp: record.exp },
    ctx.key,
  )
  return { jwt_token, refresh_token }
}
