/**
 * `POST /try/send`: "Send to my server" of the Test tab. The page cannot call a customer's
 * server itself (CORS), so the dev server sends the request the page built (a `web_hook_url`
 * function's request) and hands back the reply. Guard rails:
 * - http and https URLs only; methods GET, POST, PUT, DELETE, PATCH;
 * - a 10 s timeout, a reply read up to 1 MB (the rest is refused, not cut);
 * - only the headers and body the page gave are sent: nothing of the incoming request (its
 *   cookies, its Authorization) and none of the dev server's own credentials;
 * - redirects are not followed (the 3xx is the reply), so credentials never travel to another
 *   host;
 * - a JSON body is required and a cross-site browser request is refused, so another web page
 *   cannot use the route.
 */
import type { HttpRequest, HttpResponse } from './httpMessages.ts'
import {
  bodyText,
  headerValue,
  jsonResponse,
  mediaType,
  parseJsonBody,
  readLimited,
} from './httpMessages.ts'
import { routesMiddleware, type Middleware } from './httpAdapter.ts'
import { DEFAULT_LIMITS } from './limits.ts'

export const TRY_SEND_PATH = '/try/send'
export const SEND_TIMEOUT_MS = 10_000
export const MAX_REPLY_BYTES = 1024 * 1024
/** Largest request the page may ask to send (its JSON), in bytes. */
export const MAX_SEND_REQUEST_BYTES = 1024 * 1024
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']

export interface TrySendContext {
  fetch: typeof fetch
  timeoutMs: number
  maxReplyBytes: number
}

export const defaultTrySendContext = (): TrySendContext => ({
  fetch: globalThis.fetch,
  timeoutMs: SEND_TIMEOUT_MS,
  maxReplyBytes: MAX_REPLY_BYTES,
})

/** What the page gets back: the server's reply, or why there is none. */
export type SendResult =
  | { ok: true; status: number; headers: Record<string, string>; body: string; ms: number }
  | { ok: false; error: 'timeout' | 'network' | 'too_large'; message: string }

const bad = (message: string) => jsonResponse(400, { error: 'invalid', message })

interface Outgoing {
  url: URL
  method: string
  headers: Record<string, string>
  body?: string
}

/** The request to send, or why it cannot be sent (in words for the person). */
export function outgoingOf(value: unknown): Outgoing | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'the request must be an object {url, method, headers, body}'
  const r = value as Record<string, unknown>
  if (typeof r.url !== 'string') return 'the request has no url'
  let url: URL
  try {
    url = new URL(r.url)
  } catch {
    return `"${r.url}" is not a URL`
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `only http and https URLs can be sent to, not ${url.protocol}`
  if (url.username || url.password)
    return 'the URL carries credentials: send them as an Authorization header'
  const method = typeof r.method === 'string' ? r.method.toUpperCase() : 'POST'
  if (!METHODS.includes(method)) return `the method ${String(r.method)} cannot be sent`
  const headers: Record<string, string> = {}
  if (r.headers !== undefined) {
    if (typeof r.headers !== 'object' || r.headers === null || Array.isArray(r.headers))
      return 'headers must be an object of texts'
    for (const [k, v] of Object.entries(r.headers)) {
      if (typeof v !== 'string') return `the header ${k} must be text`
      const name = k.toLowerCase()
      if (['host', 'cookie', 'content-length', 'connection', 'transfer-encoding'].includes(name))
        continue
      headers[k] = v
    }
  }
  const out: Outgoing = { url, method, headers }
  if (r.body !== undefined && method !== 'GET')
    out.body = typeof r.body === 'string' ? r.body : JSON.stringify(r.body)
  return out
}

/** Sends the request; never throws. */
export async function sendOut(out: Outgoing, ctx: TrySendContext): Promise<SendResult> {
  const started = Date.now()
  const signal = AbortSignal.timeout(ctx.timeoutMs)
  try {
    const res = await ctx.fetch(out.url, {
      method: out.method,
      headers: out.headers,
      ...(out.body !== undefined ? { body: out.body } : {}),
      redirect: 'manual',
      signal,
    })
    const body = await readLimited(res, ctx.maxReplyBytes)
    if (body === null)
      return {
        ok: false,
        error: 'too_large',
        message: `the reply is larger than ${ctx.maxReplyBytes / 1024 / 1024} MB; it was not read`,
      }
    const headers: Record<string, string> = {}
    res.headers.forEach((v, k) => (headers[k] = v))
    return { ok: true, status: res.status, headers, body, ms: Date.now() - started }
  } catch (e) {
    if (signal.aborted)
      return { ok: false, error: 'timeout', message: `no reply within ${ctx.timeoutMs / 1000} s` }
    const cause = (e as { cause?: { code?: string; message?: string } }).cause
    return {
      ok: false,
      error: 'network',
      message: `the request failed: ${cause?.code ?? cause?.message ?? (e as Error).message}`,
    }
  }
}

/** Handles `POST /try/send`. */
export async function handleTrySend(req: HttpRequest, ctx: TrySendContext): Promise<HttpResponse> {
  if (req.method !== 'POST')
    return jsonResponse(405, { error: 'Method Not Allowed' }, { Allow: 'POST' })
  if (headerValue(req, 'sec-fetch-site') === 'cross-site')
    return jsonResponse(403, { error: 'forbidden', message: 'only SWAIG Studio itself may send' })
  if (mediaType(req) !== 'application/json') return bad('the request must be JSON')
  const parsed = parseJsonBody(bodyText(req))
  if (!parsed.ok) return bad('the request is not valid JSON')
  const out = outgoingOf(parsed.value)
  if (typeof out === 'string') return bad(out)
  const result = await sendOut(out, ctx)
  return jsonResponse(result.ok ? 200 : 502, result)
}

/** The route as middleware, with its own body limit (a webhook request can exceed 16 KB). */
export function tryRoutesMiddleware(ctx: TrySendContext = defaultTrySendContext()): Middleware {
  return routesMiddleware(
    [{ matches: (path) => path === TRY_SEND_PATH, handle: (req) => handleTrySend(req, ctx) }],
    { ...DEFAULT_LIMITS, maxBodyBytes: MAX_SEND_REQUEST_BYTES },
  )
}
