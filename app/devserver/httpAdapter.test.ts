import type { IncomingMessage } from 'node:http'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES, readBody } from './httpAdapter.ts'
import { bodyText, headerValue, mediaType, parseJsonBody, pathOf } from './httpMessages.ts'

function fakeRequest(headers: Record<string, string> = {}) {
  const stream = new PassThrough() as PassThrough & { headers: Record<string, string> }
  stream.headers = headers
  return stream
}
const asRequest = (s: PassThrough) => s as unknown as IncomingMessage

describe('readBody', () => {
  it('reads a body in chunks', async () => {
    const req = fakeRequest()
    const result = readBody(asRequest(req))
    req.write('{"a":')
    req.end('1}')
    expect(await result).toEqual({ ok: true, body: Buffer.from('{"a":1}') })
  })

  it('accepts exactly the limit', async () => {
    const req = fakeRequest()
    const result = readBody(asRequest(req), 4)
    req.end('1234')
    expect((await result).ok).toBe(true)
  })

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const req = fakeRequest({ 'content-length': String(MAX_BODY_BYTES + 1) })
    expect(await readBody(asRequest(req))).toEqual({ ok: false, reason: 'too_large' })
    expect(req.listenerCount('data')).toBe(0)
  })

  it('stops reading a streamed body once it passes the limit', async () => {
    const req = fakeRequest()
    const result = readBody(asRequest(req), 4)
    req.write('123')
    req.write('45')
    expect(await result).toEqual({ ok: false, reason: 'too_large' })
    expect(req.listenerCount('data')).toBe(0)
    expect(req.isPaused()).toBe(true)
  })

  it('reports an aborted request', async () => {
    const req = fakeRequest()
    const result = readBody(asRequest(req))
    req.destroy(new Error('reset'))
    expect(await result).toEqual({ ok: false, reason: 'aborted' })
  })
})

describe('httpMessages helpers', () => {
  const req = (headers: Record<string, string | string[]>, body: string | Buffer = '') => ({
    method: 'POST',
    headers,
    body,
  })

  it.each([
    ['application/json', 'application/json'],
    ['Application/JSON; charset=utf-8', 'application/json'],
    [undefined, ''],
  ])('mediaType(%s) = %s', (value, expected) => {
    expect(mediaType(req(value === undefined ? {} : { 'content-type': value }))).toBe(expected)
  })

  it('reads the first of repeated headers and decodes Buffer bodies', () => {
    expect(headerValue(req({ host: ['a', 'b'] }), 'host')).toBe('a')
    expect(bodyText(req({}, Buffer.from('é')))).toBe('é')
  })

  it('parses JSON bodies, blank as {}', () => {
    expect(parseJsonBody('  ')).toEqual({ ok: true, value: {} })
    expect(parseJsonBody('[1]')).toEqual({ ok: true, value: [1] })
    expect(parseJsonBody('{')).toEqual({ ok: false })
  })

  it('strips the query from a path', () => {
    expect(pathOf('/a/b?c=d')).toBe('/a/b')
    expect(pathOf(undefined)).toBe('/')
  })
})
