/**
 * The token service: JWT creations per second (POST /api/relay/rest/jwt, Basic auth, 50
 * concurrent connections over loopback, autocannon) against the mock server in its own process,
 * and the HTTP ceiling of this machine under the same load (a Node server in its own process
 * that does no work), measured in alternating rounds so that a change in the machine's load
 * hits both. Beside them: each server's CPU time per answer (from /proc, so independent of how
 * much CPU the client left it), and the heap the store holds per session and per record.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { ROOT, startHttpCeiling, startTokenService, type Server } from '../servers'

type AutocannonResult = Awaited<ReturnType<typeof autocannon>>

const PROJECT_ID = '00000000-0000-4000-8000-000000000000'
const PROJECT_TOKEN = 'PTdev-swaig-studio-not-a-secret'

export interface TokenResult {
  /** 201 responses per second (median of the rounds). */
  creationsPerSec: number
  /** Responses per second of a server that does no work (`startHttpCeiling`), same load. */
  httpCeilingPerSec: number
  rounds: { creations: number[]; ceiling: number[] }
  latencyP50: number
  latencyP99: number
  non2xx: number
  errors: number
  /** Server CPU time (user + system) per 2xx answer, µs; null where /proc is not there. */
  cpuPerCreationUs: number | null
  cpuPerCeilingUs: number | null
  /** Heap held by the store for 10,000 live sessions (one record each), bytes. */
  memoryPer10kSessions: number
  /** Heap held per further record of a session (after a refresh), bytes. */
  bytesPerRecord: number
}

const HEADERS = {
  authorization: `Basic ${Buffer.from(`${PROJECT_ID}:${PROJECT_TOKEN}`).toString('base64')}`,
  'content-type': 'application/json',
}

/** CPU time of a process so far, in µs (utime + stime from /proc), or null. */
function cpuUs(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`
  if (pid === undefined || !existsSync(file)) return null
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ')
  // After "pid (comm) ", utime and stime are fields 12 and 13 (clock ticks of 10 ms on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}

interface Round {
  perSec: number
  cpuPerAnswerUs: number | null
  result: AutocannonResult
}

/** POSTs with 50 connections for `seconds`, after a 1 s warm-up (JIT, connections). */
async function load(server: Server, path: string, seconds: number): Promise<Round> {
  const options = {
    url: `${server.url}${path}`,
    method: 'POST' as const,
    headers: HEADERS,
    body: '{}',
    connections: 50,
  }
  await autocannon({ ...options, duration: 1 })
  const cpuBefore = cpuUs(server.pid)
  const result = await autocannon({ ...options, duration: seconds })
  const cpuAfter = cpuUs(server.pid)
  const answers = result['2xx']
  const cpu = cpuBefore !== null && cpuAfter !== null && answers > 0
  return {
    perSec: answers / result.duration,
    cpuPerAnswerUs: cpu ? (cpuAfter - cpuBefore) / answers : null,
    result,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const medianOrNull = (values: (number | null)[]) =>
  values.every((v) => v !== null) ? median(values as number[]) : null

/** The store's heap per session and per record, from a `--expose-gc` child process. */
function measureTokenMemory(): Promise<{ bytesPerSession: number; bytesPerExtraRecord: number }> {
  const script = join(ROOT, 'e2e', 'bench', 'measure', 'tokenMemory.ts')
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr.on('data', (d: Buffer) => (out += d.toString()))
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (code === 0 && line) resolve(JSON.parse(line))
      else reject(new Error(`token memory measurement failed (${code}):\n${out.slice(-2000)}`))
    }),
  )
}

/**
 * Alternates `rounds` rounds of the HTTP ceiling and of the token service, `seconds` each. The
 * service runs with a session bound high enough that no POST of the run is refused.
 */
export async function measureTokens(seconds: number, rounds = 2): Promise<TokenResult> {
  const ceiling: Round[] = []
  const creations: Round[] = []
  const noWork = await startHttpCeiling()
  const service = await startTokenService({ SWAIG_MOCK_MAX_SESSIONS: '10000000' })
  try {
    for (let i = 0; i < rounds; i++) {
      ceiling.push(await load(noWork, '/', seconds))
      creations.push(await load(service, '/api/relay/rest/jwt', seconds))
    }
  } finally {
    noWork.stop()
    service.stop()
  }
  const memory = await measureTokenMemory()
  const last = creations.at(-1)!.result
  return {
    creationsPerSec: median(creations.map((r) => r.perSec)),
    httpCeilingPerSec: median(ceiling.map((r) => r.perSec)),
    rounds: { creations: creations.map((r) => r.perSec), ceiling: ceiling.map((r) => r.perSec) },
    latencyP50: last.latency.p50,
    latencyP99: last.latency.p99,
    non2xx: creations.reduce((n, r) => n + r.result.non2xx, 0),
    errors: creations.reduce((n, r) => n + r.result.errors, 0),
    cpuPerCreationUs: medianOrNull(creations.map((r) => r.cpuPerAnswerUs)),
    cpuPerCeilingUs: medianOrNull(ceiling.map((r) => r.cpuPerAnswerUs)),
    memoryPer10kSessions: memory.bytesPerSession * 10_000,
    bytesPerRecord: memory.bytesPerExtraRecord,
  }
}
