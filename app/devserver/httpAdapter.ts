/**
 * Glue between Node's `IncomingMessage`/`ServerResponse` and the pure handlers: reads the body
 * with a size limit, writes the response, and turns a list of routes into a Connect-style
 * middleware (what Vite's `server.middlewares.use` takes).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { HttpRequest, HttpResponse } from './httpMessages.ts'
import { jsonResponse, pathOf } from './httpMessages.ts'

/** Largest request body accepted, in bytes; larger bodies get 413 (design choice). */
export const MAX_BODY_BYTES = 16 * 1024

export type ReadBodyResult =
  { ok: true; body: Buffer } | { ok: false; reason: 'too_large' | 'aborted' }

/**
 * Reads a request body into memory, never more than `limit` bytes: a `Content-Length` above the
 * limit is refused before reading, and a streamed body stops being read (and is dropped) as
 * soon as it passes the limit.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<ReadBodyResult> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) return Promise.resolve({ ok: false, reason: 'too_large' })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: ReadBodyResult) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        chunks.length = 0
        req.pause()
        finish({ ok: false, reason: 'too_large' })
      } else {
        chunks.push(chunk)
      }
    }
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks) })
    const onError = () => finish({ ok: false, reason: 'aborted' })
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/**
 * Writes a pure response. CORS headers that an outer middleware (Vite's `server.cors`) may have
 * set are removed: these endpoints are for server-side callers and same-origin pages only.
 */
export function writeResponse(res: ServerResponse, response: HttpResponse): void {
  for (const name of res.getHeaderNames()) {
    if (name.startsWith('access-control-')) res.removeHeader(name)
  }
  res.writeHead(response.status, {
    ...response.headers,
    'Content-Length': String(Buffer.byteLength(response.body)),
  })
  res.end(response.body)
}

/** A pure handler bound to the paths it serves. */
export interface Route {
  matches: (path: string) => boolean
  handle: (req: HttpRequest) => Promise<HttpResponse>
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * A Connect-style middleware serving the given routes and passing every other path to `next`.
 * Handler exceptions become `500 {"error":"Internal Server Error"}` (logged without request
 * data, which may hold tokens).
 */
export function routesMiddleware(routes: Route[], limit = MAX_BODY_BYTES): Middleware {
  return (req, res, next) => {
    const path = pathOf(req.url)
    const route = routes.find((r) => r.matches(path))
    if (!route) {
      next()
      return
    }
    serve(route, req, res, limit).catch(() => res.destroy())
  }
}

async function serve(route: Route, req: IncomingMessage, res: ServerResponse, limit: number) {
  const read = await readBody(req, limit)
  if (!read.ok) {
    if (read.reason === 'too_large' && !res.headersSent) {
      const tooLarge = jsonResponse(413, { error: 'Payload Too Large' }, { Connection: 'close' })
      res.once('finish', () => req.destroy())
      writeResponse(res, tooLarge)
    } else {
      req.destroy()
    }
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

function errorName(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'
}
