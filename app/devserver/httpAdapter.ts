/**
 * Glue between Node's `IncomingMessage`/`ServerResponse` and the pure handlers: reads the body
 * with a size and a time limit, writes the response (or refuses the request without losing the
 * answer), and turns a list of routes into a Connect-style middleware (what Vite's
 * `server.middlewares.use` takes).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { HttpRequest, HttpResponse } from './httpMessages.ts'
import { jsonResponse, pathOf } from './httpMessages.ts'
import type { ServiceLimits } from './limits.ts'
import { DEFAULT_LIMITS } from './limits.ts'

/** Largest request body accepted, in bytes; larger bodies get 413 (design choice). */
export const MAX_BODY_BYTES = DEFAULT_LIMITS.maxBodyBytes

export type ReadBodyResult =
  { ok: true; body: Buffer } | { ok: false; reason: 'too_large' | 'aborted' | 'timeout' }

/**
 * Reads a request body into memory, never more than `limit` bytes: a `Content-Length` above the
 * limit is refused before reading, and a streamed body stops being read (and is dropped) as
 * soon as it passes the limit. With `timeoutMs`, a body still incomplete after that long is
 * refused as `timeout`. A refused body is left paused: see `refuseAndClose` for the rest.
 */
export function readBody(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
  timeoutMs = 0,
): Promise<ReadBodyResult> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) return Promise.resolve({ ok: false, reason: 'too_large' })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    // Few closures per request: this runs for every call to the services.
    const done = (result: ReadBodyResult) => {
      if (timer) clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onEnd)
      if (!result.ok && result.reason !== 'aborted') req.pause()
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
      else done({ ok: false, reason: 'too_large' })
    }
    const onEnd = (error?: unknown) =>
      done(error ? { ok: false, reason: 'aborted' } : { ok: true, body: Buffer.concat(chunks) })
    const timer =
      timeoutMs > 0 ? setTimeout(() => done({ ok: false, reason: 'timeout' }), timeoutMs) : null
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onEnd)
  })
}

/**
 * Answers a request that will not be served (413, 408, 503) and closes its connection without
 * losing the answer. Closing a socket while the client is still sending makes the kernel send a
 * reset, which destroys the answer in the client's buffers before it reads it (Node's
 * `http.request` and `fetch` then report `ECONNRESET`). So the whole answer is written at once,
 * with `Connection: close` (HTTP/1), the rest of the request is read and dropped, and the
 * response ends (and Node closes the socket) once the request is complete, the client has gone,
 * or `lingerMs` has passed: the only case where the client may still miss it.
 */
export function refuseAndClose(
  req: IncomingMessage,
  res: ServerResponse,
  response: HttpResponse,
  lingerMs: number,
): void {
  if (res.headersSent || res.destroyed) {
    req.destroy()
    return
  }
  const close: Record<string, string> = req.httpVersionMajor === 1 ? { Connection: 'close' } : {}
  writeHeadOf(res, { ...response, headers: { ...response.headers, ...close } })
  res.write(response.body)
  let done = false
  const end = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    req.off('end', end)
    req.off('close', end)
    res.end()
  }
  const timer = setTimeout(end, lingerMs)
  if (req.complete || req.destroyed) {
    end()
    return
  }
  req.on('end', end)
  req.on('close', end)
  req.resume()
}

/**
 * Writes a pure response. CORS headers that an outer middleware (Vite's `server.cors`) may have
 * set are removed: these endpoints are for server-side callers and same-origin pages only.
 */
export function writeResponse(res: ServerResponse, response: HttpResponse): void {
  writeHeadOf(res, response)
  res.end(response.body)
}

function writeHeadOf(res: ServerResponse, response: HttpResponse): void {
  for (const name of res.getHeaderNames()) {
    if (name.startsWith('access-control-')) res.removeHeader(name)
  }
  res.writeHead(response.status, {
    ...response.headers,
    'Content-Length': String(Buffer.byteLength(response.body)),
  })
}

/** A pure handler bound to the paths it serves. */
export interface Route {
  matches: (path: string) => boolean
  handle: (req: HttpRequest) => Promise<HttpResponse>
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * A Connect-style middleware serving the given routes and passing every other path to `next`.
 * Bodies over `limits.maxBodyBytes` get 413 and bodies slower than `limits.bodyTimeoutMs` get
 * 408, both through `refuseAndClose`. Handler exceptions become
 * `500 {"error":"Internal Server Error"}` (logged by name only: messages may hold tokens).
 */
export function routesMiddleware(
  routes: Route[],
  limits: Pick<ServiceLimits, 'maxBodyBytes' | 'bodyTimeoutMs' | 'lingerMs'> = DEFAULT_LIMITS,
): Middleware {
  return (req, res, next) => {
    const path = pathOf(req.url)
    const route = routes.find((r) => r.matches(path))
    if (!route) {
      next()
      return
    }
    serve(route, req, res, limits).catch(() => res.destroy())
  }
}

/** The answers given to a request body that is refused. */
export const TOO_LARGE = jsonResponse(413, { error: 'Payload Too Large' })
export const BODY_TIMEOUT = jsonResponse(408, { error: 'Request Timeout' })

async function serve(
  route: Route,
  req: IncomingMessage,
  res: ServerResponse,
  limits: Pick<ServiceLimits, 'maxBodyBytes' | 'bodyTimeoutMs' | 'lingerMs'>,
) {
  const read = await readBody(req, limits.maxBodyBytes, limits.bodyTimeoutMs)
  if (!read.ok) {
    if (read.reason === 'aborted') req.destroy()
    else
      refuseAndClose(
        req,
        res,
        read.reason === 'too_large' ? TOO_LARGE : BODY_TIMEOUT,
        limits.lingerMs,
      )
    return
  }
  let response: HttpResponse
  try {
    response = await route.handle({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: read.body,
      secure: (req.socket as TLSSocket).encrypted === true,
    })
  } catch (error) {
    console.error(`[swaig-devserver] ${req.method} ${pathOf(req.url)} failed:`, errorName(error))
    response = jsonResponse(500, { error: 'Internal Server Error' })
  }
  if (!res.headersSent && !res.destroyed) writeResponse(res, response)
}

/** The error's name and where it was thrown: its message may quote request data (tokens). */
function errorName(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  const frame = error.stack?.split('\n').find((line) => line.trimStart().startsWith('at '))
  return frame ? `${error.name} ${frame.trim()}` : error.name
}
