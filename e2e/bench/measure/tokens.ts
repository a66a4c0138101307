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
import { startTokenService } from '../servers'

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

export async function measureTokens(seconds: number): Promise<TokenResult> {
  const signSequentialPerSec = await signRate(seconds, 1)
  const signConcurrentPerSec = await signRate(seconds, 50)
  const service = await startTokenService()
  try {
    const url = `${service.url}/api/relay/rest/jwt`
    const headers = {
      authorization: `Basic ${Buffer.from(`${PROJECT_ID}:${PROJECT_TOKEN}`).toString('base64')}`,
      'content-type': 'application/json',
    }
    // A short warm-up (JIT, connection set-up), then the measured run.
    await autocannon({ url, method: 'POST', headers, body: '{}', connections: 50, duration: 1 })
    const r = await autocannon({
      url,
      method: 'POST',
      headers,
      body: '{}',
      connections: 50,
      duration: seconds,
    })
    return {
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
