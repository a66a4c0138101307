/**
 * The Relay (Blade JSON-RPC 2.0) protocol of the WebSocket stub: just enough for the
 * `@signalwire/js` v1 `Relay` client (`shared/reference/token-service.md` §5.1, §5.2a).
 * Pure request → reply functions, plus `RelayConnection`, which holds one socket's session and
 * its expiry timer with an injectable clock and timers. No `ws` import: see `relayServer.ts`.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { AccessClaims, SigningKey } from './tokens.ts'
import { verifyToken } from './tokens.ts'

export const AUTH_FAILED = { code: -32002, message: 'Authentication failed' }
export const NOT_AUTHENTICATED = { code: -32002, message: 'Not authenticated' }
export const METHOD_NOT_FOUND = { code: -32601, message: 'Method not found' }
export const PARSE_ERROR = { code: -32700, message: 'Parse error' }
export const INVALID_REQUEST = { code: -32600, message: 'Invalid Request' }
export const TEST_FAILURE = { code: -32603, message: 'Failed on request (test knob)' }
/** Close code and reason sent when a session's JWT expires without reauthentication. */
export const EXPIRED_CLOSE = { code: 4001, reason: 'token expired' }
/** Close code and reason of the `drop_after_ms` test knob (a transient drop). */
export const DROP_CLOSE = { code: 4000, reason: 'test drop' }
export const DEFAULT_CLOSE_DELAY_MS = 250
/** Largest accepted frame, in bytes (also enforced by `ws` as `maxPayload`). */
export const MAX_MESSAGE_BYTES = 64 * 1024

export type FailPoint = 'connect' | 'setup' | 'subscription' | 'reauthenticate'

export interface RelayKnobs {
  /** Requests answered with an error, to test the page's error paths. */
  fail: ReadonlySet<FailPoint>
  /** Close the socket (4000 "test drop") this long after each successful connect. */
  dropAfterMs: number | null
  /** How long after `expires_at` an unrefreshed session is closed. */
  closeDelayMs: number
}

export const DEFAULT_KNOBS: RelayKnobs = {
  fail: new Set(),
  dropAfterMs: null,
  closeDelayMs: DEFAULT_CLOSE_DELAY_MS,
}

export interface RelayContext {
  projectId: string
  key: SigningKey
  /** Current time in epoch milliseconds. */
  now: () => number
  /** Optional: whether an access JWT's family was revoked by the token service. */
  isAccessRevoked?: (jti: string) => boolean
}

export interface RelaySession {
  sessionid: string
  nodeid: string
  master_nodeid: string
  signature: string
  protocol: string | null
  /** JWT `exp`, epoch seconds. */
  expiresAt: number
}

export type RpcId = string | number | null
export interface RpcRequest {
  id: RpcId
  method: string
  params: Record<string, unknown>
}
export type RpcError = { code: number; message: string }
export type RpcReply =
  { jsonrpc: '2.0'; id: RpcId; result: unknown } | { jsonrpc: '2.0'; id: RpcId; error: RpcError }

export type Frame =
  | { kind: 'request'; request: RpcRequest }
  | { kind: 'ignore' }
  | { kind: 'invalid'; reply: RpcReply }

const ok = (id: RpcId, result: unknown): RpcReply => ({ jsonrpc: '2.0', id, result })
const fail = (id: RpcId, error: RpcError): RpcReply => ({ jsonrpc: '2.0', id, error })
const asObject = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

/**
 * Classifies one text frame: a request (has `method` and a string or number `id`), something
 * to ignore (notifications, replies from the client), or invalid (bad JSON, too large, not a
 * JSON-RPC object), which gets an error reply with `id: null`.
 */
export function parseFrame(text: string): Frame {
  if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES) {
    return { kind: 'invalid', reply: fail(null, INVALID_REQUEST) }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', reply: fail(null, PARSE_ERROR) }
  }
  const msg = asObject(value)
  if (typeof msg.method !== 'string') {
    const isReply = 'result' in msg || 'error' in msg
    return isReply ? { kind: 'ignore' } : { kind: 'invalid', reply: fail(null, INVALID_REQUEST) }
  }
  if (typeof msg.id !== 'string' && typeof msg.id !== 'number') return { kind: 'ignore' }
  return {
    kind: 'request',
    request: { id: msg.id, method: msg.method, params: asObject(msg.params) },
  }
}

