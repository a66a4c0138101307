/**
 * HTTP Basic authentication of the token service (RFC 7617): parsing, constant-time checking,
 * and the challenge every 401 carries (RFC 9110 §11.6.1).
 */
import { createHash, timingSafeEqual } from 'node:crypto'

export const BASIC_CHALLENGE = 'Basic realm="SignalWire mock", charset="UTF-8"'

export interface BasicCredentials {
  user: string
  password: string
}

/**
 * Parses an `Authorization: Basic <base64>` header value. The scheme is case-insensitive; the
 * decoded text is split on its FIRST `:` (passwords may contain colons). Returns null for
 * anything else: other schemes, bad base64, no colon.
 */
export function parseBasicAuth(header: string | undefined): BasicCredentials | null {
  const match = /^basic[ \t]+([A-Za-z0-9+/]+={0,2})[ \t]*$/i.exec(header ?? '')
  if (!match) return null
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return null
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

/** Builds an `Authorization` header value for the given credentials. */
export function basicAuthHeader(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest()

/**
 * Compares two strings in constant time with respect to their content: both are hashed first,
 * so neither their content nor their lengths leak through timing.
 */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b))
}

interface ExpectedCredentials {
  projectId: string
  projectToken: string
  /** The canonical header (`basicAuthHeader`); SHA-256 of the project ID and of the token. */
  header: Buffer
  user: Buffer
  password: Buffer
}

let expected: ExpectedCredentials | undefined

/** Digests of the expected credentials, made once for a given pair (the last pair is kept). */
function expectedFor(projectId: string, projectToken: string): ExpectedCredentials {
  if (expected?.projectId !== projectId || expected.projectToken !== projectToken) {
    expected = {
      projectId,
      projectToken,
      header: Buffer.from(basicAuthHeader(projectId, projectToken), 'utf8'),
      user: sha256(projectId),
      password: sha256(projectToken),
    }
  }
  return expected
}

/**
 * Whether `given` is byte for byte `expected`, in time that depends on neither's content nor
 * on `given`'s length: `given` is copied into a buffer of `expected`'s length (cut or padded
 * with zeros) and compared in constant time; the lengths are compared only after.
 */
function sameBytes(given: string, expected: Buffer): boolean {
  const candidate = Buffer.alloc(expected.length)
  const written = candidate.write(given, 'utf8')
  const same = timingSafeEqual(candidate, expected)
  return same && written === Buffer.byteLength(given, 'utf8') && written === expected.length
}

/**
 * Whether an `Authorization` header carries exactly the expected project ID and token. The
 * header as clients normally write it (`basicAuthHeader`'s form) is recognised with one
 * constant-time comparison, without hashing (a CPU profile of the endpoint under load showed the
 * hash); any other header is parsed, and both parts are always compared (hashed, so that their
 * lengths do not leak), so a wrong ID takes as long as a wrong token.
 */
export function checkBasicAuth(
  header: string | undefined,
  projectId: string,
  projectToken: string,
): boolean {
  const want = expectedFor(projectId, projectToken)
  if (header !== undefined && sameBytes(header, want.header)) return true
  const credentials = parseBasicAuth(header)
  const userOk = timingSafeEqual(sha256(credentials?.user ?? ''), want.user)
  const passwordOk = timingSafeEqual(sha256(credentials?.password ?? ''), want.password)
  return credentials !== null && userOk && passwordOk
}
