/**
 * The token service: JWT creations per second (POST /api/relay/rest/jwt, Basic auth, 50
 * concurrent connections over loopback, autocannon) against the mock server in its own process,
 * beside the raw HS512 signing rate of `jose` measured in this process for the same time, with
 * the claims and header of the service's access tokens (`signAccessToken`).
 */
import autocannon from 'autocannon'
import {
  ISSUER,
  newJti,
  newSigningKey,
  signAccessToken,
  type AccessClaims,
} from '../../../app/devserver/tokens'
import { startHttpCeiling, startTokenService } from '../servers'

const PROJECT_ID = '00000000-0000-4000-8000-000000000000'
const PROJECT_TOKEN = 'PTdev-swaig-studio-not-a-secret'

export interface TokenResult {
  /** 201 responses per second. */
  creationsPerSec: number
  /** Raw HS512 signatures per second: one at a time, and 50 in flight (the better one counts). */
  signSequentialPerSec: number
  signConcurrentPerSec: number
  rawSignPerSec: number
  latencyP50: number
  latencyP99: number
  non2xx: number
  errors: number
  /** Responses per second of a server that does no work (`startHttpCeiling`), same load. */
  httpCeilingPerSec: number
}

function claims(): AccessClaims {
  const iat = Math.floor(Date.now() / 1000)
  return {
    iat,
    iss: ISSUER,
    jti: newJti(),
    scope: 'webrtc',
    sub: PROJECT_ID,
    resource: crypto.randomUUID(),
    exp: iat + 15 * 60,
  }
}

/** Signatures per second for `seconds`, with `inFlight` signatures awaited at a time. */
async function signRate(seconds: number, inFlight: number): Promise<number> {
  const key = newSigningKey()
  const end = performance.now() + seconds * 1000
  let count = 0
  const worker = async () => {
    while (performance.now() < end) {
      await signAccessToken(claims(), key)
      count++
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: inFlight }, worker))
  return count / ((performance.now() - start) / 1000)
}

const HEADERS = {
  authorization: `Basic ${Buffer.from(`${PROJECT_ID}:${PROJECT_TOKEN}`).toString('base64')}`,
  'content-type': 'application/json',
}

/** POSTs with 50 connections for `seconds`, after a short warm-up (JIT, connection set-up). */
async function load(url: string, seconds: number) {
  const options = { url, method: 'POST' as const, headers: HEADERS, body: '{}', connections: 50 }
  await autocannon({ ...options, duration: 1 })
  return autocannon({ ...options, duration: seconds })
}

async function ceiling(seconds: number): Promise<number> {
  const server = await startHttpCeiling()
  try {
    const r = await load(server.url, seconds)
    return r['2xx'] / r.duration
  } finally {
    server.stop()
  }
}

export async function measureTokens(seconds: number): Promise<TokenResult> {
  const signSequentialPerSec = await signRate(seconds, 1)
  const signConcurrentPerSec = await signRate(seconds, 50)
  const httpCeilingPerSec = await ceiling(seconds)
  const service = await startTokenService()
  try {
    const r = await load(`${service.url}/api/relay/rest/jwt`, seconds)
    return {
      httpCeilingPerSec,
      creationsPerSec: r['2xx'] / r.duration,
      signSequentialPerSec,
      signConcurrentPerSec,
      rawSignPerSec: Math.max(signSequentialPerSec, signConcurrentPerSec),
      latencyP50: r.latency.p50,
      latencyP99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    }
  } finally {
    service.stop()
  }
}