/**
 * Checks the `authentication` of a connect or reauthenticate: `project` equals the configured
 * project, and `jwt_token` is an HS512 access JWT (`typ` JWT, not Refresh) of that project,
 * not expired and not of a revoked family. Returns its claims or null.
 */
export async function authenticate(
  params: Record<string, unknown>,
  ctx: RelayContext,
): Promise<AccessClaims | null> {
  const { project, jwt_token: token } = asObject(params.authentication)
  if (project !== ctx.projectId || typeof token !== 'string') return null
  const nowS = Math.floor(ctx.now() / 1000)
  const verified = await verifyToken<AccessClaims>(token, ctx.key, {
    typ: 'JWT',
    projectId: ctx.projectId,
    nowS,
  })
  if (!verified.ok || ctx.isAccessRevoked?.(verified.claims.jti)) return null
  return verified.claims
}

/** A new session for an authenticated JWT. The signature contains no `_` (the client splits). */
export function newSession(claims: AccessClaims): RelaySession {
  return {
    sessionid: randomUUID(),
    nodeid: randomUUID(),
    master_nodeid: randomUUID(),
    signature: createHash('sha256').update(claims.jti).digest('hex').slice(0, 32),
    protocol: null,
    expiresAt: claims.exp,
  }
}

/** The `blade.connect` result for a session. */
export function connectResult(session: RelaySession) {
  return {
    sessionid: session.sessionid,
    nodeid: session.nodeid,
    master_nodeid: session.master_nodeid,
    protocols_uncertified: ['signalwire'],
    authorization: { expires_at: session.expiresAt, signature: session.signature },
    ice_servers: [],
  }
}

/**
 * The protocol for a `setup` execute: the one the client remembers when it belongs to this
 * session's signature (`signalwire_<signature>_<uuid>`), else a new one.
 */
export function setupProtocol(session: RelaySession, requested: unknown): string {
  const prefix = `signalwire_${session.signature}_`
  const mine = typeof requested === 'string' && requested.startsWith(prefix)
  return mine && /^[0-9a-f-]{36}$/.test(requested.slice(prefix.length))
    ? requested
    : `${prefix}${randomUUID()}`
}

export interface Handled {
  reply: RpcReply
  /** The connection's session after this request (unchanged, new, or extended). */
  session: RelaySession | null
}

/**
 * Answers one request, given the connection's current session (null before a successful
 * connect). Never throws for client input. Auth failures leave the session as it was.
 */
export async function handleRequest(
  request: RpcRequest,
  session: RelaySession | null,
  ctx: RelayContext,
  knobs: RelayKnobs = DEFAULT_KNOBS,
): Promise<Handled> {
  const { id, method, params } = request
  const same = (reply: RpcReply): Handled => ({ reply, session })
  switch (method) {
    case 'blade.ping':
      return same(ok(id, {}))
    case 'blade.connect': {
      if (knobs.fail.has('connect')) return same(fail(id, AUTH_FAILED))
      const claims = await authenticate(params, ctx)
      if (!claims) return same(fail(id, AUTH_FAILED))
      const fresh = newSession(claims)
      return { reply: ok(id, connectResult(fresh)), session: fresh }
    }
    case 'blade.reauthenticate': {
      if (knobs.fail.has('reauthenticate')) return same(fail(id, AUTH_FAILED))
      const claims = await authenticate(params, ctx)
      if (!claims) return same(fail(id, AUTH_FAILED))
      const next = session ? { ...session, expiresAt: claims.exp } : newSession(claims)
      const authorization = { expires_at: next.expiresAt, signature: next.signature }
      return { reply: ok(id, { authorization }), session: next }
    }
    case 'blade.execute':
      return handleExecute(id, params, session, knobs)
    case 'blade.subscription': {
      if (!session) return same(fail(id, NOT_AUTHENTICATED))
      if (knobs.fail.has('subscription')) return same(fail(id, TEST_FAILURE))
      const channels = Array.isArray(params.channels)
        ? params.channels.filter((c): c is string => typeof c === 'string')
        : []
      const { command = 'add', protocol = session.protocol } = params
      return same(ok(id, { command, protocol, subscribe_channels: channels, failed_channels: [] }))
    }
    default:
      return same(fail(id, METHOD_NOT_FOUND))
  }
}

