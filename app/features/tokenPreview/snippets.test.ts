import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jsString, shellQuote } from './quoting'
import { connectionSnippets, type SnippetInput } from './snippets'

/** Values a person may type that break naive quoting, or would run something if pasted. */
const NASTY = [
  "O'Brien",
  "alice'; touch pwned.txt; echo '",
  '$(touch pwned.txt)',
  '`touch pwned.txt`',
  '"double" quotes and \\ back\\slashes \\',
  'two\nlines\r\nand a tab\t',
  '${HOME} %{args.x} $HOME',
  "it's \\' tricky'\\",
  'ünïcødé \u2028 separators \u2029 ✓',
]

interface Received {
  method: string
  url: string
  auth: string | undefined
  body: string
}

let server: Server
let baseUrl: string
let received: Received[] = []
let cwd: string

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString('utf8')))
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        auth: req.headers.authorization,
        body,
      })
      res.writeHead(201, { 'content-type': 'application/json' })
      res.end('{"jwt_token":"j","refresh_token":"r"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  received = []
  cwd = mkdtempSync(join(tmpdir(), 'snippet-'))
  return () => rmSync(cwd, { recursive: true, force: true })
})

const ENV = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  SIGNALWIRE_PROJECT_ID: 'proj',
  SIGNALWIRE_PROJECT_TOKEN: 'tok',
  SIGNALWIRE_SPACE_URL: '',
}

function run(file: string, args: string[], env = ENV): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(file, args, { cwd, env, timeout: 15_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    ),
  )
}

const input = (over: Partial<SnippetInput>): SnippetInput => ({
  baseUrl,
  project: 'p-1',
  jwt: 'a.b.c',
  host: 'ws://127.0.0.1/relay',
  resource: 'alice',
  expiresIn: 15,
  ...over,
})

describe('quoting', () => {
  it.each(NASTY)('a shell word reads back as exactly %j', async (value) => {
    const out = await run('sh', ['-c', `printf '%s' ${shellQuote(value)}`])
    expect(out).toBe(value)
  })

  it.each(NASTY)('a JavaScript literal reads back as exactly %j', (value) => {
    expect(new Function(`return ${jsString(value)}`)()).toBe(value)
    expect(jsString(value)).not.toMatch(/[\n\r\u2028\u2029]/)
  })
})

/** curl and a POSIX shell, which a CI image may lack. */
const HAS_CURL = spawnSync('sh', ['-c', 'command -v curl']).status === 0

describe.skipIf(!HAS_CURL)('the curl snippet, run by sh against a local server', () => {
  it.each(NASTY)('sends exactly the resource %j and runs nothing else', async (resource) => {
    await run('sh', ['-c', connectionSnippets(input({ resource })).curl])
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/relay/rest/jwt' })
    expect(received[0]!.auth).toBe(`Basic ${Buffer.from('proj:tok').toString('base64')}`)
    expect(JSON.parse(received[0]!.body)).toEqual({ resource, expires_in: 15 })
    expect(readdirSync(cwd)).toEqual([])
  })

  it('reads the space URL from the environment when the page does not know it', async () => {
    const { curl } = connectionSnippets(input({ baseUrl: undefined }))
    await run('sh', ['-c', curl], { ...ENV, SIGNALWIRE_SPACE_URL: baseUrl })
    expect(received.map((r) => r.url)).toEqual(['/api/relay/rest/jwt'])
  })
})

describe('the Node snippet, run by node against a local server', () => {
  it.each(NASTY)('sends exactly the resource %j and runs nothing else', async (resource) => {
    const file = join(cwd, '..', `snippet-${process.pid}-${Math.random()}.mjs`)
    writeFileSync(file, connectionSnippets(input({ resource })).node)
    try {
      await run(process.execPath, [file])
    } finally {
      rmSync(file, { force: true })
    }
    expect(received).toHaveLength(1)
    expect(received[0]!.auth).toBe(`Basic ${Buffer.from('proj:tok').toString('base64')}`)
    expect(JSON.parse(received[0]!.body)).toEqual({ resource, expires_in: 15 })
    expect(readdirSync(cwd)).toEqual([])
  })
})

describe('the browser snippet', () => {
  it.each(NASTY)('gives the client exactly the values %j', async (value) => {
    const code = connectionSnippets(input({ project: value, jwt: value, host: value })).client
    const calls: unknown[] = []
    class Relay {
      constructor(options: unknown) {
        calls.push(options)
      }
      on() {}
      connect() {}
    }
    const body = code.replace(/^import .*$/m, '')
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...args: string[]
    ) => (...a: unknown[]) => Promise<void>
    await new AsyncFunction('Relay', 'getNewJwtFromYourServer', body)(Relay, async () => '')
    expect(calls).toEqual([{ project: value, token: value, host: value }])
  })
})
