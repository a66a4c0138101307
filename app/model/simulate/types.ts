import type { JsonPath } from '../json/pointer'
import type { ReadingId } from './readings'

/** The types of the simulator's public API (`simulateFunction`, `webhookRequest`). */

/** A reply the simulator gives to a request, in place of the network. */
export interface Reply {
  /** Taken only by a request whose expanded URL (without credentials) starts with this. */
  url?: string
  /** Taken only by a request with this method (any case). */
  method?: string
  /** HTTP status; 200 when absent. */
  status?: number
  headers?: Record<string, string>
  /** A JSON value, or a string sent as is (the raw text of the reply body). */
  body?: unknown
  /** The request fails this way instead of being answered. */
  error?: 'network' | 'timeout'
}

/** A request as it leaves the platform: credentials moved from the URL to `Authorization`. */
export interface SimRequest {
  url: string
  method: string
  headers: Record<string, string>
  /** The JSON body; absent when the request has none. */
  body?: unknown
}

/** What a `fetch` given to the simulator answers; `body` as in `Reply`. */
export interface FetchReply {
  status: number
  headers?: Record<string, string>
  body: unknown
}

export interface SimulationInput {
  /** The arguments the agent passes (an object). */
  args: object
  /** Call fields (`call_id`, `caller_id_num`, …) over the simulator's defaults. */
  call?: object
  /** `global_data`; the script's `ai.global_data` when absent. */
  globalData?: object
  /** `meta_data`; the function's own `meta_data` when absent. */
  metaData?: object
  /** Replies to the requests made, in order of use (see `Reply`). */
  replies?: Reply[]
  /** Asked for a request no reply matches; without it such a request fails as a network error. */
  fetch?: (request: SimRequest) => Promise<FetchReply>
}

export type Outcome = 'output' | 'fallback' | 'error'

export interface Simulation {
  /**
   * `output`: an expression or a webhook produced the output (for a `web_hook_url` function:
   * the server's reply); `fallback`: the data_map's top-level `output` did; `error`: nothing
   * did, and the agent gets a generic error.
   */
  outcome: Outcome
  /** The text the agent reads (for `{tool_result, tool_prompt}`: the `tool_result`). */
  response?: string
  /** The `tool_prompt` of a response written as `{tool_result, tool_prompt}`. */
  toolPrompt?: string
  /** The actions, expanded, as a list (a single action is put in a list). */
  action?: unknown[]
  postProcess?: boolean
  /** Every request made, in order. */
  requests: SimRequest[]
  trace: TraceEvent[]
}

/** Why a webhook failed (the debug feed's `webhook_fail`). */
export type FailReason = 'network' | 'timeout' | 'status' | 'not_json' | 'error_keys' | 'no_output'

/** Where an output came from. */
export type OutputSource = 'expression' | 'webhook' | 'webhook_expression' | 'fallback' | 'reply'

interface Located {
  /** Path of the part of the function that produced the event (`['data_map', 'webhooks', 0]`). */
  at: JsonPath
  /** The reading taken where the sources differ (see `readings.ts`). */
  reading?: ReadingId
}

/**
 * One step of an evaluation. Types named like the platform's debug feed (`match`, `webhook`,
 * `webhook_reply`, `webhook_fail`, `error_keys`, `foreach`, `output`) mean the same thing there,
 * so a trace can be held against a real call's `debug_webhook_url` log.
 */
export type TraceEvent =
  | (Located & {
      type: 'match'
      string: string
      pattern: string
      /** The JavaScript regular expression the pattern was read as (`/…/flags`). */
      regex: string
      matched: boolean
    })
  | (Located & { type: 'pattern_error'; pattern: string; message: string })
  | (Located & { type: 'require_args'; missing: string[] })
  | (Located & {
      type: 'webhook'
      request: SimRequest
      /** Remarks on how the request was made (a missing method…). */
      notes?: string[]
    })
  | (Located & {
      type: 'webhook_reply'
      status: number
      reply: unknown
      /** Which reply answered (its index in `replies`), or `fetch`. */
      source: number | 'fetch'
      /** For a `web_hook_url` function: what is wrong with the reply's shape. */
      problems?: string[]
    })
  | (Located & { type: 'webhook_fail'; reason: FailReason; detail: string })
  | (Located & { type: 'error_keys'; keys: string[]; found: string | null })
  | (Located & {
      type: 'foreach'
      inputKey: string
      outputKey: string
      /** Elements in the array (0 when there is no array). */
      total: number
      used: number
      max?: number
      text: string
      problem?: string
    })
  | (Located & { type: 'missing'; paths: string[] })
  | (Located & { type: 'not_simulated'; what: string; detail: string })
  | (Located & {
      type: 'output'
      source: OutputSource
      response?: string
      toolPrompt?: string
      action?: unknown[]
      postProcess?: boolean
    })
  | (Located & { type: 'error'; message: string })

export type TraceType = TraceEvent['type']

/** The request a `web_hook_url` function receives. */
export interface WebhookRequest {
  url: string
  method: 'POST'
  headers: Record<string, string>
  body: Record<string, unknown>
  /** Why the request cannot be made as it is (no URL), in plain words. */
  problem?: string
}