function handleExecute(
  id: RpcId,
  params: Record<string, unknown>,
  session: RelaySession | null,
  knobs: RelayKnobs,
): Handled {
  if (params.protocol !== 'signalwire' || params.method !== 'setup') {
    return { reply: fail(id, METHOD_NOT_FOUND), session }
  }
  if (!session) return { reply: fail(id, NOT_AUTHENTICATED), session }
  if (knobs.fail.has('setup')) return { reply: fail(id, TEST_FAILURE), session }
  const protocol = setupProtocol(session, asObject(params.params).protocol)
  const result = {
    requester_nodeid: session.nodeid,
    responder_nodeid: session.master_nodeid,
    result: { protocol },
  }
  return { reply: ok(id, result), session: { ...session, protocol } }
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export const REAL_TIMERS: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface RelayTransport {
  send: (text: string) => void
  close: (code: number, reason: string) => void
}

/** Frames waiting for their turn on one connection before it is closed as abusive. */
export const MAX_PENDING_FRAMES = 64
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * One socket's side of the protocol. Frames are answered one at a time, in order. After a
 * successful connect or reauthenticate, the socket is closed with 4001 "token expired"
 * `closeDelayMs` after the JWT's `exp`, unless a reauthenticate extended it first.
 */
export class RelayConnection {
  private session: RelaySession | null = null
  private readonly timers: Record<'expiry' | 'drop', unknown> = { expiry: null, drop: null }
  private queue: Promise<void> = Promise.resolve()
  private pending = 0
  private closed = false

  constructor(
    private readonly transport: RelayTransport,
    private readonly ctx: RelayContext,
    private readonly knobs: RelayKnobs = DEFAULT_KNOBS,
    private readonly clock: Timers = REAL_TIMERS,
  ) {}

  /** The current session, or null before a successful connect. */
  get current(): RelaySession | null {
    return this.session
  }

  /** Queues one text frame; the returned promise settles once it has been answered. */
  receive(text: string): Promise<void> {
    if (this.closed) return Promise.resolve()
    if (this.pending >= MAX_PENDING_FRAMES) {
      this.close(1008, 'too many pending requests')
      return Promise.resolve()
    }
    this.pending += 1
    this.queue = this.queue.then(async () => {
      this.pending -= 1
      try {
        await this.process(text)
      } catch {
        this.close(1011, 'internal error')
      }
    })
    return this.queue
  }

  /** To be called when the socket has closed: stops the timers. */
  onClosed(): void {
    this.closed = true
    this.stop('expiry')
    this.stop('drop')
  }

  private async process(text: string): Promise<void> {
    if (this.closed) return
    const frame = parseFrame(text)
    if (frame.kind === 'ignore') return
    if (frame.kind === 'invalid') return this.send(frame.reply)
    const { request } = frame
    const handled = await handleRequest(request, this.session, this.ctx, this.knobs)
    if (this.closed) return
    if (handled.session !== this.session) {
      this.session = handled.session
      this.scheduleExpiry()
      if (request.method === 'blade.connect') this.scheduleDrop()
    }
    this.send(handled.reply)
  }

  private send(reply: RpcReply): void {
    this.transport.send(JSON.stringify(reply))
  }

  private close(code: number, reason: string): void {
    if (this.closed) return
    this.onClosed()
    this.transport.close(code, reason)
  }

  private stop(name: 'expiry' | 'drop'): void {
    if (this.timers[name] !== null) this.clock.clearTimeout(this.timers[name])
    this.timers[name] = null
  }

  private scheduleExpiry(): void {
    this.stop('expiry')
    if (!this.session) return
    const deadline = this.session.expiresAt * 1000 + this.knobs.closeDelayMs
    const wait = Math.min(Math.max(deadline - this.ctx.now(), 0), MAX_TIMER_MS)
    this.timers.expiry = this.clock.setTimeout(() => {
      this.timers.expiry = null
      if (this.ctx.now() >= deadline) this.close(EXPIRED_CLOSE.code, EXPIRED_CLOSE.reason)
      else this.scheduleExpiry()
    }, wait)
  }

  private scheduleDrop(): void {
    this.stop('drop')
    const after = this.knobs.dropAfterMs
    if (after === null) return
    this.timers.drop = this.clock.setTimeout(() => {
      this.timers.drop = null
      this.close(DROP_CLOSE.code, DROP_CLOSE.reason)
    }, after)
  }
}
