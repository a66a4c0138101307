/** A JWT taken apart for display (not verified: the page only shows what it was given). */
export interface DecodedJwt {
  header: Record<string, unknown>
  claims: Record<string, unknown>
  /** Expiry in epoch milliseconds, when the token has an `exp`. */
  expiresAt?: number
  issuedAt?: number
}

function decodePart(part: string): Record<string, unknown> {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=')
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
  const value: unknown = JSON.parse(new TextDecoder().decode(bytes))
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('not an object')
  return value as Record<string, unknown>
}

/** Decodes a compact JWT's header and claims; `undefined` when it is not one. */
export function decodeJwt(token: string): DecodedJwt | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  try {
    const header = decodePart(parts[0]!)
    const claims = decodePart(parts[1]!)
    const seconds = (v: unknown) => (typeof v === 'number' ? v * 1000 : undefined)
    const expiresAt = seconds(claims.exp)
    const issuedAt = seconds(claims.iat)
    return {
      header,
      claims,
      ...(expiresAt ? { expiresAt } : {}),
      ...(issuedAt ? { issuedAt } : {}),
    }
  } catch {
    return undefined
  }
}

/** "14:05" or "1:02:03" for a number of milliseconds left (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m)
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`
}
