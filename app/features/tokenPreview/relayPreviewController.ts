import type { Relay } from '@signalwire/js'
import { decodeJwt } from './jwt'
import { previewApi, PreviewError } from './previewApi'
import type { PreviewAction } from './previewState'

/** Close code the Relay stub (like the real service) uses when a JWT expires. */
const EXPIRED_CLOSE_CODE = 4001
/** Fallback: refresh when this share of a token's lifetime has passed (see `scheduleFallback`). */
const FALLBACK_AT = 0.75

const messageOf = (e: unknown) =>
  e instanceof Error
    ? e.message
    : typeof e === 'object' && e && 'message' in e
      ? String((e as { message: unknown }).message)
      : JSON.stringify(e)

/**
 * Drives one preview connection: gets a JWT from the preview routes, connects the real
 * `@signalwire/js` v1 Relay client (loaded only now), refreshes the token (manually, or
 * automatically on the client's `refreshToken` notification) and reports every step as an
 * action for the panel's state.
 */
export class RelayPreviewController {
  private client: Relay | null = null
  private session: string | null = null
  private inFlight = false
  private fallback: number | undefined
  private autoRefresh = true

  constructor(private readonly dispatch: (action: PreviewAction) => void) {}

  /** Whether the client's `refreshToken` notification (and the fallback timer) refresh the token. */
  setAutoRefresh(value: boolean): void {
    this.autoRefresh = value
  }

  async connect(params: { resource: string; expiresIn: number }): Promise<void> {
    this.teardown()
    this.dispatch({ type: 'connecting' })
    try {
      const created = await previewApi.createSession({
        ...(params.resource ? { resource: params.resource } : {}),
        expires_in: params.expiresIn,
      })
      this.session = created.session
      this.dispatch({ type: 'session', session: created })
      const { Relay } = await import('@signalwire/js')
      const c = new Relay({
        project: created.project,
        token: created.jwt_token,
        host: created.host,
      })
      this.client = c
      const mine = () => this.client === c
      c.on('signalwire.ready', () => mine() && this.dispatch({ type: 'ready' }))
      c.on(
        'signalwire.error',
        (e: unknown) => mine() && this.dispatch({ type: 'error', message: messageOf(e) }),
      )
      c.on('signalwire.notification', (n: { type?: string }) => {
        if (mine() && n.type === 'refreshToken' && this.autoRefresh) void this.refresh('auto')
      })
      c.on('signalwire.socket.close', (e: { code?: number } | undefined) => {
        if (!mine()) return
        if (e?.code === EXPIRED_CLOSE_CODE) {
          this.dispatch({
            type: 'ended',
            message: 'The token expired, so the service disconnected the client.',
          })
          this.teardown()
        } else this.dispatch({ type: 'reconnecting' })
      })
      this.scheduleFallback(created.jwt_token)
      await c.connect()
    } catch (e) {
      this.dispatch({
        type: 'error',
        message: e instanceof PreviewError ? e.message : messageOf(e),
      })
      this.teardown()
    }
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
      this.dispatch({ type: 'error', message: `Refresh failed: ${messageOf(e)}` })
    } finally {
      this.inFlight = false
      this.dispatch({ type: 'refreshing', value: false })
    }
  }

  disconnect(): void {
    this.teardown()
    this.dispatch({ type: 'ended', message: 'You disconnected the client.' })
  }

  /** Closes the client and forgets the server session (idempotent). */
  teardown(): void {
    window.clearTimeout(this.fallback)
    const c = this.client
    const id = this.session
    this.client = null
    this.session = null
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
