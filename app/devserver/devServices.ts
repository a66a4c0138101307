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
import type { UpgradeSource } from './relayServer.ts'
import { createRelayServer } from './relayServer.ts'
import { inProcessTokenClient, remoteTokenClient } from './tokenClient.ts'
import type { TokenServiceContext } from './tokenHandlers.ts'
import { TOKEN_PATH, handleTokenRequest } from './tokenHandlers.ts'
import { TokenStore } from './tokenStore.ts'
import { newSigningKey } from './tokens.ts'

/** How often expired refresh-token records and preview sessions are swept. */
export const SWEEP_INTERVAL_MS = 60_000

export interface DevServicesOptions {
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
  /** Mounts the Relay stub on an HTTP server's `upgrade` event; returns the detach function. */
  attach: (server: UpgradeSource) => () => void
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
  const store = new TokenStore()
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
    ...(options.loopbackOnly ? { isHostAllowed: isLoopbackHost } : {}),
  }
  const relay = createRelayServer({
    projectId: config.projectId,
    key: tokenContext.key,
    now,
    isAccessRevoked: (jti) => store.isAccessRevoked(jti),
  })
  const middleware = routesMiddleware([
    {
      matches: (path) => path === TOKEN_PATH,
      handle: (req) => handleTokenRequest(req, tokenContext),
    },
    {
      matches: (path) => PREVIEW_PATHS.includes(path),
      handle: (req) => handlePreviewRequest(req, previewContext),
    },
  ])
  const sweep = setInterval(() => {
    store.sweep(Math.floor(now() / 1000))
    sessions.sweep(now())
  }, SWEEP_INTERVAL_MS)
  sweep.unref()

  return {
    config,
    middleware,
    attach: (server) => relay.attach(server),
    banner: (origin) => describeConfig(config, origin),
    tokenContext,
    previewContext,
    close() {
      clearInterval(sweep)
      relay.close()
    },
  }
}
