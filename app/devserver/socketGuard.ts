/**
 * Bounds on the connections of the HTTP server the services are mounted on (Vite's, or the
 * mock's own): Node's header, request and keep-alive timeouts, a cap on open sockets, and an
 * `Expect: 100-continue` that is refused before `100 Continue` when the declared body is too
 * large. The numbers are in `limits.ts`.
 */
import type { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { TOO_LARGE, refuseAndClose } from './httpAdapter.ts'
import { jsonResponse, pathOf } from './httpMessages.ts'
import type { ServiceLimits } from './limits.ts'

/** Seconds a client is asked to wait (`Retry-After`) when too many sockets are open. */
export const BUSY_RETRY_AFTER_S = 5

const BUSY = jsonResponse(
  503,
  { error: 'Service Unavailable', reason: 'Too many open connections: try again shortly.' },
  { 'Retry-After': String(BUSY_RETRY_AFTER_S) },
)

/** What a guard sets on Node's `http.Server` (absent on an HTTP/2 server). */
interface NodeHttpTimeouts {
  headersTimeout: number
  requestTimeout: number
  keepAliveTimeout: number
  connectionsCheckingInterval: number
  maxConnections: number
}

/** A server to guard: Node's `http.Server`, or Vite's HTTP/2 server (then only in part). */
export type GuardedServer = Pick<EventEmitter, 'on' | 'off' | 'emit'> & Partial<NodeHttpTimeouts>

export interface SocketGuard {
  /**
   * Applies the limits to a server and starts counting its sockets. Call it before the server
   * listens: Node reads `connectionsCheckingInterval` when it starts listening. Returns the
   * function that stops counting.
   */
  attach: (server: GuardedServer) => () => void
  /**
   * For a request on a socket opened past the cap: answers 503 (with `Retry-After`), closes
   * the connection, and returns true. Otherwise returns false.
   */
  refuseOverCap: (req: IncomingMessage, res: ServerResponse) => boolean
  /** For an upgrade request on a socket opened past the cap: answers 503, closes, returns true. */
  refuseUpgrade: (socket: Duplex) => boolean
  /** Sockets open now on the guarded servers. */
  readonly openSockets: number
}

/**
 * A guard for the services' server. `isServicePath` tells the token endpoint and the preview
 * routes (whose body limit applies to `Expect: 100-continue`) from every other path.
 */
export function createSocketGuard(
  limits: ServiceLimits,
  isServicePath: (path: string) => boolean,
): SocketGuard {
  const open = new Set<Duplex>()
  const overCap = new WeakSet<object>()

  const onConnection = (socket: Duplex) => {
    open.add(socket)
    if (open.size > limits.maxSockets) overCap.add(socket)
    socket.once('close', () => open.delete(socket))
  }

  const checkContinue = (server: GuardedServer) => (req: IncomingMessage, res: ServerResponse) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (isServicePath(pathOf(req.url)) && declared > limits.maxBodyBytes) {
      refuseAndClose(req, res, TOO_LARGE, limits.lingerMs)
      return
    }
    res.writeContinue()
    server.emit('request', req, res)
  }

  return {
    attach(server) {
      if (server.headersTimeout !== undefined) {
        server.requestTimeout = limits.requestTimeoutMs
        server.headersTimeout = limits.headersTimeoutMs
        server.keepAliveTimeout = limits.keepAliveTimeoutMs
        server.connectionsCheckingInterval = limits.timeoutCheckIntervalMs
      }
      server.maxConnections = limits.hardMaxSockets
      const onCheckContinue = checkContinue(server)
      server.on('connection', onConnection)
      server.on('checkContinue', onCheckContinue)
      return () => {
        server.off('connection', onConnection)
        server.off('checkContinue', onCheckContinue)
      }
    },
    refuseOverCap(req, res) {
      if (!overCap.has(req.socket)) return false
      refuseAndClose(req, res, BUSY, limits.lingerMs)
      return true
    },
    refuseUpgrade(socket) {
      if (!overCap.has(socket)) return false
      const head = [
        `HTTP/1.1 ${BUSY.status} Service Unavailable`,
        ...Object.entries(BUSY.headers).map(([name, value]) => `${name}: ${value}`),
        `Content-Length: ${Buffer.byteLength(BUSY.body)}`,
        'Connection: close',
      ]
      socket.end(`${head.join('\r\n')}\r\n\r\n${BUSY.body}`)
      setTimeout(() => socket.destroy(), limits.lingerMs).unref()
      return true
    },
    get openSockets() {
      return open.size
    },
  }
}
