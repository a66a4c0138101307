/**
 * Scrubbing of text that may reach the browser (the preview routes pass on what a space says):
 * the project's credentials in every form a server could echo them, any token, and any
 * `Basic` or `Bearer` credential.
 */

/** What a scrubbed secret becomes. */
export const REDACTED = '[redacted]'
/** What a scrubbed JWT-shaped token becomes. */
export const TOKEN = '[token]'

/**
 * Three dot-separated base64url segments: a JWT or JWS (access JWTs, refresh tokens). A match
 * starts only where a run of such characters starts: without the lookbehind, a long run with no
 * dot costs time quadratic in its length (a 40,000-character run took 9 s).
 */
const JWT_LIKE = /(?<![\w-])[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g
/** An Authorization-style credential: the scheme, then its value. */
const CREDENTIAL = /\b(Basic|Bearer)(\s+|%20|\+)[A-Za-z0-9+/=._~%-]+/gi
/** Literal secrets shorter than this are not scrubbed (they would match ordinary words). */
const MIN_SECRET_LENGTH = 6

/** A secret as written raw, percent-encoded, and inside a JSON string. */
function forms(secret: string): string[] {
  return [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]
}

export type Scrubber = (text: string, secrets?: readonly string[]) => string

/**
 * A scrubber for one project: it removes the project token, `<project ID>:<token>` and its
 * base64 (the Basic credential), each also percent-encoded and JSON-escaped; every `Basic` or
 * `Bearer` credential; every JWT-shaped string; and the extra `secrets` given to a call (e.g. a
 * session's refresh token, which need not be JWT-shaped). The project ID is not a secret.
 */
export function createScrubber(projectId: string, projectToken: string): Scrubber {
  const basic = Buffer.from(`${projectId}:${projectToken}`, 'utf8').toString('base64')
  const fixed = [projectToken, `${projectId}:${projectToken}`, basic, basic.replace(/=+$/, '')]
  return (text, secrets = []) => {
    const literals = [...fixed, ...secrets]
      .filter((s) => s.length >= MIN_SECRET_LENGTH)
      .flatMap(forms)
      .sort((a, b) => b.length - a.length)
    let out = text
    for (const literal of literals) out = out.split(literal).join(REDACTED)
    return out.replace(CREDENTIAL, `$1 ${REDACTED}`).replace(JWT_LIKE, TOKEN)
  }
}
