import { parseJson } from '../json/parseJson'
import { toPlain } from '../json/plain'
import type { Reply } from '../simulate/types'

/** Sample replies kept beside a script (the sidecar's `samples`), read for completion and lint. */
export type Samples = Readonly<Record<string, readonly Reply[]>>

/** A sample reply's body as a JSON value (a string body is parsed); `undefined` if not JSON. */
export function sampleBody(reply: Reply | undefined): unknown {
  if (!reply || reply.error) return undefined
  if (typeof reply.body !== 'string') return reply.body
  const parsed = parseJson(reply.body)
  return parsed.ok ? toPlain(parsed.value) : undefined
}

const cache = new WeakMap<object, ReadonlyMap<string, readonly (readonly string[] | undefined)[]>>()

/**
 * Per function, per request (webhook index), the top-level keys of its sample reply
 * (`undefined` where there is no sample, or it is not a JSON object). Cached per `samples`
 * object, so lint sees the same map while the samples do not change.
 */
export function replyKeysOf(
  samples: Samples | undefined,
): ReadonlyMap<string, readonly (readonly string[] | undefined)[]> | undefined {
  if (!samples) return undefined
  const hit = cache.get(samples)
  if (hit) return hit
  const map = new Map<string, (string[] | undefined)[]>()
  for (const [fn, replies] of Object.entries(samples)) {
    if (!Array.isArray(replies)) continue
    map.set(
      fn,
      replies.map((r) => {
        const body = sampleBody(r)
        return typeof body === 'object' && body !== null && !Array.isArray(body)
          ? Object.keys(body)
          : Array.isArray(body)
            ? ['array']
            : undefined
      }),
    )
  }
  cache.set(samples, map)
  return map
}
