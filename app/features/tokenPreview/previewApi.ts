/**
 * The editor's calls to the preview routes of its dev server, which play the customer's
 * server: they hold the project credentials and the refresh token; the page gets only the JWT.
 */
export interface PreviewSession {
  session: string
  jwt_token: string
  project: string
  host: string
  expires_in: number
}

export class PreviewError extends Error {
  readonly code: string
  readonly status: number
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new PreviewError(
      0,
      'unreachable',
      'The editor’s server did not answer. Is `npm run dev` still running?',
    )
  }
  if (res.status === 204) return undefined as T
  const data = (await res.json().catch(() => ({}))) as {
    error?: { code?: string; message?: string }
  }
  if (!res.ok) {
    const code = data.error?.code ?? `http_${res.status}`
    const message =
      res.status === 404 && code === 'not_found'
        ? 'This server has no preview routes: run the editor with `npm run dev` or `npm run preview`.'
        : (data.error?.message ?? `The server answered ${res.status}.`)
    throw new PreviewError(res.status, code, message)
  }
  return data as T
}

export const previewApi = {
  createSession: (params: { resource?: string; expires_in: number }) =>
    call<PreviewSession>('POST', '/preview/token', params),
  refresh: (session: string) =>
    call<{ jwt_token: string }>('POST', '/preview/refresh', { session }),
  forget: (session: string) => call<void>('DELETE', '/preview/session', { session }),
}
