import { parseJson, toPlain } from '../../model/core'
import {
  DEFAULT_CALL,
  type Reply,
  type ReplyTarget,
  type SimulationInput,
} from '../../model/simulate'

/**
 * What the person has typed in the Test tab for one function, and the simulator input it makes.
 * Pure: no React, no store.
 */

export interface ReplyDraft {
  status: string
  /** The reply body as typed or pasted (JSON, or any text). */
  body: string
  /** A failure instead of a reply. */
  error: '' | 'network' | 'timeout'
}

export interface Draft {
  args: Record<string, unknown>
  callerNum: string
  callerName: string
  /** `global_data` as JSON text. */
  globalData: string
  /** One per request the function makes (see `replyTargets`). */
  replies: ReplyDraft[]
}

export const emptyReply = (): ReplyDraft => ({ status: '200', body: '', error: '' })

/** A reply body as text: a string as is, a JSON value pretty-printed. */
export const bodyText = (body: unknown): string =>
  body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body, null, 2)

/** A first draft: no arguments, the default caller, the script's global_data, sample replies. */
export function newDraft(
  targets: readonly ReplyTarget[],
  globalData: unknown,
  samples: readonly Reply[] = [],
): Draft {
  return {
    args: {},
    callerNum: DEFAULT_CALL.caller_id_num!,
    callerName: DEFAULT_CALL.caller_id_name!,
    globalData: JSON.stringify(globalData ?? {}, null, 2),
    replies: targets.map((_, i) => {
      const s = samples[i]
      return s
        ? { status: String(s.status ?? 200), body: bodyText(s.body), error: s.error ?? '' }
        : emptyReply()
    }),
  }
}

export type InputResult =
  | { ok: true; input: SimulationInput }
  | { ok: false; field: 'globalData' | `status-${number}`; message: string }

/** The replies of a draft as the simulator takes them; an empty reply is no reply at all. */
export function repliesOf(
  draft: Draft,
  targets: readonly ReplyTarget[],
): { ok: true; replies: Reply[] } | { ok: false; index: number; message: string } {
  const out: Reply[] = []
  for (let i = 0; i < draft.replies.length; i++) {
    const r = draft.replies[i]!
    const t = targets[i]
    const match: Reply = t ? { url: t.prefix, method: t.method } : {}
    if (r.error) {
      out.push({ ...match, error: r.error })
      continue
    }
    if (r.body.trim() === '') continue
    const status = Number(r.status.trim() || '200')
    if (!Number.isInteger(status) || status < 100 || status > 599)
      return {
        ok: false,
        index: i,
        message: `The status of reply ${i + 1} must be a number from 100 to 599`,
      }
    out.push({ ...match, status, body: r.body })
  }
  return { ok: true, replies: out }
}

/** The simulator input of a draft, or the first thing that stops it, located. */
export function inputOf(draft: Draft, targets: readonly ReplyTarget[]): InputResult {
  const parsed = parseJson(draft.globalData.trim() === '' ? '{}' : draft.globalData)
  if (!parsed.ok)
    return {
      ok: false,
      field: 'globalData',
      message: `global_data is not valid JSON: ${parsed.error.message} (line ${parsed.error.line}, column ${parsed.error.column})`,
    }
  const globalData = toPlain(parsed.value)
  if (typeof globalData !== 'object' || globalData === null || Array.isArray(globalData))
    return {
      ok: false,
      field: 'globalData',
      message: 'global_data must be a JSON object, such as {"tier": "gold"}',
    }
  const replies = repliesOf(draft, targets)
  if (!replies.ok) return { ok: false, field: `status-${replies.index}`, message: replies.message }
  return {
    ok: true,
    input: {
      args: draft.args,
      call: { caller_id_num: draft.callerNum, caller_id_name: draft.callerName },
      globalData,
      replies: replies.replies,
    },
  }
}

/** A draft's replies as samples to keep beside the script (one per request, in order). */
export function samplesOf(draft: Draft): Reply[] {
  return draft.replies.map((r) =>
    r.error ? { error: r.error } : { status: Number(r.status) || 200, body: r.body },
  )
}
