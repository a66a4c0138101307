/**
 * The plain request and response values the pure handlers take and return, and helpers to
 * build them. No Node server objects here: see `httpAdapter.ts` for the glue.
 */

export type HeaderValue = string | string[] | undefined

export interface HttpRequest {
  method: string
  /** Path and query, as in Node's `req.url`, e.g. `/preview/session?session=abc`. */
  url?: string
  /** Header names in lower case, as Node gives them. */
  headers: Record<string, HeaderValue>
  body: string | Buffer
  /** True when the request came over TLS (then the Relay stub is `wss://`). */
  secure?: boolean
}

export interface HttpResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** Headers on every response of the dev-server services (RFC 6749 §5.1). */
export const NO_STORE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  Pragma: 'no-cache',
}

/** A JSON response with `Cache-Control: no-store` and `Pragma: no-cache`. */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpResponse {
  return {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...NO_STORE_HEADERS,
      ...headers,
    },
    body: JSON.stringify(body),
  }
}

/** A response without a body (e.g. 204), still with the no-store headers. */
export function emptyResponse(status: number, headers: Record<string, string> = {}): HttpResponse {
  return { status, headers: { ...NO_STORE_HEADERS, ...headers }, body: '' }
}

/** The first value of a header, or undefined. `name` must be lower case. */
export function headerValue(req: HttpRequest, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The media type of the request body in lower case without parameters, or '' when absent. */
export function mediaType(req: HttpRequest): string {
  return (headerValue(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/** The request body as text (UTF-8). */
export function bodyText(req: HttpRequest): string {
  return typeof req.body === 'string' ? req.body : req.body.toString('utf8')
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false }

/** Parses a JSON body; an empty or blank body parses as `{}`. */
export function parseJsonBody(text: string): ParsedJson {
  if (text.trim() === '') return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** True for a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The path of a request URL without its query string. */
export function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!
}

/**
 * A fetched reply's body as text, or null past `limit` bytes: refused at once when its
 * Content-Length says so, else read until it passes the limit (the rest is not downloaded).
 */
export async function readLimited(res: Response, limit: number): Promise<string | null> {
  if (Number(res.headers.get('content-length') ?? 0) > limit) return null
  if (!res.body) return ''
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  // Decoded as `Response.text()` would: UTF-8, a leading byte order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks))
}
