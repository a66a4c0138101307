/**
 * One Relay socket's side of the protocol (`relayProtocol.ts`): frames answered in order, the
 * session and its timers (expiry, test drop, authentication deadline) with an injectable clock,
 * and closing on revocation. No `ws` import: see `relayServer.ts`.
 */
import { DEFAULT_LIMITS } from './limits.ts'
import type { RelayContext, RelayKnobs, RelaySession, RpcReply } from './relayProtocol.ts'
import {
  AUTH_TIMEOUT_CLOSE,
  DEFAULT_KNOBS,
  DROP_CLOSE,
  EXPIRED_CLOSE,
  REVOKED_CLOSE,
  handleRequest,
  parseFrame,
} from './relayProtocol.ts'

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

type TimerName = 'expiry' | 'drop' | 'auth'

/**
 * One socket's side of the protocol. Frames are answered one at a time, in order. After a
 * successful connect or reauthenticate, the socket is closed with 4001 "token expired"
 * `closeDelayMs` after the JWT's `exp`, unless a reauthenticate extended it first. A socket
 * without a session `authTimeoutMs` after it opened is closed with 4002 "not authenticated";
 * `revoke` closes one whose family was revoked with 4003 "token revoked".
 */
export class RelayConnection {
  private session: RelaySession | null = null
  private readonly timers: Record<TimerName, unknown> = { expiry: null, drop: null, auth: null }
  private queue: Promise<void> = Promise.resolve()
  private pending = 0
  private closed = false

  constructor(
    private readonly transport: RelayTransport,
    private readonly ctx: RelayContext,
    private readonly knobs: RelayKnobs = DEFAULT_KNOBS,
    private readonly clock: Timers = REAL_TIMERS,
    authTimeoutMs: number = DEFAULT_LIMITS.relayAuthTimeoutMs,
  ) {
    if (authTimeoutMs > 0) {
      this.timers.auth = clock.setTimeout(() => {
        this.timers.auth = null
        if (!this.session) this.close(AUTH_TIMEOUT_CLOSE.code, AUTH_TIMEOUT_CLOSE.reason)
      }, authTimeoutMs)
    }
  }

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
    this.stop('auth')
  }

  /** Closes the socket with 4003 "token revoked" when its session is of this family. */
  revoke(familyId: string): boolean {
    if (this.closed || this.session?.familyId !== familyId) return false
    this.close(REVOKED_CLOSE.code, REVOKED_CLOSE.reason)
    return true
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
      this.stop('auth')
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

  private stop(name: TimerName): void {
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
