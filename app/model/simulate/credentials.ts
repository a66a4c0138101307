/**
 * Credentials written in a URL become Basic authentication (agreed by every source). Both forms
 * are read: SignalWire's `user:pass@https://host/…` and the standard `https://user:pass@host/…`.
 */

export interface SplitUrl {
  /** The URL without credentials. */
  url: string
  user?: string
  password?: string
}

const SPEC_FORM = /^([^:/@\s]*)(?::([^@]*))?@([A-Za-z][A-Za-z0-9+.-]*:\/\/[\s\S]*)$/
const STANDARD_FORM = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^/?#]*)@([\s\S]*)$/

const decode = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The URL and the credentials written in it. */
export function splitUrlCredentials(text: string): SplitUrl {
  const spec = SPEC_FORM.exec(text)
  if (spec && (spec[1] !== '' || spec[2] !== undefined))
    return { url: spec[3]!, user: spec[1]!, password: spec[2] ?? '' }
  const standard = STANDARD_FORM.exec(text)
  if (standard) {
    const [user, ...rest] = standard[2]!.split(':')
    return {
      url: `${standard[1]}${standard[3]}`,
      user: decode(user!),
      password: decode(rest.join(':')),
    }
  }
  return { url: text }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Base64 of the UTF-8 bytes of `text` (no DOM or Node API needed). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63]!
    out += c === undefined ? '=' : ALPHABET[n & 63]!
  }
  return out
}

/** The `Authorization` header value for Basic authentication. */
export const basicAuth = (user: string, password: string): string =>
  `Basic ${base64Utf8(`${user}:${password}`)}`
