/**
 * Three dot-separated base64url segments: a JWT (or a refresh token shaped like one), matched
 * only from the start of a run of such characters, so that long runs cost linear time.
 */
const JWT_LIKE = /(?<![\w-])[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g
/** An Authorization-style credential: the scheme, then its value. */
const CREDENTIAL = /\b(Basic|Bearer)(\s+|%20|\+)(?!\[redacted\])[A-Za-z0-9+/=._~%-]+/gi

/**
 * Text shown in the panel (status, events) without tokens or credentials, whatever a server
 * or the client library put in it: every JWT-shaped string becomes `[token]` (the page's own
 * JWT is shown in its own section) and every `Basic`/`Bearer` value `[redacted]`.
 */
export function redactForPage(text: string): string {
  return text.replace(CREDENTIAL, '$1 [redacted]').replace(JWT_LIKE, '[token]')
}
