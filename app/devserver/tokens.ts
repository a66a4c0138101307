/**
 * Signing and verification of the mock's access JWTs and refresh tokens (HS512).
 * Shapes follow the real tokens: see `shared/reference/token-service.md` §2 and §3.
 *
 * Both kinds are signed with `node:crypto`'s `createHmac`, synchronously: the output is byte for
 * byte what `jose`'s `SignJWT` makes of the same header and claims (a test holds this), and
 * a CPU profile of the token endpoint under load showed `jose`'s asynchronous WebCrypto signing
 * taking a third of the server's time. Access JWTs are verified with `jose` (as a client
 * library would); refresh tokens, which never leave the server side, with `createHmac`.
 */
import type { KeyObject } from 'node:crypto'
import { createHmac, createSecretKey, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto'
import { compactVerify, decodeJwt } from 'jose'

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

/** Size of the HS512 key, in bytes: the RFC 7518 §3.2 minimum for HS512. */
export const KEY_BYTES = 64

const HMAC_SHA512 = { name: 'HMAC', hash: 'SHA-512' } as const

/**
 * The HS512 secret in the two forms its users need, each made once: a `KeyObject` for
 * `createHmac`, and a non-extractable WebCrypto `CryptoKey` for `jose`. jose 6 re-imports a
 * `Uint8Array` secret into WebCrypto on every signature and verification (and exports and
 * re-imports a secret `KeyObject`); only a `CryptoKey` is used as is.
 */
export class SigningKey {
  /** The secret for `node:crypto` (`createHmac`). */
  readonly secret: KeyObject
  private cryptoKey: Promise<CryptoKey> | undefined

  constructor(bytes: Uint8Array) {
    this.secret = createSecretKey(bytes)
  }

  /** The secret as a `CryptoKey` for `jose` (HMAC SHA-512, sign and verify), imported once. */
  joseKey(): Promise<CryptoKey> {
    this.cryptoKey ??= webcrypto.subtle.importKey('raw', this.secret.export(), HMAC_SHA512, false, [
      'sign',
      'verify',
    ]) as Promise<CryptoKey>
    return this.cryptoKey
  }
}

/** A fresh signing key: 64 random bytes, the RFC 7518 §3.2 minimum for HS512. */
export function newSigningKey(): SigningKey {
  return new SigningKey(randomBytes(KEY_BYTES))
}

const JTI_BYTES = 20
/** Random bytes for 256 IDs, drawn at once: one `randomBytes` call per ID costs ten times more. */
let jtiPool = Buffer.alloc(0)
let jtiOffset = 0

/** A token ID like the real ones: 20 random bytes, base64url (27 characters). */
export function newJti(): string {
  if (jtiOffset + JTI_BYTES > jtiPool.length) {
    jtiPool = randomBytes(JTI_BYTES * 256)
    jtiOffset = 0
  }
  jtiOffset += JTI_BYTES
  return jtiPool.toString('base64url', jtiOffset - JTI_BYTES, jtiOffset)
}

/** `base64url` of the two headers, as `jose` writes them. */
const ACCESS_HEADER = Buffer.from(JSON.stringify({ typ: 'JWT', alg: ALGORITHM })).toString(
  'base64url',
)
const REFRESH_HEADER = Buffer.from(JSON.stringify({ typ: 'Refresh', alg: ALGORITHM })).toString(
  'base64url',
)

/** The HS512 signature (base64url) of a JWS signing input `<header>.<payload>`. */
function hs512(signingInput: string, key: SigningKey): string {
  return createHmac('sha512', key.secret).update(signingInput).digest('base64url')
}

/** A compact HS512 JWS of `claims` under an encoded header. */
function signCompact(encodedHeader: string, claims: object, key: SigningKey): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const signingInput = `${encodedHeader}.${payload}`
  return `${signingInput}.${hs512(signingInput, key)}`
}

