import { asString, isObject } from '../json/values'
import { getAi, type ScriptDoc } from '../script/document'
import { checkWebhookReply } from './checkReply'
import { callContext, findFunction } from './context'
import { runDataMap } from './dataMap'
import type { ExpandedOutput } from './output'
import { statusFails } from './readings'
import { replyForTrace, Run } from './run'
import type { Outcome, Simulation, SimulationInput, TraceEvent } from './types'
import { webhookRequest } from './webhookRequest'

/**
 * Runs a function of the script as the platform would when the agent calls it, offline: a
 * `data_map` is evaluated step by step (see `dataMap.ts`); a `web_hook_url` function sends the
 * request its server would receive (`webhookRequest`) and reads the reply given for it. Requests
 * are answered by `input.replies`, else `input.fetch`, else fail as network errors.
 *
 * Never throws and never rejects: a missing function, bad input or a broken script come back
 * as `outcome: 'error'` with the reason in the trace.
 */
export async function simulateFunction(
  doc: ScriptDoc,
  name: string,
  input: SimulationInput,
): Promise<Simulation> {
  try {
    return await simulate(doc, name, input ?? { args: {} })
  } catch (e) {
    return {
      outcome: 'error',
      requests: [],
      trace: [
        { type: 'error', at: [], message: `The simulator failed unexpectedly: ${String(e)}` },
      ],
    }
  }
}

async function simulate(doc: ScriptDoc, name: string, input: SimulationInput): Promise<Simulation> {
  const fn = findFunction(doc, name)
  if (!fn)
    return {
      outcome: 'error',
      requests: [],
      trace: [{ type: 'error', at: [], message: `The script has no function named "${name}"` }],
    }
  const early: TraceEvent[] = []
  const run = new Run(callContext(doc, fn, name, input, early), input, early)
  let result: { outcome: Outcome; output?: ExpandedOutput }
  if (fn.has('data_map')) result = await runDataMap(run, fn.get('data_map'))
  else if (hasWebhookUrl(doc, fn)) result = await runWebhookUrl(run, doc, name, input)
  else {
    run.push({
      type: 'error',
      at: [],
      message: `Function "${name}" has no data_map and no web_hook_url (nor SWAIG.defaults.web_hook_url): nothing runs it`,
    })
    result = { outcome: 'error' }
  }
  return { outcome: result.outcome, ...result.output, requests: run.requests, trace: run.trace }
}

function hasWebhookUrl(doc: ScriptDoc, fn: ReturnType<typeof findFunction>): boolean {
  if (asString(fn?.get('web_hook_url'))?.trim()) return true
  const swaig = getAi(doc.root)?.get('SWAIG')
  const defaults = isObject(swaig) ? swaig.get('defaults') : undefined
  return !!(isObject(defaults) && asString(defaults.get('web_hook_url'))?.trim())
}

/** A `web_hook_url` function: the request, the reply given for it, its output. */
async function runWebhookUrl(
  run: Run,
  doc: ScriptDoc,
  name: string,
  input: SimulationInput,
): Promise<{ outcome: Outcome; output?: ExpandedOutput }> {
  const at = ['web_hook_url']
  const request = webhookRequest(doc, name, input)
  const { problem, ...sent } = request
  const got = await run.send(at, sent, problem ? [problem] : [])
  const fail = (
    reason: 'network' | 'timeout' | 'status' | 'not_json' | 'no_output',
    detail: string,
  ) => {
    run.push({
      type: 'webhook_fail',
      at,
      reason,
      detail,
      ...(reason === 'status' ? { reading: 'http-status' as const } : {}),
    })
    run.push({
      type: 'error',
      at,
      message: 'The function produced no output: the agent gets an error',
    })
    return { outcome: 'error' as const }
  }
  if (got.kind === 'failed') return fail(got.error, got.detail)
  const reply = replyForTrace(got.body)
  const problems = got.body.ok ? checkWebhookReply(reply) : []
  run.push({
    type: 'webhook_reply',
    at,
    status: got.status,
    reply,
    source: got.source,
    ...(problems.length > 0 ? { problems } : {}),
  })
  if (statusFails(got.status)) return fail('status', `the reply's status is ${got.status}, not 2xx`)
  if (!got.body.ok) return fail('not_json', `the reply is not JSON: ${got.body.message}`)
  const value = got.body.value
  if (!isObject(value)) return fail('no_output', problems[0] ?? 'the reply is not an object')
  const output = run.output(at, value, run.ctx.scope, 'reply')
  return output ? { outcome: 'output', output } : { outcome: 'error' }
}
