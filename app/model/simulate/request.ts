import { JsonObject, asString, isObject, type JsonValue } from '../json/values'
import { basicAuth, splitUrlCredentials } from './credentials'
import { DEFAULT_METHOD, KNOWN_METHODS, sendsBody } from './readings'
import type { Scope } from './scope'
import { expandText, expandValue, type ExpandReport } from './template'
import type { SimRequest } from './types'
import { isOn, plainOf, textOf } from './values'

/**
 * The request a data_map webhook makes (data-map-evaluation.md, "Agreed" 5): `url`, `headers`
 * values and `params` values expanded; `params` as the JSON body; `input_args_as_params` merges
 * the arguments into it; `user:pass@` becomes Basic authentication.
 */
export interface BuiltRequest {
  request: SimRequest
  /** Notes for the trace: an unknown or missing method. */
  notes: string[]
}

/** A header is set unless one with the same name (any case) is there already. */
function setHeader(headers: Record<string, string>, name: string, value: string): void {
  const lower = name.toLowerCase()
  if (!Object.keys(headers).some((k) => k.toLowerCase() === lower)) headers[name] = value
}

export function buildRequest(
  webhook: JsonObject,
  scope: Scope,
  args: JsonObject,
  report: ExpandReport,
): BuiltRequest {
  const notes: string[] = []
  const written = asString(webhook.get('method'))
  let method = written?.trim().toUpperCase() || DEFAULT_METHOD
  if (written === undefined)
    notes.push(`the webhook has no method; sent as ${DEFAULT_METHOD} (reading "methods")`)
  else if (!KNOWN_METHODS.includes(method))
    notes.push(`the method "${written}" is not one of ${KNOWN_METHODS.join(', ')}`)
  if (method === '') method = DEFAULT_METHOD

  const split = splitUrlCredentials(expandText(textOf(webhook.get('url')), scope, report))
  const headers: Record<string, string> = {}
  const given = webhook.get('headers')
  if (isObject(given))
    for (const e of given.entries) headers[e.key] = expandText(textOf(e.value), scope, report)
  if (split.user !== undefined)
    setHeader(headers, 'Authorization', basicAuth(split.user, split.password ?? ''))

  const params = webhook.get('params')
  const argsAsParams = isOn(webhook.get('input_args_as_params'))
  let body: JsonValue | undefined
  if (sendsBody(method, params !== undefined, argsAsParams)) {
    const expanded = params === undefined ? new JsonObject() : expandValue(params, scope, report)
    body = argsAsParams && isObject(expanded) ? mergeArgs(expanded, args) : expanded
    if (argsAsParams && !isObject(expanded))
      notes.push('params is not an object; the arguments were not merged')
    setHeader(headers, 'Content-Type', 'application/json')
  }
  const request: SimRequest = { url: split.url, method, headers }
  if (body !== undefined) request.body = plainOf(body)
  return { request, notes }
}

/** The arguments written over `params` (reading `request-body`). */
function mergeArgs(params: JsonObject, args: JsonObject): JsonObject {
  let out = params
  for (const e of args.entries) out = out.set(e.key, e.value)
  return out
}
