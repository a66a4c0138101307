/**
 * Wires the dev-server services together (token service, preview routes, Relay stub) around one
 * configuration, one signing key and one clock. Shared by the Vite plugin and `npm run mock`.
 */
import type { DevServerConfig } from './config.ts'
import { RELAY_PATH, describeConfig, loadConfig } from './config.ts'
import type { Middleware } from './httpAdapter.ts'
import { routesMiddleware } from './httpAdapter.ts'
import { PREVIEW_PATHS, handlePreviewRequest, isLoopbackHost } from './previewRoutes.ts'
import type { PreviewContext } from './previewRoutes.ts'
import { PreviewSessions } from './previewSessions.ts'
import { createScrubber } from './scrub.ts'
import type { ServiceLimits } from './limits.ts'
import { limitsWith } from './limits.ts'
import type { UpgradeSource } from './relayServer.ts'
import { createRelayServer } from './relayServer.ts'
import type { GuardedServer } from './socketGuard.ts'
import { createSocketGuard } from './socketGuard.ts'
import { inProcessTokenClient, remoteTokenClient } from './tokenClient.ts'
import type { TokenServiceContext } from './tokenHandlers.ts'
import { TOKEN_PATH, handleTokenRequest } from './tokenHandlers.ts'
import { TokenStore } from './tokenStore.ts'
import { newSigningKey } from './tokens.ts'
import { tryRoutesMiddleware } from './tryRoutes.ts'

/** How often expired refresh-token records and preview sessions are swept. */
export const SWEEP_INTERVAL_MS = 60_000

export interface DevServicesOptions {
  /** Size and time limits (defaults in `limits.ts`; tests pass short ones). */
  limits?: Partial<ServiceLimits>
  /** Environment to read (default `process.env`). */
  env?: Record<string, string | undefined>
  /** Preview routes answer only when the Host header is a loopback name (`npm run mock`). */
  loopbackOnly?: boolean
  /** `fetch` for a real space (tests inject one). */
  fetch?: typeof fetch
}

export interface DevServices {
  config: DevServerConfig
  /** Connect-style middleware serving the token endpoint and the preview routes. */
  middleware: Middleware
  /**
   * Mounts the Relay stub on an HTTP server's `upgrade` event and applies the connection limits
   * to it (call before it listens); returns the detach function.
   */
  attach: (server: UpgradeSource & GuardedServer) => () => void
  limits: ServiceLimits
  /** Open sockets of the attached servers (HTTP and WebSocket). */
  readonly openSockets: number
  /** Start-up lines for a server reachable at `origin` (no secrets). */
  banner: (origin: string) => string[]
  tokenContext: TokenServiceContext
  previewContext: PreviewContext
  /** Stops the sweep timer and closes open stub sockets. */
  close: () => void
}

/** Builds the services from the environment. Throws on a malformed variable. */
export function createDevServices(options: DevServicesOptions = {}): DevServices {
  const config = loadConfig(options.env ?? process.env)
  const now = () => Date.now() + config.clockOffsetS * 1000
  const limits = limitsWith(options.limits)
  const store = new TokenStore({
    maxFamilies: config.maxSessions,
    // Revocation closes the family's live Relay sockets at once (4003).
    onRevoke: (family) => stub.revokeFamily(family.id),
  })
  const tokenContext: TokenServiceContext = {
    projectId: config.projectId,
    projectToken: config.projectToken,
    key: newSigningKey(),
    store,
    now,
    secondsPerMinute: config.secondsPerMinute,
  }
  const client =
    config.spaceUrl === null
      ? inProcessTokenClient(tokenContext)
      : remoteTokenClient({
          spaceUrl: config.spaceUrl,
          projectId: config.projectId,
          projectToken: config.projectToken,
          timeoutMs: config.spaceTimeoutMs,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
  const sessions = new PreviewSessions()
  const previewContext: PreviewContext = {
    client,
    sessions,
    projectId: config.projectId,
    relayHost: config.relayHost,
    relayPath: RELAY_PATH,
    now,
    scrub: createScrubber(config.projectId, config.projectToken),
    ...(options.loopbackOnly ? { isHostAllowed: isLoopbackHost } : {}),
  }
  const isServicePath = (path: string) => path === TOKEN_PATH || PREVIEW_PATHS.includes(path)
  const guard = createSocketGuard(limits, isServicePath)
  const stub = createRelayServer(
    {
      projectId: config.projectId,
      key: tokenContext.key,
      now,
      familyOf: (jti) => store.familyOfAccess(jti),
    },
    { limits, refuseUpgrade: guard.refuseUpgrade },
  )
  const routes = routesMiddleware(
    [
      {
        matches: (path) => path === TOKEN_PATH,
        handle: (req) => handleTokenRequest(req, tokenContext),
      },
      {
        matches: (path) => PREVIEW_PATHS.includes(path),
        handle: (req) => handlePreviewRequest(req, previewContext),
      },
    ],
    limits,
  )
  // The Test tab's "Send to my server" (tryRoutes.ts), with its own body limit.
  const trySend = tryRoutesMiddleware()
  const middleware: Middleware = (req, res, next) => {
    if (!guard.refuseOverCap(req, res)) trySend(req, res, () => routes(req, res, next))
  }
  const sweep = setInterval(() => {
    store.sweep(Math.floor(now() / 1000))
    sessions.sweep(now())
  }, SWEEP_INTERVAL_MS)
  sweep.unref()

  return {
    config,
    middleware,
    attach(server) {
      const unguard = guard.attach(server)
      const detach = stub.attach(server)
      return () => {
        detach()
        unguard()
      }
    },
    limits,
    get openSockets() {
      return guard.openSockets
    },
    banner: (origin) => describeConfig(config, origin),
    tokenContext,
    previewContext,
    close() {
      clearInterval(sweep)
      stub.close()
    },
  }
}
