/**
 * The client preview when things go wrong: the editor's own server (a second `vite preview` or
 * `vite`) is pointed at a "space" that is a proxy in this test, in front of the mock token
 * service in its own process (`npm run mock`), which the tests stop and restart. The proxy can
 * answer slowly, with 500s or with bad JSON, and cut the Relay sockets that go through it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { connect as connectTcp, createServer as createTcpServer, type Socket } from 'node:net'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect } from '../fixtures'
import { PreviewPanel } from '../pages/PreviewPanel'

const ROOT = join(import.meta.dirname, '..', '..')
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
const BUILD = join(ROOT, '.e2e-dist', process.env.E2E_PORT ?? '5199')
/** How long the editor's server waits for the space (SWAIG_SPACE_TIMEOUT_MS). */
const SPACE_TIMEOUT_MS = 2_000

type Fault = { kind: 'none' } | { kind: 'slow'; ms: number } | { kind: '500' } | { kind: 'badJson' }

const children = new Set<ChildProcess>()
let fault: Fault = { kind: 'none' }
let mock: ChildProcess | null = null
let mockPort = 0
let space: Server
let editorUrl = ''
const relaySockets = new Set<Socket>()

function freePort(): Promise<number> {
  const server = createTcpServer()
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    }),
  )
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  child.stdout!.resume()
  child.stderr!.resume()
  return child
}

/** Starts the mock token service and Relay stub on `mockPort`; resolves once it listens. */
function startMock(): Promise<void> {
  const child = start(['--import', 'tsx', join(ROOT, 'app', 'devserver', 'mockServer.ts')], {
    MOCK_PORT: String(mockPort),
  })
  mock = child
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('listening on')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`mock exited (${code})`)))
  })
}

async function stopMock(): Promise<void> {
  const child = mock
  mock = null
  if (!child || child.exitCode !== null) return
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** The "space": forwards the token endpoint to the mock unless a fault is set, and pipes Relay. */
function startSpace(): Promise<string> {
  space = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      if (fault.kind === '500') return res.writeHead(500).end('Internal Server Error')
      if (fault.kind === 'badJson') {
        return res.writeHead(201, { 'content-type': 'application/json' }).end('{"jwt_token":')
      }
      if (fault.kind === 'slow')
        await new Promise((r) => setTimeout(r, (fault as { ms: number }).ms))
      const upstream = request(
        {
          host: '127.0.0.1',
          port: mockPort,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.destroy())
      upstream.end(Buffer.concat(chunks))
    })
  })
  space.on('upgrade', (req, socket: Socket, head: Buffer) => {
    const upstream = connectTcp(mockPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`]
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      upstream.write(head)
      upstream.pipe(socket).pipe(upstream)
    })
    relaySockets.add(socket)
    const drop = () => {
      relaySockets.delete(socket)
      socket.destroy()
      upstream.destroy()
    }
    for (const s of [socket, upstream]) s.on('close', drop).on('error', drop)
  })
  return new Promise((resolve) =>
    space.listen(0, '127.0.0.1', () => {
      resolve(`127.0.0.1:${(space.address() as { port: number }).port}`)
    }),
  )
}

async function startEditor(spaceHost: string): Promise<string> {
  const port = await freePort()
  const where = ['--port', String(port), '--strictPort', '--host', '127.0.0.1']
  const devServer = process.env.E2E_DEV === '1' || !existsSync(BUILD)
  const args = devServer ? [VITE, ...where] : [VITE, 'preview', '--outDir', BUILD, ...where]
  start(args, {
    SIGNALWIRE_SPACE_URL: `http://${spaceHost}`,
    SIGNALWIRE_RELAY_HOST: `ws://${spaceHost}/relay`,
    SWAIG_SPACE_TIMEOUT_MS: String(SPACE_TIMEOUT_MS),
  })
  const url = `http://127.0.0.1:${port}`
  await expect
    .poll(
      () =>
        fetch(url).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
  return url
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  mockPort = await freePort()
  await startMock()
  editorUrl = await startEditor(await startSpace())
})

test.afterAll(async () => {
  const exited = [...children].map(
    (child) =>
      new Promise<void>((resolve) =>
        child.exitCode === null ? child.once('exit', () => resolve()) : resolve(),
      ),
  )
  for (const child of children) child.kill('SIGTERM')
  for (const socket of relaySockets) socket.destroy()
  space.closeAllConnections()
  await new Promise<void>((resolve) => space.close(() => resolve()))
  await Promise.all(exited)
})

