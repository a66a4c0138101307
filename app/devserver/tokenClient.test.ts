import { describe, expect, it } from 'vitest'
import { basicAuthHeader } from './basicAuth.ts'
import { PROJECT, PROJECT_TOKEN, makeTokenContext } from './testHelpers.ts'
import { MAX_REPLY_BYTES, inProcessTokenClient, remoteTokenClient } from './tokenClient.ts'

describe('inProcessTokenClient', () => {
  it('creates and refreshes through the pure handler with the configured credentials', async () => {
    const client = inProcessTokenClient(makeTokenContext())
    const created = await client.create({ resource: 'alice' })
    expect(created.status).toBe(201)
    const { refresh_token } = created.body as { refresh_token: string }
    expect((await client.refresh(refresh_token)).status).toBe(200)
    expect((await client.refresh(refresh_token)).status).toBe(401)
  })
})

describe('remoteTokenClient', () => {
  it('POSTs and PUTs JSON with Basic credentials to <space>/api/relay/rest/jwt', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(
        calls.length === 1 ? '{"jwt_token":"j","refresh_token":"r"}' : 'not json',
        {
          status: calls.length === 1 ? 201 : 502,
        },
      )
    }) as unknown as typeof fetch
    const client = remoteTokenClient({
      spaceUrl: 'https://space.example.com',
      projectId: PROJECT,
      projectToken: PROJECT_TOKEN,
      fetch: fakeFetch,
    })
    expect(client.origin).toBe('https://space.example.com')
    expect(await client.create({ expires_in: 5 })).toEqual({
      status: 201,
      body: { jwt_token: 'j', refresh_token: 'r' },
    })
    expect(await client.refresh('r')).toEqual({ status: 502, body: null })
    expect(calls.map((c) => [c.url, c.init.method, c.init.body])).toEqual([
      ['https://space.example.com/api/relay/rest/jwt', 'POST', '{"expires_in":5}'],
      ['https://space.example.com/api/relay/rest/jwt', 'PUT', '{"refresh_token":"r"}'],
    ])
    const headers = calls[0]!.init.headers as Record<string, string>
    expect(headers.Authorization).toBe(basicAuthHeader(PROJECT, PROJECT_TOKEN))
    expect(headers['Content-Type']).toBe('application/json')
  })

  it(`reads at most ${MAX_REPLY_BYTES} bytes of an answer; a longer one is not JSON`, async () => {
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new TextEncoder().encode(`"${'x'.repeat(16 * 1024)}`))
      },
    })
    const fakeFetch = (async () =>
      new Response(endless, { status: 422 })) as unknown as typeof fetch
    const client = remoteTokenClient({
      spaceUrl: 'https://s',
      projectId: 'p',
      projectToken: 't',
      fetch: fakeFetch,
    })
    expect(await client.create({})).toEqual({ status: 422, body: null })
    expect(pulled).toBeLessThan(10)
  })
})
