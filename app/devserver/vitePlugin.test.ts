import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo, Server as NetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Logger } from 'vite'
import { createLogger, createServer, preview } from 'vite'
import { WebSocket } from 'ws'
import { basicAuthHeader } from './basicAuth.ts'
import { DEV_PROJECT_ID, DEV_PROJECT_TOKEN } from './config.ts'
import { DEFAULT_LIMITS } from './limits.ts'
import { swaigDevServer } from './vitePlugin.ts'

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'swaig-plugin-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>')
  mkdirSync(join(root, 'dist'))
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>t</title>')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

function capturingLogger(lines: string[]): Logger {
  const logger = createLogger('silent')
  return { ...logger, info: (msg: string) => void lines.push(msg) }
}

const firstMessage = (url: string, protocol?: string) =>
  new Promise<string>((resolve, reject) => {
    const ws = new WebSocket(url, protocol)
    ws.once('message', (data) => {
      resolve(String(data))
      ws.close()
    })
    ws.once('error', reject)
    if (!protocol) {
      ws.once('open', () =>
        ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'blade.ping', params: {} })),
      )
    }
  })

async function exercise(base: string) {
  const created = await fetch(`${base}/api/relay/rest/jwt`, {
    method: 'POST',
    headers: { authorization: basicAuthHeader(DEV_PROJECT_ID, DEV_PROJECT_TOKEN) },
  })
  expect(created.status).toBe(201)
  expect(created.headers.get('cache-control')).toBe('no-store')
  const started = await fetch(`${base}/preview/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: '{}',
  })
  expect(started.status).toBe(201)
  const { host } = (await started.json()) as { host: string }
  expect(host).toBe(`${base.replace('http', 'ws')}/relay`)
  expect(JSON.parse(await firstMessage(host))).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
  expect(await expectContinue(base, '/api/relay/rest/jwt', 1_000_000)).toEqual([413, false])
  expect(await expectContinue(base, '/index.html', 10)).toEqual([200, true])
}

/** A GET or POST with `Expect: 100-continue`: its status, and whether 100 Continue came first. */
function expectContinue(base: string, path: string, length: number) {
  return new Promise<[number, boolean]>((resolve, reject) => {
    let continued = false
    const req = request(`${base}${path}`, {
      method: path.endsWith('.html') ? 'GET' : 'POST',
      headers: { 'content-length': String(length), expect: '100-continue' },
    })
    req.on('continue', () => {
      continued = true
      req.end(Buffer.alloc(length))
    })
    req.on('response', (res) => {
      res.resume()
      resolve([res.statusCode ?? 0, continued])
      req.destroy()
    })
    req.on('error', reject)
    req.flushHeaders()
  })
}

/** The limits the plugin sets on Vite's HTTP server. */
function expectLimits(server: NetServer) {
  expect(server).toMatchObject({
    headersTimeout: DEFAULT_LIMITS.headersTimeoutMs,
    requestTimeout: DEFAULT_LIMITS.requestTimeoutMs,
    keepAliveTimeout: DEFAULT_LIMITS.keepAliveTimeoutMs,
    maxConnections: DEFAULT_LIMITS.hardMaxSockets,
  })
}

describe('swaigDevServer', () => {
  it('serves the token endpoint, preview routes and Relay stub under `vite`, beside HMR', async () => {
    const lines: string[] = []
    const server = await createServer({
      configFile: false,
      root,
      plugins: [swaigDevServer()],
      server: { port: 0, host: '127.0.0.1' },
      customLogger: capturingLogger(lines),
    })
    await server.listen()
    try {
      const { port } = server.httpServer!.address() as AddressInfo
      const base = `http://127.0.0.1:${port}`
      await exercise(base)
      expectLimits(server.httpServer as NetServer)
      const hmr = JSON.parse(await firstMessage(`ws://127.0.0.1:${port}/`, 'vite-hmr'))
      expect(hmr).toEqual({ type: 'connected' })
      const banner = lines.join('\n')
      expect(banner).toContain(DEV_PROJECT_ID)
      expect(banner).toContain(`ws://127.0.0.1:${port}/relay`)
    } finally {
      await server.close()
    }
  })

  it('serves the same under `vite preview`', async () => {
    const server = await preview({
      configFile: false,
      root,
      plugins: [swaigDevServer()],
      preview: { port: 0, host: '127.0.0.1' },
      logLevel: 'silent',
    })
    try {
      const { port } = server.httpServer.address() as AddressInfo
      await exercise(`http://127.0.0.1:${port}`)
      expectLimits(server.httpServer as NetServer)
    } finally {
      await server.close()
    }
  })
})