test.beforeEach(async () => {
  test.setTimeout(60_000)
  fault = { kind: 'none' }
  if (!mock) await startMock()
})

async function openPreview(page: Page): Promise<PreviewPanel> {
  await page.goto(`${editorUrl}/`)
  await expect(page.getByRole('heading', { name: 'SWAIG Studio' })).toBeVisible()
  // Set on this page only: a reload would lose it.
  await page.evaluate(() => ((window as { loadedOnce?: boolean }).loadedOnce = true))
  const preview = new PreviewPanel(page)
  await preview.open()
  return preview
}
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce === true)

test.describe('client preview under faults', () => {
  test('says the token service is unavailable, and connects once it is back', async ({
    unopenedStudio,
  }) => {
    const page = unopenedStudio.page
    const preview = await openPreview(page)
    await stopMock()
    await preview.connect({ minutes: 15 })
    await expect(preview.status).toContainText('Unavailable')
    await expect(preview.status).toContainText('token service is unavailable')
    await expect(preview.status).toContainText(/Trying again in \d+ s/)
    await startMock()
    await expect(preview.status).toContainText('Ready', { timeout: 20_000 })
    expect(await notReloaded(page)).toBe(true)
  })

  test('recovers a live session when the token service restarts, without a reload', async ({
    unopenedStudio,
  }) => {
    const page = unopenedStudio.page
    const preview = await openPreview(page)
    await preview.connect({ minutes: 15 })
    await expect(preview.status).toContainText('Ready', { timeout: 15_000 })
    const jti = await preview.claim('jti').innerText()
    await stopMock()
    await expect(preview.status).toContainText('Unavailable', { timeout: 15_000 })
    await startMock()
    await expect(preview.status).toContainText('Ready', { timeout: 30_000 })
    await expect(preview.claim('jti')).not.toHaveText(jti)
    expect(await notReloaded(page)).toBe(true)
  })

  test('a Relay socket dropped mid-session: the client reconnects with its token', async ({
    unopenedStudio,
  }) => {
    const page = unopenedStudio.page
    const preview = await openPreview(page)
    await preview.connect({ minutes: 15 })
    await expect(preview.status).toContainText('Ready', { timeout: 15_000 })
    const jti = await preview.claim('jti').innerText()
    expect(relaySockets.size).toBeGreaterThan(0)
    for (const socket of relaySockets) socket.destroy()
    await expect(page.getByText('The connection dropped; the client reconnects.')).toBeVisible()
    await expect(preview.status).toContainText('Ready', { timeout: 15_000 })
    await expect(preview.claim('jti')).toHaveText(jti)
  })

  test('a slow space: connects within the timeout, and says so past it', async ({
    unopenedStudio,
  }) => {
    const preview = await openPreview(unopenedStudio.page)
    fault = { kind: 'slow', ms: SPACE_TIMEOUT_MS / 2 }
    await preview.connect({ minutes: 15 })
    await expect(preview.status).toContainText('Ready', { timeout: 15_000 })
    await unopenedStudio.page.getByRole('button', { name: 'Disconnect' }).click()
    fault = { kind: 'slow', ms: SPACE_TIMEOUT_MS * 2 }
    await preview.connect({ minutes: 15 })
    await expect(preview.status).toContainText('did not answer in time', { timeout: 15_000 })
    fault = { kind: 'none' }
    await expect(preview.status).toContainText('Ready', { timeout: 20_000 })
  })

  for (const [name, broken, said] of [
    ['500s', { kind: '500' }, 'answered HTTP 500'],
    ['bad JSON', { kind: 'badJson' }, 'without a token pair'],
  ] as const) {
    test(`a space answering ${name}: the panel says what it answered, and recovers`, async ({
      unopenedStudio,
    }) => {
      const preview = await openPreview(unopenedStudio.page)
      fault = broken
      await preview.connect({ minutes: 15 })
      await expect(preview.status).toContainText('Unavailable', { timeout: 15_000 })
      await expect(preview.status).toContainText(said)
      fault = { kind: 'none' }
      await expect(preview.status).toContainText('Ready', { timeout: 20_000 })
    })
  }
})