/**
 * Signs an access JWT: header `{"typ":"JWT","alg":"HS512"}`, claims `iat`, `iss`, `jti`,
 * `scope`, `sub`, `resource`, `exp` in that order. Synchronous; the same bytes as `jose`'s
 * `SignJWT` with the same key.
 */
export function signAccessToken(claims: AccessClaims, key: SigningKey): string {
  const { iat, iss, jti, scope, sub, resource, exp } = claims
  return signCompact(ACCESS_HEADER, { iat, iss, jti, scope, sub, resource, exp }, key)
}

/**
 * Signs a refresh token: header `{"typ":"Refresh","alg":"HS512"}`, claims `iat`, `iss`, `jti`,
 * `sub`, `exp`. Synchronous; `jose` verifies it with the same key.
 */
export function signRefreshToken(claims: RefreshClaims, key: SigningKey): string {
  const { iat, iss, jti, sub, exp } = claims
  return signCompact(REFRESH_HEADER, { iat, iss, jti, sub, exp }, key)
}

export interface VerifyExpectations {
  typ: TokenType
  projectId: string
  /** Current time in epoch seconds. */
  nowS: number
}

/**
 * Verifies a token with `jose` (the access JWTs, as the Relay stub does) and its claims, in this
 * order: signature with HS512 pinned (never `none`) and `iss`; header `typ`; `sub` = project;
 * `exp` in the future (a token is expired from the second `exp` on). Claims with the wrong
 * types count as `invalid`.
 */
export async function verifyToken<C extends AccessClaims | RefreshClaims>(
  token: string,
  key: SigningKey,
  expect: VerifyExpectations,
): Promise<VerifyResult<C>> {
  let header: { typ?: unknown }
  let claims: unknown
  try {
    const verified = await compactVerify(token, await key.joseKey(), { algorithms: [ALGORITHM] })
    header = verified.protectedHeader
    claims = JSON.parse(new TextDecoder().decode(verified.payload))
  } catch {
    return { ok: false, failure: 'invalid' }
  }
  return checkClaims<C>(header, claims, expect)
}

/** Length of an HS512 signature in base64url: 64 bytes, 86 characters. */
const SIGNATURE_LENGTH = 86

/**
 * Verifies a refresh token synchronously with `createHmac`, with the same checks in the same
 * order as `verifyToken`: the header `alg` must be `HS512` and the signature must be the
 * HMAC-SHA512 of `<header>.<payload>` under this key (compared in constant time; only the
 * canonical base64url form is accepted); then `iss` and the claim types, `typ` = `Refresh`,
 * `sub` = project, `exp` in the future. Tokens signed by `jose` with the same key pass too.
 */
export function verifyRefreshToken(
  token: string,
  key: SigningKey,
  expect: Omit<VerifyExpectations, 'typ'>,
): VerifyResult<RefreshClaims> {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, failure: 'invalid' }
  const [encodedHeader, encodedPayload, signature] = parts as [string, string, string]
  const given = Buffer.from(signature)
  const expected = Buffer.from(hs512(`${encodedHeader}.${encodedPayload}`, key))
  if (given.length !== SIGNATURE_LENGTH || !timingSafeEqual(given, expected)) {
    return { ok: false, failure: 'invalid' }
  }
  let header: unknown
  let claims: unknown
  try {
    header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, failure: 'invalid' }
  }
  if (!isObject(header) || header.alg !== ALGORITHM) return { ok: false, failure: 'invalid' }
  return checkClaims<RefreshClaims>(header, claims, { ...expect, typ: 'Refresh' })
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The claim checks after a valid signature, in order: shape and `iss`, `typ`, `sub`, `exp`. */
function checkClaims<C extends AccessClaims | RefreshClaims>(
  header: { typ?: unknown },
  claims: unknown,
  expect: VerifyExpectations,
): VerifyResult<C> {
  const wellFormed =
    isObject(claims) &&
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
