/** Builds and servers of the benchmark: child processes it starts, and stops by their id. */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..')
export const RESULTS = join(ROOT, 'bench-results')
export const APP_DIST = join(RESULTS, 'app-dist')
export const BASELINE_DIST = join(RESULTS, 'baseline-dist')
export const FLOORS_DIST = join(RESULTS, 'floors-dist')
const BASELINE_CONFIG = join(ROOT, 'e2e', 'bench', 'vite.config.ts')
const FLOORS_CONFIG = join(ROOT, 'e2e', 'bench', 'floors', 'vite.config.ts')
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')

const children = new Set<ChildProcess>()

/** Stops every child process this run started (by its pid). */
export function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  children.clear()
}
process.once('exit', stopAll)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopAll()
    process.exit(130)
  })

function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  // Flowing, so a chatty child never blocks on a full pipe.
  child.stdout!.resume()
  child.stderr!.resume()
  return child
}

/** Runs a command to its end; throws with its output when it fails. */
function run(args: string[], what: string): Promise<void> {
  const child = start(args)
  let output = ''
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  return new Promise((done, fail) => {
    child.once('exit', (code) =>
      code === 0
        ? done()
        : fail(new Error(`${what} failed (exit ${code}):\n${output.slice(-4000)}`)),
    )
  })
}

/**
 * The production build of the app into bench-results/app-dist (so `dist/` of the e2e suite is
 * left alone), with a manifest (for the sizes) and hidden source maps (for the CPU profile:
 * the JavaScript is byte for byte what `vite build` ships).
 */
export function buildApp(): Promise<void> {
  return run(
    [
      VITE,
      'build',
      '--outDir',
      APP_DIST,
      '--emptyOutDir',
      '--manifest',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'warn',
    ],
    'vite build (app)',
  )
}

/** The bench-only baseline page (e2e/bench/baseline), by its own vite config. */
export function buildBaseline(): Promise<void> {
  return run(
    [VITE, 'build', '--config', BASELINE_CONFIG, '--logLevel', 'warn'],
    'vite build (baseline)',
  )
}

/** The bench-only floor pages (e2e/bench/floors), by their own vite config. */
export function buildFloors(): Promise<void> {
  return run(
    [VITE, 'build', '--config', FLOORS_CONFIG, '--logLevel', 'warn'],
    'vite build (floors)',
  )
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited (${child.exitCode})`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export interface Server {
  url: string
  /** The server process (its CPU time is read from /proc by the token measurement). */
  pid: number | undefined
  stop(): void
}

function server(child: ChildProcess, url: string): Server {
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') }
}

/** `vite preview` of the app build. */
export async function previewApp(): Promise<Server> {
  const port = await freePort()
  const child = start([
    VITE,
    'preview',
    '--outDir',
    APP_DIST,
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
  ])
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(url, child)
  return server(child, url)
}

/** `vite preview` of the baseline page, by its own config. */
export const previewBaseline = () => previewConfig(BASELINE_CONFIG)
/** `vite preview` of the floor pages, by their own config. */
export const previewFloors = () => previewConfig(FLOORS_CONFIG, '/input.html')

/** `vite preview` by a config; ready once `path` answers. */
async function previewConfig(config: string, path = '/'): Promise<Server> {
  const port = await freePort()
  const child = start([VITE, 'preview', '--config', config, '--port', String(port), '--strictPort'])
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}${path}`, child)
  return server(child, url)
}

/**
 * The token service alone (`app/devserver/mockServer.ts`), on a free port in its own process,
 * with more environment if given.
 */
export async function startTokenService(env: Record<string, string> = {}): Promise<Server> {
  const child = start(['--import', 'tsx', join(ROOT, 'app', 'devserver', 'mockServer.ts')], {
    ...env,
    MOCK_PORT: '0',
  })
  return server(child, await listeningUrl(child, 'mock server'))
}

/**
 * The ceiling of the token service's figure on this machine: a Node HTTP server in its own
 * process that reads the body and answers 201 with a fixed body the size of a token pair, with
 * no authentication, parsing or signing.
 */
export async function startHttpCeiling(): Promise<Server> {
  const code = `
    const body = JSON.stringify({ jwt_token: 'x'.repeat(430), refresh_token: 'y'.repeat(330) })
    const s = require('node:http').createServer((req, res) => {
      req.on('data', () => {})
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        res.end(body)
      })
    })
    s.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + s.address().port))
  `
  const child = start(['-e', code])
  return server(child, await listeningUrl(child, 'HTTP ceiling server'))
}

/** The URL a child server prints ("listening on http://127.0.0.1:<port>"). */
function listeningUrl(child: ChildProcess, what: string): Promise<string> {
  return new Promise<string>((done, fail) => {
    let out = ''
    const timer = setTimeout(() => fail(new Error(`${what} did not start:\n${out}`)), 30_000)
    const onData = (d: Buffer) => {
      out += d.toString()
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        done(m[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => fail(new Error(`${what} exited (${code}):\n${out}`)))
  })
}
