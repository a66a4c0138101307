/**
 * Signing and verification of the mock's access JWTs and refresh tokens (HS512, `jose`).
 * Shapes follow the real tokens: see `shared/reference/token-service.md` §2 and §3.
 */
import { randomBytes } from 'node:crypto'
import { SignJWT, compactVerify, decodeJwt } from 'jose'

export const ISSUER = 'SignalWire JWT'
export const ALGORITHM = 'HS512'

export type TokenType = 'JWT' | 'Refresh'

/** Claims of an access JWT, in the order real tokens carry them. */
export interface AccessClaims {
  iat: number
  iss: typeof ISSUER
  jti: string
  scope: 'webrtc'
  sub: string
  resource: string
  exp: number
}

/** Claims of a refresh token. */
export interface RefreshClaims {
  iat: number
  iss: typeof ISSUER
  jti: string
  sub: string
  exp: number
}

/** Why a token was refused, in the order the checks run. */
export type TokenFailure = 'invalid' | 'wrong_type' | 'wrong_project' | 'expired'

export type VerifyResult<C> = { ok: true; claims: C } | { ok: false; failure: TokenFailure }

/** A fresh signing key: 64 random bytes, the RFC 7518 §3.2 minimum for HS512. */
export function newSigningKey(): Uint8Array {
  return new Uint8Array(randomBytes(64))
}

/** A token ID like the real ones: 20 random bytes, base64url (27 characters). */
export function newJti(): string {
  return randomBytes(20).toString('base64url')
}

/** Signs an access JWT: header `{"typ":"JWT","alg":"HS512"}`, claims in the given order. */
export function signAccessToken(claims: AccessClaims, key: Uint8Array): Promise<string> {
  return sign({ ...claims }, 'JWT', key)
}

/** Signs a refresh token: header `{"typ":"Refresh","alg":"HS512"}`. */
export function signRefreshToken(claims: RefreshClaims, key: Uint8Array): Promise<string> {
  return sign({ ...claims }, 'Refresh', key)
}

function sign(payload: Record<string, unknown>, typ: TokenType, key: Uint8Array): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ typ, alg: ALGORITHM }).sign(key)
}

export interface VerifyExpectations {
  typ: TokenType
  projectId: string
  /** Current time in epoch seconds. */
  nowS: number
}

/**
 * Verifies a token and its claims, in this order: signature with HS512 pinned (never `none`)
 * and `iss`; header `typ`; `sub` = project; `exp` in the future (a token is expired from
 * the second `exp` on). Claims with the wrong types count as `invalid`.
 */
export async function verifyToken<C extends AccessClaims | RefreshClaims>(
  token: string,
  key: Uint8Array,
  expect: VerifyExpectations,
): Promise<VerifyResult<C>> {
  let header: { typ?: unknown }
  let claims: Record<string, unknown>
  try {
    const verified = await compactVerify(token, key, { algorithms: [ALGORITHM] })
    header = verified.protectedHeader
    const parsed: unknown = JSON.parse(new TextDecoder().decode(verified.payload))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, failure: 'invalid' }
    }
    claims = parsed as Record<string, unknown>
  } catch {
    return { ok: false, failure: 'invalid' }
  }
  const wellFormed =
    claims.iss === ISSUER &&
    typeof claims.jti === 'string' &&
    typeof claims.sub === 'string' &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp)
  if (!wellFormed) return { ok: false, failure: 'invalid' }
  if (header.typ !== expect.typ) return { ok: false, failure: 'wrong_type' }
  if (claims.sub !== expect.projectId) return { ok: false, failure: 'wrong_project' }
  if ((claims.exp as number) <= expect.nowS) return { ok: false, failure: 'expired' }
  return { ok: true, claims: claims as unknown as C }
}

/**
 * Reads the `exp` claim of a token WITHOUT verifying it (for bookkeeping of tokens issued by
 * another service). Returns null when the token cannot be decoded or has no numeric `exp`.
 */
export function peekExpiry(token: string): number | null {
  try {
    const { exp } = decodeJwt(token)
    return typeof exp === 'number' ? exp : null
  } catch {
    return null
  }
}
