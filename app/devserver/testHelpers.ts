/**
 * Factories shared by the dev-server tests (not used at run time): a token-service context with
 * a fixed, movable clock, request builders and token decoding.
 */
import { basicAuthHeader } from './basicAuth.ts'
import type { HttpRequest, HttpResponse } from './httpMessages.ts'
import type { TokenServiceContext } from './tokenHandlers.ts'
import { handleTokenRequest } from './tokenHandlers.ts'
import { TokenStore } from './tokenStore.ts'
import type { AccessClaims } from './tokens.ts'
import { ISSUER, SigningKey, signAccessToken } from './tokens.ts'

export const PROJECT = 'p-11111111-2222-3333-4444-555555555555'
export const PROJECT_TOKEN = 'PT-test-token:with:colons'
/** A fixed instant, 2026-01-01T00:00:00Z, in ms. */
export const T0 = Date.UTC(2026, 0, 1)
/** The test signing key's 64 bytes (for `jose` calls that take the raw secret). */
export const KEY_SECRET = new Uint8Array(64).fill(7)
export const KEY = new SigningKey(KEY_SECRET)

export interface TestClock {
  now: () => number
  /** Moves the clock forward by this many seconds. */
  advance: (seconds: number) => void
}

export function makeClock(start = T0): TestClock {
  let t = start
  return { now: () => t, advance: (s) => (t += s * 1000) }
}

export function makeTokenContext(
  overrides: Partial<TokenServiceContext> = {},
): TokenServiceContext & { clock: TestClock } {
  const clock = makeClock()
  return {
    projectId: PROJECT,
    projectToken: PROJECT_TOKEN,
    key: KEY,
    store: new TokenStore(),
    now: clock.now,
    secondsPerMinute: 60,
    newResource: () => 'generated-uuid',
    clock,
    ...overrides,
  }
}

export const AUTH = basicAuthHeader(PROJECT, PROJECT_TOKEN)

/** A token-endpoint request with valid credentials unless headers say otherwise. */
export function tokenRequest(
  method: string,
  body: string | object = '',
  headers: Record<string, string> = {},
): HttpRequest {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const json = typeof body === 'string' ? {} : { 'content-type': 'application/json' }
  return {
    method,
    url: '/api/relay/rest/jwt',
    headers: { authorization: AUTH, ...json, ...headers },
    body: text,
  }
}

/** The parsed JSON body of a response. */
export function json(res: HttpResponse): Record<string, unknown> {
  return JSON.parse(res.body) as Record<string, unknown>
}

/** Header and payload of a compact JWT, decoded without verification. */
export function decode(token: string): {
  header: Record<string, unknown>
  payload: Record<string, unknown>
} {
  const [h, p] = token.split('.')
  const part = (s: string | undefined) =>
    JSON.parse(Buffer.from(s ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
  return { header: part(h), payload: part(p) }
}

/** POSTs a token pair through the pure handler and returns it (throws unless 201). */
export async function issuePair(
  ctx: TokenServiceContext,
  body: object = {},
): Promise<{ jwt_token: string; refresh_token: string }> {
  const res = await handleTokenRequest(tokenRequest('POST', body), ctx)
  if (res.status !== 201) throw new Error(`POST failed: ${res.status} ${res.body}`)
  return json(res) as { jwt_token: string; refresh_token: string }
}

/** PUTs a refresh token through the pure handler. */
export function refresh(ctx: TokenServiceContext, refreshToken: unknown): Promise<HttpResponse> {
  return handleTokenRequest(tokenRequest('PUT', { refresh_token: refreshToken }), ctx)
}

/** An access JWT issued at T0 for 60 s under the test key, with claims overridden. */
export function accessJwt(overrides: Partial<AccessClaims> = {}, key = KEY): string {
  const iat = T0 / 1000
  const claims: AccessClaims = {
    iat,
    iss: ISSUER,
    jti: 'jti-1',
    scope: 'webrtc',
    sub: PROJECT,
    resource: 'r',
    exp: iat + 60,
  }
  return signAccessToken({ ...claims, ...overrides }, key)
}

/** The `authentication` params of a Relay connect or reauthenticate. */
export function rpcAuth(token: string, project = PROJECT) {
  return { authentication: { project, jwt_token: token } }
}
