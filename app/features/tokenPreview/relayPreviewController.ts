import type { Relay } from '@signalwire/js'
import { decodeJwt } from './jwt'
import { previewApi, PreviewError } from './previewApi'
import type { PreviewAction } from './previewState'

/** Close codes of the Relay stub (and, for 4001, of the real service). */
const CLOSE = { expired: 4001, revoked: 4003 } as const
/** Fallback: refresh when this share of a token's lifetime has passed (see `scheduleFallback`). */
const FALLBACK_AT = 0.75
/** Waits between attempts while the service is unavailable: 1, 2, 4, 8, then every 10 s. */
const RETRY_FIRST_MS = 1_000
const RETRY_MAX_MS = 10_000
/** Consecutive socket closes without a ready client before the panel says Relay is down. */
const DROPS_BEFORE_UNAVAILABLE = 2

export interface ConnectParams {
  resource: string
  expiresIn: number
}

const messageOf = (e: unknown) =>
  e instanceof Error
    ? e.message
    : typeof e === 'object' && e && 'message' in e
      ? String((e as { message: unknown }).message)
      : JSON.stringify(e)

/**
 * Whether a failed call to the preview routes may succeed later by itself: the editor's server
 * or the token service did not answer, answered 5xx (but not "wrong credentials"), or no
 * longer knows the session (it restarted, or the refresh token expired or is unknown to it).
 * A revoked family (reuse) and refused parameters are not retried.
 */
export function isRetryable(e: unknown): boolean {
  if (!(e instanceof PreviewError)) return false
  if (e.status === 0 || e.status === 503 || e.status === 504) return true
  if (e.status === 502) return e.code !== 'upstream_unauthorized'
  if (e.status === 404) return e.code === 'unknown_session'
  return e.status === 410 && e.code !== 'refresh_token_reused'
}

/**
 * Drives one preview connection: gets a JWT from the preview routes, connects the real
 * `@signalwire/js` v1 Relay client (loaded only now), refreshes the token (manually, or
 * automatically on the client's `refreshToken` notification) and reports every step as an
 * action for the panel's state. When the service is unavailable or restarted (its answers say
 * so, or the client's reconnection is refused), it starts over with a new session by itself,
 * waiting longer after each failure, until it is back or the person disconnects.
 */
export class RelayPreviewController {
  private client: Relay | null = null
  private session: string | null = null
  private params: ConnectParams | null = null
  private inFlight = false
  private fallback: number | undefined
  private retryTimer: number | undefined
  private retries = 0
  private drops = 0
  private autoRefresh = true

  constructor(private readonly dispatch: (action: PreviewAction) => void) {}

  /** Whether the client's `refreshToken` notification (and the fallback timer) refresh the token. */
  setAutoRefresh(value: boolean): void {
    this.autoRefresh = value
  }

  /** Connects with these parameters (what the person asked for). */
  async connect(params: ConnectParams): Promise<void> {
    this.teardown()
    this.params = params
    this.retries = 0
    await this.attempt(params)
  }

  private async attempt(params: ConnectParams): Promise<void> {
    this.dispatch({ type: 'connecting' })
    try {
      const created = await previewApi.createSession({
        ...(params.resource ? { resource: params.resource } : {}),
        expires_in: params.expiresIn,
      })
      if (this.params !== params) {
        void previewApi.forget(created.session).catch(() => undefined)
        return
      }
      this.session = created.session
      this.dispatch({ type: 'session', session: created })
      const { Relay } = await import('@signalwire/js')
      const c = new Relay({
        project: created.project,
        token: created.jwt_token,
        host: created.host,
      })
      this.client = c
      this.listen(c)
      this.scheduleFallback(created.jwt_token)
      await c.connect()
    } catch (e) {
      if (this.params === params) this.fail(e)
    }
  }

