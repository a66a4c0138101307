/**
 * How the preview routes reach a token service, server-side, with the project's Basic
 * credentials: in process (the mock's pure handler) or over HTTPS (a real SignalWire space).
 */
import { basicAuthHeader } from './basicAuth.ts'
import { readLimited } from './httpMessages.ts'
import type { TokenServiceContext } from './tokenHandlers.ts'
import { TOKEN_PATH, handleTokenRequest } from './tokenHandlers.ts'

/** Status and parsed JSON body (null when the body is not JSON) of a token-service reply. */
export interface TokenReply {
  status: number
  body: unknown
}

export interface CreateParams {
  resource?: unknown
  expires_in?: unknown
}

export interface TokenClient {
  /** Human-readable name of the service, for error messages (never holds credentials). */
  readonly origin: string
  /** `POST /api/relay/rest/jwt` with a JSON body holding the given parameters. */
  create: (params: CreateParams) => Promise<TokenReply>
  /** `PUT /api/relay/rest/jwt` with `{ refresh_token }`. */
  refresh: (refreshToken: string) => Promise<TokenReply>
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** A client calling the mock's handler directly, with the context's own credentials. */
export function inProcessTokenClient(ctx: TokenServiceContext): TokenClient {
  const call = async (method: 'POST' | 'PUT', body: unknown): Promise<TokenReply> => {
    const res = await handleTokenRequest(
      {
        method,
        url: TOKEN_PATH,
        headers: {
          authorization: basicAuthHeader(ctx.projectId, ctx.projectToken),
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      },
      ctx,
    )
    return { status: res.status, body: parseJson(res.body) }
  }
  return {
    origin: 'the mock token service',
    create: (params) => call('POST', params),
    refresh: (refreshToken) => call('PUT', { refresh_token: refreshToken }),
  }
}

export interface RemoteOptions {
  /** Space origin, e.g. `https://example.signalwire.com`. */
  spaceUrl: string
  projectId: string
  projectToken: string
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Most of a space's answer that is read; a longer body counts as not JSON (body null). */
export const MAX_REPLY_BYTES = 64 * 1024

/**
 * A client calling `<spaceUrl>/api/relay/rest/jwt` with `fetch`. Network failures and
 * timeouts (`timeoutMs`, for the whole answer) reject; any HTTP reply resolves, with a body
 * read up to `MAX_REPLY_BYTES`.
 */
export function remoteTokenClient(options: RemoteOptions): TokenClient {
  const doFetch = options.fetch ?? fetch
  const url = `${options.spaceUrl}${TOKEN_PATH}`
  const call = async (method: 'POST' | 'PUT', body: unknown): Promise<TokenReply> => {
    const res = await doFetch(url, {
      method,
      headers: {
        Authorization: basicAuthHeader(options.projectId, options.projectToken),
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: 'error',
    })
    const text = await readLimited(res, MAX_REPLY_BYTES)
    return { status: res.status, body: text === null ? null : parseJson(text) }
  }
  return {
    origin: options.spaceUrl,
    create: (params) => call('POST', params),
    refresh: (refreshToken) => call('PUT', { refresh_token: refreshToken }),
  }
}
