import { describeAction } from './actions'
import { READINGS } from './readings'
import { describePlace } from './run'
import type { TraceEvent } from './types'

/**
 * A trace event in plain words, for the Test tab and the command line. An event decided by a
 * contested reading names it (`[reading: error-keys]`); `readingOf` gives its text.
 */
export function describeTraceEvent(e: TraceEvent): string {
  const text = words(e, describePlace(e.at))
  return e.reading ? `${text} [reading: ${e.reading}]` : text
}

/** The reading an event names, in words (`undefined` when it names none). */
export function readingOf(e: TraceEvent): string | undefined {
  return e.reading ? READINGS[e.reading].reading : undefined
}

const json = (v: unknown) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v)
  return s === undefined ? String(v) : s.length > 400 ? `${s.slice(0, 399)}…` : s
}

function words(e: TraceEvent, where: string): string {
  switch (e.type) {
    case 'match':
      return e.matched
        ? `${where} matched: "${e.string}" fits ${e.pattern} (read as ${e.regex})`
        : `${where} did not match: "${e.string}" does not fit ${e.pattern} (read as ${e.regex})`
    case 'pattern_error':
      return `${where}: the pattern ${e.pattern} cannot be simulated: ${e.message}; the expression is treated as not matching`
    case 'require_args':
      return `${where} is skipped: the argument${e.missing.length > 1 ? 's' : ''} ${e.missing.join(', ')} ${e.missing.length > 1 ? 'are' : 'is'} missing (require_args)`
    case 'webhook': {
      const body = e.request.body === undefined ? '' : ` with body ${json(e.request.body)}`
      const notes = e.notes?.length ? ` — ${e.notes.join('; ')}` : ''
      return `${where}: ${e.request.method} ${e.request.url}${body}${notes}`
    }
    case 'webhook_reply': {
      const from = e.source === 'fetch' ? 'the network' : `reply ${e.source + 1}`
      const problems = e.problems?.length ? ` — problems: ${e.problems.join('; ')}` : ''
      return `${where}: ${from} answered ${e.status}: ${json(e.reply)}${problems}`
    }
    case 'webhook_fail':
      return `${where} failed (${e.reason}): ${e.detail}`
    case 'error_keys':
      return e.found === null
        ? `${where}: none of the error_keys (${e.keys.join(', ')}) is set in the reply`
        : `${where}: the reply sets "${e.found}", one of the error_keys`
    case 'foreach':
      return e.problem
        ? `${where}: ${e.problem}; ${e.outputKey || 'its output'} is "${e.text}"`
        : `${where}: ${e.used} of ${e.total} elements of ${e.inputKey}${e.max !== undefined ? ` (max ${e.max})` : ''} built ${e.outputKey} = "${e.text}"`
    case 'missing':
      return `${where}: ${e.paths.map((p) => '${' + p + '}').join(', ')} ${e.paths.length > 1 ? 'have' : 'has'} no value and expanded to nothing`
    case 'not_simulated':
      return `${where}: not simulated (${e.what}): ${e.detail}`
    case 'output': {
      const from = {
        expression: 'An expression',
        webhook: 'The webhook',
        webhook_expression: 'An expression of the webhook',
        fallback: 'The top-level output',
        reply: 'The server’s reply',
      }[e.source]
      const parts = [`${from} produced the output (${where})`]
      if (e.response !== undefined) parts.push(`The agent hears: "${e.response}"`)
      if (e.toolPrompt !== undefined) parts.push(`Then it is told: "${e.toolPrompt}"`)
      for (const a of e.action ?? []) parts.push(describeAction(a))
      if (e.postProcess) parts.push('The actions run after the agent has spoken (post_process)')
      return parts.join('. ')
    }
    case 'error':
      return `${where}: ${e.message}`
  }
}