  private listen(c: Relay): void {
    const mine = () => this.client === c
    let wasReady = false
    c.on('signalwire.ready', () => {
      if (!mine()) return
      wasReady = true
      this.retries = 0
      this.drops = 0
      this.dispatch({ type: 'ready' })
    })
    c.on('signalwire.error', (e: unknown) => {
      // A refresh reports its own failure (see `refresh`).
      if (!mine() || this.inFlight) return
      if (wasReady) this.recover('The service no longer accepts this token (did it restart?).')
      else this.fail(e)
    })
    c.on('signalwire.notification', (n: { type?: string }) => {
      if (mine() && n.type === 'refreshToken' && this.autoRefresh) void this.refresh('auto')
    })
    c.on('signalwire.socket.close', (e: { code?: number } | undefined) => {
      if (!mine()) return
      if (e?.code === CLOSE.expired) {
        this.end('The token expired, so the service disconnected the client.')
      } else if (e?.code === CLOSE.revoked) {
        const message =
          'The token service revoked this session (one of its refresh tokens was used twice). Connect again.'
        this.dispatch({ type: 'error', message })
        this.teardown()
      } else if (++this.drops >= DROPS_BEFORE_UNAVAILABLE) {
        const message = 'The Relay service does not answer: the client keeps trying to reconnect.'
        this.dispatch({ type: 'waiting', message })
      } else this.dispatch({ type: 'reconnecting' })
    })
  }

  /** Gets a new JWT from the server and hands it to the client; ignored while one is in flight. */
  async refresh(reason: 'manual' | 'auto'): Promise<void> {
    const c = this.client
    const id = this.session
    if (!c || !id || this.inFlight) return
    this.inFlight = true
    this.dispatch({ type: 'refreshing', value: true })
    if (reason === 'auto')
      this.dispatch({ type: 'log', text: 'The token is about to expire: refreshing it.' })
    try {
      const { jwt_token } = await previewApi.refresh(id)
      await c.refreshToken(jwt_token)
      this.dispatch({ type: 'refreshed', jwt: jwt_token })
      this.scheduleFallback(jwt_token)
    } catch (e) {
      if (this.client !== c) return
      if (isRetryable(e)) this.recover(`The token could not be refreshed: ${messageOf(e)}`)
      else this.dispatch({ type: 'error', message: `Refresh failed: ${messageOf(e)}` })
    } finally {
      this.inFlight = false
      this.dispatch({ type: 'refreshing', value: false })
    }
  }

  disconnect(): void {
    this.end('You disconnected the client.')
  }

  /** Stops retrying, closes the client and forgets the server session (idempotent). */
  teardown(): void {
    window.clearTimeout(this.retryTimer)
    this.params = null
    this.dropClient()
  }

  private end(message: string): void {
    this.teardown()
    this.dispatch({ type: 'ended', message })
  }

  private fail(e: unknown): void {
    if (isRetryable(e)) {
      this.recover(`The token service is unavailable: ${messageOf(e)}`)
      return
    }
    this.dispatch({ type: 'error', message: messageOf(e) })
    this.teardown()
  }

  /** Drops the client and session, and starts over after a wait that grows with each failure. */
  private recover(why: string): void {
    const params = this.params
    if (!params) return
    this.dropClient()
    const wait = Math.min(RETRY_FIRST_MS * 2 ** this.retries, RETRY_MAX_MS)
    this.retries += 1
    this.dispatch({ type: 'waiting', message: `${why} Trying again in ${wait / 1000} s…` })
    window.clearTimeout(this.retryTimer)
    this.retryTimer = window.setTimeout(() => {
      if (this.params === params) void this.attempt(params)
    }, wait)
  }

  private dropClient(): void {
    window.clearTimeout(this.fallback)
    const c = this.client
    const id = this.session
    this.client = null
    this.session = null
    this.drops = 0
    if (c) void c.disconnect().catch(() => undefined)
    if (id) void previewApi.forget(id).catch(() => undefined)
  }

  /**
   * The client notifies `refreshToken` from a check that runs every 30 s, which a short-lived
   * token (such as the 1-minute tokens of the mock's scaled clock) can slip between. As a
   * fallback, the page also refreshes once 75% of the token's lifetime has passed.
   */
  private scheduleFallback(jwt: string): void {
    window.clearTimeout(this.fallback)
    const d = decodeJwt(jwt)
    if (!d?.expiresAt || !d.issuedAt) return
    const at = d.issuedAt + (d.expiresAt - d.issuedAt) * FALLBACK_AT
    this.fallback = window.setTimeout(
      () => this.autoRefresh && void this.refresh('auto'),
      Math.max(0, at - Date.now()),
    )
  }
}
