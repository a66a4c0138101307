import type { AddressInfo } from 'node:net'
import type { Server as NetServer } from 'node:net'
import type { Connect, Logger, Plugin } from 'vite'
import { loadEnv } from 'vite'
import type { DevServices } from './devServices.ts'
import { createDevServices } from './devServices.ts'

interface MountTarget {
  middlewares: Connect.Server
  httpServer: NetServer | null
  config: { logger: Logger }
}

/** `http://host:port` of a listening server, with wildcard addresses shown as `localhost`. */
export function originOf(server: NetServer, secure: boolean): string {
  const address = server.address() as AddressInfo | null
  if (!address) return secure ? 'https://localhost' : 'http://localhost'
  const wildcard = address.address === '0.0.0.0' || address.address === '::'
  const host = wildcard
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address
  return `${secure ? 'https' : 'http'}://${host}:${address.port}`
}

/**
 * The dev-server side of SWAIG Studio, registered under `vite` and `vite preview`: the mock
 * token service (`/api/relay/rest/jwt`), the preview routes (`/preview/*`) and the Relay
 * WebSocket stub (`/relay`, on Vite's own HTTP server; the HMR socket is left alone).
 * Configuration comes from the environment and `.env` files (see `app/devserver/README.md`).
 */
export function swaigDevServer(): Plugin {
  let env: Record<string, string> = {}
  let secure = false
  let services: DevServices | null = null

  const mount = (server: MountTarget) => {
    const { httpServer } = server
    // Middleware mode (e.g. Vitest's internal server) has no HTTP server to hang the Relay stub
    // on, and no user: mount nothing, start nothing.
    if (!httpServer) return
    const current = (services ??= createDevServices({ env }))
    server.middlewares.use(current.middleware)
    const detach = current.attach(httpServer)
    httpServer.once('listening', () => {
      const lines = current.banner(originOf(httpServer, secure))
      for (const line of lines) server.config.logger.info(`  swaig  ${line}`)
    })
    httpServer.once('close', () => {
      detach()
      current.close()
      if (services === current) services = null
    })
  }

  return {
    name: 'swaig-studio-devserver',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir, '')
      secure = Boolean(config.command === 'serve' ? config.server.https : config.preview.https)
    },
    configureServer: mount,
    configurePreviewServer: mount,
  }
}
