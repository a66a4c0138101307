/**
 * Heap held by the token service's store, in a process of its own started with `--expose-gc`
 * (see `measureTokenMemory` in `tokens.ts`): N sessions created through the endpoint's pure
 * handler (default resource, 15 minutes), and N more each refreshed once (a second record per
 * session). Prints one JSON line: bytes per session and per extra record.
 */
import { basicAuthHeader } from '../../../app/devserver/basicAuth'
import type { HttpRequest } from '../../../app/devserver/httpMessages'
import type { TokenServiceContext } from '../../../app/devserver/tokenHandlers'
import { handleTokenRequest } from '../../../app/devserver/tokenHandlers'
import { TokenStore } from '../../../app/devserver/tokenStore'
import { newSigningKey } from '../../../app/devserver/tokens'

const SESSIONS = 50_000
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with node --expose-gc')

function context(): TokenServiceContext {
  return {
    projectId: '00000000-0000-4000-8000-000000000000',
    projectToken: 'PTdev-swaig-studio-not-a-secret',
    key: newSigningKey(),
    store: new TokenStore({ maxFamilies: 10 * SESSIONS }),
    now: () => Date.now(),
    secondsPerMinute: 60,
  }
}

function request(ctx: TokenServiceContext, method: string, body: object): HttpRequest {
  return {
    method,
    url: '/api/relay/rest/jwt',
    headers: {
      authorization: basicAuthHeader(ctx.projectId, ctx.projectToken),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  }
}

function heapUsed(): number {
  gc!()
  gc!()
  return process.memoryUsage().heapUsed
}

/** Heap held by a store after `SESSIONS` sessions, each refreshed `refreshes` times. */
async function heldBy(refreshes: number): Promise<{ bytes: number; records: number }> {
  const ctx = context()
  await handleTokenRequest(request(ctx, 'POST', {}), ctx)
  const before = heapUsed()
  for (let i = 0; i < SESSIONS; i++) {
    let res = await handleTokenRequest(request(ctx, 'POST', {}), ctx)
    for (let r = 0; r < refreshes; r++) {
      const { refresh_token } = JSON.parse(res.body) as { refresh_token: string }
      res = await handleTokenRequest(request(ctx, 'PUT', { refresh_token }), ctx)
    }
  }
  const bytes = heapUsed() - before
  return { bytes, records: ctx.store.size }
}

const once = await heldBy(0)
const twice = await heldBy(1)
console.log(
  JSON.stringify({
    sessions: SESSIONS,
    bytesPerSession: once.bytes / SESSIONS,
    bytesPerExtraRecord: (twice.bytes - once.bytes) / (twice.records - once.records),
  }),
)
