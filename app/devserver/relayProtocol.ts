/**
 * The Relay (Blade JSON-RPC 2.0) protocol of the WebSocket stub: just enough for the
 * `@signalwire/js` v1 `Relay` client (`shared/reference/token-service.md` §5.1, §5.2a).
 * Pure request → reply functions and the protocol's constants (error objects, close codes);
 * one socket's session and timers are in `relayConnection.ts`, the `ws` server in
 * `relayServer.ts`.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { AccessClaims, SigningKey } from './tokens.ts'
import { verifyToken } from './tokens.ts'

export const AUTH_FAILED = { code: -32002, message: 'Authentication failed' }
/** A reauthenticate whose JWT is valid but belongs to another family (session) or project. */
export const OTHER_FAMILY = {
  code: -32002,
  message: 'Authentication failed: the token does not belong to this session',
}
export const NOT_AUTHENTICATED = { code: -32002, message: 'Not authenticated' }
export const METHOD_NOT_FOUND = { code: -32601, message: 'Method not found' }
export const PARSE_ERROR = { code: -32700, message: 'Parse error' }
export const INVALID_REQUEST = { code: -32600, message: 'Invalid Request' }
export const TEST_FAILURE = { code: -32603, message: 'Failed on request (test knob)' }
/** Close code and reason sent when a session's JWT expires without reauthentication. */
export const EXPIRED_CLOSE = { code: 4001, reason: 'token expired' }
/** Close code and reason of the `drop_after_ms` test knob (a transient drop). */
export const DROP_CLOSE = { code: 4000, reason: 'test drop' }
/** Close code and reason for a socket that did not authenticate in time. */
export const AUTH_TIMEOUT_CLOSE = { code: 4002, reason: 'not authenticated' }
/** Close code and reason when the token service revokes the session's family (reuse). */
export const REVOKED_CLOSE = { code: 4003, reason: 'token revoked' }
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
  /**
   * Optional: the family (session) of an access JWT at the token service, by its `jti`. When
   * given, a JWT the service does not hold or whose family is revoked is refused, and a
   * reauthenticate must bring a JWT of the session's own family.
   */
  familyOf?: (accessJti: string) => { id: string; revoked: boolean } | undefined
}

export interface RelaySession {
  sessionid: string
  nodeid: string
  master_nodeid: string
  signature: string
  protocol: string | null
  /** JWT `exp`, epoch seconds. */
  expiresAt: number
  /** The token service's family of the session's JWTs (null without `familyOf`). */
  familyId: string | null
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

export interface Authenticated {
  claims: AccessClaims
  familyId: string | null
}

/**
 * Checks the `authentication` of a connect or reauthenticate: `project` equals the configured
 * project, and `jwt_token` is an HS512 access JWT (`typ` JWT, not Refresh) of that project,
 * not expired, and (with `familyOf`) held by the token service in a family not revoked.
 * Returns its claims and family, or null.
 */
export async function authenticate(
  params: Record<string, unknown>,
  ctx: RelayContext,
): Promise<Authenticated | null> {
  const { project, jwt_token: token } = asObject(params.authentication)
  if (project !== ctx.projectId || typeof token !== 'string') return null
  const nowS = Math.floor(ctx.now() / 1000)
  const verified = await verifyToken<AccessClaims>(token, ctx.key, {
    typ: 'JWT',
    projectId: ctx.projectId,
    nowS,
  })
  if (!verified.ok) return null
  if (!ctx.familyOf) return { claims: verified.claims, familyId: null }
  const family = ctx.familyOf(verified.claims.jti)
  if (!family || family.revoked) return null
  return { claims: verified.claims, familyId: family.id }
}

/** A new session for an authenticated JWT. The signature contains no `_` (the client splits). */
export function newSession({ claims, familyId }: Authenticated): RelaySession {
  return {
    sessionid: randomUUID(),
    nodeid: randomUUID(),
    master_nodeid: randomUUID(),
    signature: createHash('sha256').update(claims.jti).digest('hex').slice(0, 32),
    protocol: null,
    expiresAt: claims.exp,
    familyId,
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
      const auth = await authenticate(params, ctx)
      if (!auth) return same(fail(id, AUTH_FAILED))
      const fresh = newSession(auth)
      return { reply: ok(id, connectResult(fresh)), session: fresh }
    }
    case 'blade.reauthenticate': {
      if (knobs.fail.has('reauthenticate')) return same(fail(id, AUTH_FAILED))
      const auth = await authenticate(params, ctx)
      if (!auth) return same(fail(id, AUTH_FAILED))
      if (session && session.familyId !== auth.familyId) return same(fail(id, OTHER_FAMILY))
      const next = session ? { ...session, expiresAt: auth.claims.exp } : newSession(auth)
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
