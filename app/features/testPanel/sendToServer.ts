import type { FetchReply, SimRequest } from '../../model/simulate'

/** The dev-server route that sends a request for the page (see app/devserver/tryRoutes.ts). */
export const TRY_SEND_URL = '/try/send'

export class SendError extends Error {
  readonly kind: 'timeout' | 'network' | 'too_large' | 'invalid' | 'unavailable'
  constructor(kind: SendError['kind'], message: string) {
    super(message)
    this.kind = kind
    this.name = kind === 'timeout' ? 'TimeoutError' : 'SendError'
  }
}

/**
 * Sends a request to the person's own server through the dev server (the browser's CORS rules
 * would stop the page itself), and answers as a `fetch` for `simulateFunction`. Throws a
 * `SendError` saying why when there is no reply.
 */
export async function sendToServer(request: SimRequest): Promise<FetchReply> {
  let res: Response
  try {
    res = await fetch(TRY_SEND_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    })
  } catch {
    throw new SendError('unavailable', 'the SWAIG Studio dev server did not answer')
  }
  const data = (await res.json().catch(() => null)) as
    | { ok: true; status: number; headers: Record<string, string>; body: string }
    | { ok: false; error: string; message: string }
    | null
  if (!data || res.status === 404)
    throw new SendError(
      'unavailable',
      'sending needs the SWAIG Studio dev server (npm run dev or npm run preview)',
    )
  if (data.ok) return { status: data.status, headers: data.headers, body: data.body }
  const kind = (['timeout', 'network', 'too_large', 'invalid'] as const).find(
    (k) => k === data.error,
  )
  throw new SendError(kind ?? 'network', data.message)
}
