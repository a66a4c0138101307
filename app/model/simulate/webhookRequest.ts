import { JsonObject, asString, isObject, type JsonValue } from '../json/values'
import { getAi, type ScriptDoc } from '../script/document'
import { callContext, findFunction, type CallContext } from './context'
import { basicAuth, splitUrlCredentials } from './credentials'
import { expandText, newReport } from './template'
import type { SimulationInput, WebhookRequest } from './types'
import { compactJson, plainOf } from './values'

/**
 * The request the platform POSTs to a `web_hook_url` function (signalwire/docs,
 * `specs/signalwire-rest/webhooks/ai/models/swaig.tsp`, `AiSwaigToolWebhookPayload`), fields in
 * that order. `argument.parsed[0]` is the arguments and `argument.raw` their JSON text.
 * Credentials (reading `webhook-url-auth`): `user:pass@` in the URL, else the function's
 * `web_hook_auth_user`/`web_hook_auth_password`, else `SWAIG.defaults`' when the URL is the
 * default one. When the function sets no `meta_data_token`, the platform derives one from the
 * URL and credentials; the simulator's stand-in is a hash of the same.
 */
export function webhookRequest(
  doc: ScriptDoc,
  name: string,
  input: SimulationInput,
): WebhookRequest {
  const fn = findFunction(doc, name)
  const empty = (problem: string): WebhookRequest => ({
    url: '',
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: {},
    problem,
  })
  if (!fn) return empty(`The script has no function named "${name}"`)
  const ctx = callContext(doc, fn, name, input, [])
  const defaults = swaigDefaults(doc)
  const own = asString(fn.get('web_hook_url'))
  const written = own ?? asString(defaults.get('web_hook_url'))
  if (written === undefined || written.trim() === '')
    return {
      ...empty(`Function "${name}" has no web_hook_url and SWAIG.defaults has none`),
      body: bodyOf(ctx, ''),
    }

  const split = splitUrlCredentials(expandText(written.trim(), ctx.scope, newReport()))
  const auth: [string, string] | undefined =
    split.user !== undefined
      ? [split.user, split.password ?? '']
      : (pair(fn, 'web_hook_auth_user', ['web_hook_auth_password', 'web_hook_auth_pass']) ??
        (own === undefined
          ? pair(defaults, 'web_hook_auth_user', ['web_hook_auth_pass', 'web_hook_auth_password'])
          : undefined))
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (auth) headers.Authorization = basicAuth(auth[0], auth[1])
  return {
    url: split.url,
    method: 'POST',
    headers,
    body: bodyOf(ctx, `${split.url}|${auth?.[0] ?? ''}`),
  }
}

function swaigDefaults(doc: ScriptDoc): JsonObject {
  const swaig = getAi(doc.root)?.get('SWAIG')
  const d = isObject(swaig) ? swaig.get('defaults') : undefined
  return isObject(d) ? d : new JsonObject()
}

function pair(obj: JsonObject, userKey: string, passKeys: string[]): [string, string] | undefined {
  const user = asString(obj.get(userKey))
  const pass = passKeys.map((k) => asString(obj.get(k))).find((p) => p !== undefined)
  return user === undefined && pass === undefined ? undefined : [user ?? '', pass ?? '']
}

/** FNV-1a, as hex: a stable stand-in for the token the platform derives. */
function hashHex(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h.toString(16).padStart(8, '0')
}

function bodyOf(ctx: CallContext, tokenSeed: string): Record<string, unknown> {
  const { fn, call, args } = ctx
  const field = (k: string) => (call.has(k) ? plainOf(call.get(k)!) : undefined)
  const params = fn.get('parameters') ?? fn.get('argument')
  const description = asString(fn.get('description'))
  const purpose = asString(fn.get('purpose'))
  const body: Record<string, unknown> = {
    function: ctx.name,
    argument: { parsed: [plainOf(args)], raw: compactJson(args) },
    argument_desc: isObject(params) ? plainOf(params) : { type: 'object', properties: {} },
    description: description ?? purpose ?? '',
  }
  if (purpose !== undefined) body.purpose = purpose
  Object.assign(body, {
    call_id: field('call_id'),
    ai_session_id: field('ai_session_id'),
    conversation_id: field('conversation_id'),
    app_name: field('app_name'),
  })
  if (ctx.globalData.size > 0) body.global_data = plainOf(ctx.globalData)
  const token: JsonValue | undefined = fn.get('meta_data_token')
  Object.assign(body, {
    meta_data_token: asString(token) ?? hashHex(tokenSeed),
    meta_data: plainOf(ctx.metaData),
    caller_id_name: field('caller_id_name'),
    caller_id_num: field('caller_id_num'),
    channel_active: true,
    channel_offhook: true,
    channel_ready: true,
    content_type: 'text/swaig',
    version: '2.0',
    content_disposition: 'SWAIG Function',
    conversation_type: 'voice',
    project_id: field('project_id'),
    space_id: field('space_id'),
  })
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k]
  return body
}
