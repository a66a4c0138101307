import type { JsonPath } from '../json/pointer'
import { JsonObject, asString, isArray, isObject, type JsonValue } from '../json/values'
import type { ExpandedOutput } from './output'
import { argumentPresent, errorKeyFails, statusFails, TRY_NEXT_WEBHOOK } from './readings'
import { buildRequest } from './request'
import { replyForTrace, type Run } from './run'
import { integerOf, valueAt, type Scope } from './scope'
import { expandText, newReport } from './template'
import type { Outcome } from './types'
import { stringList, textOf } from './values'

/**
 * A data_map, evaluated in the agreed order (data-map-evaluation.md, "Agreed" 1, 2, 6, 7):
 * `expressions`, then `webhooks` (each: `require_args`, the request, failure checks, `foreach`,
 * its `expressions`, its `output`), then the top-level `output`. The first output ends it.
 */
export async function runDataMap(
  run: Run,
  dataMap: JsonValue | undefined,
): Promise<{ outcome: Outcome; output?: ExpandedOutput }> {
  const at: JsonPath = ['data_map']
  if (!isObject(dataMap)) {
    run.push({ type: 'error', at, message: 'data_map is not an object: nothing runs' })
    return { outcome: 'error' }
  }
  const scope = run.ctx.scope
  const fromExpressions = run.expressions(
    [...at, 'expressions'],
    dataMap.get('expressions'),
    scope,
    'expression',
  )
  if (fromExpressions) return { outcome: 'output', output: fromExpressions }

  const webhooks = dataMap.get('webhooks')
  if (isArray(webhooks))
    for (let i = 0; i < webhooks.length; i++) {
      const result = await runWebhook(run, [...at, 'webhooks', i], webhooks[i], scope)
      if (result === 'skipped') continue
      if (result !== 'failed') return { outcome: 'output', output: result }
      if (!TRY_NEXT_WEBHOOK) break
    }

  if (dataMap.has('output')) {
    const out = run.output([...at, 'output'], dataMap.get('output'), scope, 'fallback')
    if (out) return { outcome: 'fallback', output: out }
  }
  run.push({
    type: 'error',
    at,
    message:
      'No expression matched, no webhook produced an output and there is no top-level output: the agent gets a generic error',
  })
  return { outcome: 'error' }
}

type WebhookResult = ExpandedOutput | 'failed' | 'skipped'

async function runWebhook(
  run: Run,
  at: JsonPath,
  webhook: JsonValue | undefined,
  base: Scope,
): Promise<WebhookResult> {
  if (!isObject(webhook)) {
    run.push({
      type: 'error',
      at,
      message: `webhook ${String(at[at.length - 1])} is not an object; skipped`,
    })
    return 'skipped'
  }
  const required = stringList(webhook.get('require_args') ?? webhook.get('required_args'))
  const missing = required.filter((name) => !argumentPresent(run.ctx.args.get(name)))
  if (missing.length > 0) {
    run.push({ type: 'require_args', at, missing, reading: 'require-args' })
    return 'skipped'
  }

  const report = newReport()
  const { request, notes } = buildRequest(webhook, base, run.ctx.args, report)
  const got = await run.send(at, request, notes)
  run.flush(at, report)
  const fail = (
    reason: 'network' | 'timeout' | 'status' | 'not_json' | 'error_keys' | 'no_output',
    detail: string,
  ) => {
    const reading =
      reason === 'status'
        ? 'http-status'
        : reason === 'error_keys'
          ? 'error-keys'
          : 'webhook-failure'
    run.push({ type: 'webhook_fail', at, reason, detail, reading })
    return 'failed' as const
  }
  if (got.kind === 'failed') return fail(got.error, got.detail)
  run.push({
    type: 'webhook_reply',
    at,
    status: got.status,
    reply: replyForTrace(got.body),
    source: got.source,
    reading: 'reply-keys',
  })
  if (statusFails(got.status)) return fail('status', `the reply's status is ${got.status}, not 2xx`)
  if (!got.body.ok) return fail('not_json', `the reply is not JSON: ${got.body.message}`)
  const reply = got.body.value

  if (webhook.has('error_keys')) {
    const keys = stringList(webhook.get('error_keys'))
    const found =
      keys.find((k) => isObject(reply) && reply.has(k) && errorKeyFails(reply.get(k))) ?? null
    run.push({ type: 'error_keys', at, keys, found, reading: 'error-keys' })
    if (found !== null)
      return fail(
        'error_keys',
        `the reply has "${found}": ${textOf(isObject(reply) ? reply.get(found) : null)}`,
      )
  }

  const replyRoot = isArray(reply) ? JsonObject.from([['array', reply]]) : reply
  let scope = isObject(replyRoot) ? base.withKeysOf(replyRoot) : base
  const foreach = webhook.get('foreach')
  if (foreach !== undefined) scope = runForeach(run, [...at, 'foreach'], foreach, replyRoot, scope)

  const fromExpressions = run.expressions(
    [...at, 'expressions'],
    webhook.get('expressions'),
    scope,
    'webhook_expression',
  )
  if (fromExpressions) return fromExpressions
  if (webhook.has('output')) {
    const out = run.output([...at, 'output'], webhook.get('output'), scope, 'webhook')
    if (out) return out
  }
  return fail('no_output', 'no expression of the webhook matched and it has no output')
}

/** `foreach`: expands `append` per element of the array at `input_key` (at most `max`). */
function runForeach(
  run: Run,
  at: JsonPath,
  foreach: JsonValue,
  reply: JsonValue,
  scope: Scope,
): Scope {
  if (!isObject(foreach)) {
    run.push({ type: 'error', at, message: 'foreach is not an object; skipped' })
    return scope
  }
  const report = newReport()
  const inputKey = asString(foreach.get('input_key')) ?? ''
  const outputKey = asString(foreach.get('output_key')) ?? ''
  const append = textOf(foreach.get('append'))
  const maxValue = foreach.get('max')
  const max = integerOf(
    typeof maxValue === 'string' ? expandText(maxValue, scope, report) : maxValue,
  )
  const list = inputKey === '' ? undefined : valueAt(reply, inputKey)
  let text = ''
  let used = 0
  let problem: string | undefined
  if (isArray(list)) {
    used = max === undefined ? list.length : Math.max(0, Math.min(max, list.length))
    for (let i = 0; i < used; i++)
      text += expandText(append, scope.with([['this', list[i]!]]), report)
  } else {
    problem =
      inputKey === ''
        ? 'foreach has no input_key'
        : list === undefined
          ? `the reply has nothing at "${inputKey}"`
          : `"${inputKey}" in the reply is not an array`
  }
  if (outputKey === '') problem ??= 'foreach has no output_key: the text it builds is not kept'
  run.push({
    type: 'foreach',
    at,
    inputKey,
    outputKey,
    total: isArray(list) ? list.length : 0,
    used,
    ...(max !== undefined ? { max } : {}),
    text,
    ...(problem ? { problem } : {}),
  })
  run.flush(at, report)
  return outputKey === '' ? scope : scope.with([[outputKey, text]])
}
