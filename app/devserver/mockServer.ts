/**
 * `npm run mock`: the token service, the preview routes and the Relay stub without the editor,
 * on 127.0.0.1:`MOCK_PORT` (default 4010), for QA and client development.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import type { DevServices } from './devServices.ts'
import { createDevServices } from './devServices.ts'
import { jsonResponse } from './httpMessages.ts'
import { writeResponse } from './httpAdapter.ts'
import type { ServiceLimits } from './limits.ts'

export interface MockServer {
  /** `http://127.0.0.1:<port>` */
  url: string
  port: number
  services: DevServices
  close: () => Promise<void>
}

export interface MockServerOptions {
  env?: Record<string, string | undefined>
  /** Size and time limits (defaults in `limits.ts`). */
  limits?: Partial<ServiceLimits>
  /** Overrides `MOCK_PORT`; 0 picks a free port. */
  port?: number
  fetch?: typeof fetch
}

const NOT_FOUND = jsonResponse(404, {
  error: 'Not Found',
  routes: [
    'POST|PUT /api/relay/rest/jwt',
    'POST /preview/token',
    'POST /preview/refresh',
    'DELETE /preview/session',
    'WebSocket /relay',
  ],
})

/** Starts the mock server bound to 127.0.0.1 and resolves once it listens. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const services = createDevServices({
    env: options.env ?? process.env,
    loopbackOnly: true,
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const server = createServer((req, res) => {
    services.middleware(req, res, () => writeResponse(res, NOT_FOUND))
  })
  const detach = services.attach(server)
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? services.config.mockPort, '127.0.0.1', () => done())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    services,
    close: () =>
      new Promise<void>((done) => {
        detach()
        services.close()
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

async function main(): Promise<void> {
  const env = loadEnv('development', process.cwd(), '')
  const mock = await startMockServer({ env })
  console.log(`SWAIG Studio mock listening on ${mock.url}`)
  for (const line of mock.services.banner(mock.url)) console.log(`  ${line}`)
  const stop = () => void mock.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
