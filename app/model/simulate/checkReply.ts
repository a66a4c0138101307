import { ACTION_KINDS } from './actions'

/**
 * The problems of a `web_hook_url` reply against the output shape (swaig-fields.md §8.4;
 * signalwire/docs `output.tsp`): an object with `response` (text, or `{tool_result,
 * tool_prompt}`), `action` (an action or a list of them) and `post_process` (boolean). Every field
 * is optional. In plain words; an empty list means the reply is fine.
 */
export function checkWebhookReply(value: unknown): string[] {
  const kind = kindOf(value)
  if (kind !== 'an object')
    return [
      `The reply is ${kind}; the agent expects a JSON object such as {"response": "The order has shipped."}`,
    ]
  const reply = value as Record<string, unknown>
  const problems: string[] = []
  for (const key of Object.keys(reply))
    if (!['response', 'action', 'post_process'].includes(key))
      problems.push(
        `"${key}" is not part of a reply: the agent reads only response, action and post_process${key === 'output' ? ' (put them at the top level, not under "output")' : ''}`,
      )
  if ('response' in reply) problems.push(...responseProblems(reply.response))
  if ('action' in reply) problems.push(...actionProblems(reply.action))
  if ('post_process' in reply && typeof reply.post_process !== 'boolean')
    problems.push(`post_process is ${kindOf(reply.post_process)}; it must be true or false`)
  return problems
}

function kindOf(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'a list'
  if (typeof v === 'object') return 'an object'
  if (typeof v === 'string') return 'text'
  if (v === undefined) return 'empty'
  return `a ${typeof v}`
}

function responseProblems(response: unknown): string[] {
  if (typeof response === 'string') return []
  if (typeof response === 'object' && response !== null && !Array.isArray(response)) {
    const r = response as Record<string, unknown>
    const out: string[] = []
    for (const key of Object.keys(r))
      if (key !== 'tool_result' && key !== 'tool_prompt')
        out.push(`response.${key} is not read: a response object has tool_result and tool_prompt`)
      else if (typeof r[key] !== 'string')
        out.push(`response.${key} is ${kindOf(r[key])}; it must be text`)
    return out
  }
  return [`response is ${kindOf(response)}; it must be text (or {tool_result, tool_prompt})`]
}

function actionProblems(action: unknown): string[] {
  const list = Array.isArray(action) ? action : [action]
  const out: string[] = []
  list.forEach((a, i) => {
    const label = Array.isArray(action) ? `action ${i + 1}` : 'action'
    if (typeof a !== 'object' || a === null || Array.isArray(a)) {
      out.push(`${label} is ${kindOf(a)}; an action is an object such as {"say": "One moment"}`)
      return
    }
    const keys = Object.keys(a)
    if (keys.length === 0) out.push(`${label} is empty: it does nothing`)
    for (const k of keys)
      if (!(ACTION_KINDS as readonly string[]).includes(k))
        out.push(
          `${label}: "${k}" is not a known action (${label} is kept, but the platform may ignore it)`,
        )
  })
  return out
}
