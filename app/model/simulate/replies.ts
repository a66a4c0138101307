import { parseJson } from '../json/parseJson'
import type { JsonValue } from '../json/values'
import type { Reply, SimRequest, SimulationInput } from './types'
import { treeOf } from './values'

/**
 * The network, simulated. Each request takes the first reply not yet used whose `url` (when
 * given) is a prefix of the request's URL and whose `method` (when given) matches; when none
 * does, `fetch` is asked if there is one; otherwise the request fails as a network error.
 */

export type Answer =
  | { kind: 'failed'; error: 'network' | 'timeout'; detail: string; source?: number | 'fetch' }
  | {
      kind: 'answered'
      status: number
      source: number | 'fetch'
      /** The body read as JSON, or why it is not JSON (with its text). */
      body: { ok: true; value: JsonValue } | { ok: false; message: string; text: string }
    }

export class ReplyBook {
  private readonly replies: readonly Reply[]
  private readonly used: boolean[]
  constructor(replies: readonly Reply[] | undefined) {
    this.replies = Array.isArray(replies) ? replies : []
    this.used = this.replies.map(() => false)
  }

  /** The index of the reply for this request (marked as used), or -1. */
  take(request: SimRequest): number {
    const i = this.replies.findIndex((r, j) => !this.used[j] && matches(r, request))
    if (i >= 0) this.used[i] = true
    return i
  }

  get(i: number): Reply {
    return this.replies[i]!
  }
}

function matches(reply: Reply, request: SimRequest): boolean {
  if (reply === null || typeof reply !== 'object') return false
  if (typeof reply.url === 'string' && !request.url.startsWith(reply.url)) return false
  if (typeof reply.method === 'string' && reply.method.toUpperCase() !== request.method)
    return false
  return true
}

/** A body as given (a JSON value, or a string sent as is), read as JSON. */
export function readBody(body: unknown): Extract<Answer, { kind: 'answered' }>['body'] {
  if (typeof body === 'string') {
    const parsed = parseJson(body)
    return parsed.ok
      ? { ok: true, value: parsed.value }
      : {
          ok: false,
          text: body,
          message: `${parsed.error.message} (line ${parsed.error.line}, column ${parsed.error.column})`,
        }
  }
  if (body === undefined) return { ok: false, text: '', message: 'the reply has no body' }
  return { ok: true, value: treeOf(body) }
}

const statusOf = (s: unknown) =>
  typeof s === 'number' && Number.isInteger(s) && s >= 100 && s <= 599 ? s : 200

/** The answer to a request: a reply, `fetch`, or a network failure. Never throws. */
export async function answer(
  request: SimRequest,
  book: ReplyBook,
  input: SimulationInput,
): Promise<Answer> {
  const i = book.take(request)
  if (i >= 0) {
    const reply = book.get(i)
    if (reply.error === 'network' || reply.error === 'timeout')
      return {
        kind: 'failed',
        error: reply.error,
        source: i,
        detail:
          reply.error === 'timeout'
            ? `reply ${i + 1} says the request timed out`
            : `reply ${i + 1} says the network failed`,
      }
    return {
      kind: 'answered',
      status: statusOf(reply.status),
      source: i,
      body: readBody(reply.body),
    }
  }
  if (typeof input.fetch !== 'function')
    return {
      kind: 'failed',
      error: 'network',
      detail: `no reply was given for ${request.method} ${request.url}`,
    }
  try {
    const got = await input.fetch(request)
    return {
      kind: 'answered',
      status: statusOf(got?.status),
      source: 'fetch',
      body: readBody(got?.body),
    }
  } catch (e) {
    const name = e instanceof Error ? e.name : ''
    const timeout = name === 'TimeoutError' || name === 'AbortError'
    return {
      kind: 'failed',
      error: timeout ? 'timeout' : 'network',
      source: 'fetch',
      detail: `the request failed: ${e instanceof Error ? e.message : String(e)}`,
    }
  }
}
