/**
 * Mounts the Relay stub (`relayProtocol.ts`, `relayConnection.ts`) on an existing Node HTTP
 * server: answers WebSocket upgrades on one path and leaves every other upgrade (Vite's HMR
 * socket) alone; pings its sockets, and closes those of a revoked token family.
 */
import type { EventEmitter } from 'node:events'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RawData } from 'ws'
import { WebSocket, WebSocketServer } from 'ws'
import { RELAY_PATH } from './config.ts'
import type { ServiceLimits } from './limits.ts'
import { DEFAULT_LIMITS } from './limits.ts'
import { pathOf } from './httpMessages.ts'
import type { FailPoint, RelayContext, RelayKnobs } from './relayProtocol.ts'
import { RelayConnection } from './relayConnection.ts'
import { DEFAULT_KNOBS, MAX_MESSAGE_BYTES } from './relayProtocol.ts'

const FAIL_POINTS: readonly FailPoint[] = ['connect', 'setup', 'subscription', 'reauthenticate']

function readMs(params: URLSearchParams, name: string, max: number): number | null {
  const raw = params.get(name)
  return raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) <= max ? Number(raw) : null
}

/**
 * Test knobs from the query string of the socket URL (the client passes `host` verbatim):
 * `fail=connect,setup,subscription,reauthenticate` (any subset), `drop_after_ms=N`
 * (0..86400000) and `close_delay_ms=N` (0..60000). Unknown or malformed values are ignored.
 */
export function parseRelayKnobs(url: string | undefined): RelayKnobs {
  const query = (url ?? '').split('?')[1] ?? ''
  const params = new URLSearchParams(query)
  const requested = (params.get('fail') ?? '').split(',').map((s) => s.trim())
  return {
    fail: new Set(FAIL_POINTS.filter((point) => requested.includes(point))),
    dropAfterMs: readMs(params, 'drop_after_ms', 86_400_000),
    closeDelayMs: readMs(params, 'close_delay_ms', 60_000) ?? DEFAULT_KNOBS.closeDelayMs,
  }
}

function toText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8')
}

/** Any server emitting Node's `upgrade` event (HTTP/1 or Vite's HTTP/2 + TLS server). */
export type UpgradeSource = Pick<EventEmitter, 'on' | 'off'>

export interface RelayServerOptions {
  /** Path of the stub (default `/relay`). */
  path?: string
  /** Authentication deadline and ping interval (defaults in `limits.ts`). */
  limits?: Pick<ServiceLimits, 'relayAuthTimeoutMs' | 'relayPingIntervalMs'>
  /** Answers an upgrade itself (e.g. 503 past the socket cap) and returns true, or false. */
  refuseUpgrade?: (socket: Duplex) => boolean
}

export interface RelayServer {
  /** Adds the `upgrade` listener to an HTTP server; returns a function removing it. */
  attach: (server: UpgradeSource) => () => void
  /** Closes (4003 "token revoked") every socket whose session is of this token family. */
  revokeFamily: (familyId: string) => number
  /** Number of open stub sockets. */
  readonly size: number
  /** Closes every open stub socket and stops pinging. */
  close: () => void
}

/**
 * Creates the Relay stub serving WebSocket upgrades on its path. Every socket is pinged every
 * `relayPingIntervalMs`; one that has not answered the previous ping is terminated (it is
 * dead: no close frame could reach it).
 */
export function createRelayServer(
  ctx: RelayContext,
  options: RelayServerOptions = {},
): RelayServer {
  const path = options.path ?? RELAY_PATH
  const limits = options.limits ?? DEFAULT_LIMITS
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  const connections = new Map<WebSocket, RelayConnection>()
  const alive = new WeakSet<WebSocket>()

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const connection = new RelayConnection(
      {
        send: (text) => {
          if (ws.readyState === WebSocket.OPEN) ws.send(text)
        },
        close: (code, reason) => ws.close(code, reason),
      },
      ctx,
      parseRelayKnobs(req.url),
      undefined,
      limits.relayAuthTimeoutMs,
    )
    connections.set(ws, connection)
    alive.add(ws)
    const closed = () => {
      connections.delete(ws)
      connection.onClosed()
    }
    ws.on('pong', () => alive.add(ws))
    ws.on('message', (data) => void connection.receive(toText(data)))
    ws.on('close', closed)
    ws.on('error', closed)
  })

  const pinger = setInterval(() => {
    for (const ws of connections.keys()) {
      if (!alive.has(ws)) {
        ws.terminate()
        continue
      }
      alive.delete(ws)
      ws.ping()
    }
  }, limits.relayPingIntervalMs)
  pinger.unref()

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(req.url) !== path) return
    socket.on('error', () => socket.destroy())
    if (options.refuseUpgrade?.(socket)) return
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  }

  return {
    attach(server) {
      server.on('upgrade', onUpgrade)
      return () => server.off('upgrade', onUpgrade)
    },
    revokeFamily(familyId) {
      let count = 0
      for (const connection of connections.values()) if (connection.revoke(familyId)) count += 1
      return count
    },
    get size() {
      return connections.size
    },
    close() {
      clearInterval(pinger)
      for (const ws of connections.keys()) ws.terminate()
      wss.close()
    },
  }
}
