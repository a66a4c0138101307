import { describeTraceEvent, readingOf, type TraceEvent } from '../../model/simulate'

/** A trace event as the Test tab shows it: a short tag, a tone, the sentence, and details. */
export interface StepView {
  tag: string
  tone: 'ok' | 'info' | 'warn' | 'bad'
  text: string
  /** The reading that decided it, in words. */
  reading?: string
  /** JSON shown on demand (a request, a reply). */
  detail?: string
  /** Problems of a server's reply. */
  problems?: string[]
}

const TAGS: Record<TraceEvent['type'], string> = {
  match: 'match',
  pattern_error: 'pattern',
  require_args: 'skipped',
  webhook: 'request',
  webhook_reply: 'reply',
  webhook_fail: 'failed',
  error_keys: 'error_keys',
  foreach: 'foreach',
  missing: 'empty',
  not_simulated: 'not simulated',
  output: 'output',
  error: 'error',
}

const pretty = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 2))

export function stepView(e: TraceEvent): StepView {
  const text = describeTraceEvent(e).replace(/ \[reading: [^\]]+\]$/, '')
  const view: StepView = { tag: TAGS[e.type], tone: 'info', text }
  const reading = readingOf(e)
  if (reading) view.reading = `${e.reading}: ${reading}`
  switch (e.type) {
    case 'match':
      view.tone = e.matched ? 'ok' : 'info'
      break
    case 'output':
      view.tone = 'ok'
      break
    case 'webhook':
      view.detail = pretty(e.request)
      // The body is in the details below.
      view.text = view.text.replace(/ with body [\s\S]*?( — [\s\S]*)?$/, '$1')
      break
    case 'webhook_reply':
      view.detail = pretty(e.reply)
      view.tone = e.problems?.length ? 'warn' : 'info'
      if (e.problems?.length) view.problems = e.problems
      // The reply itself is in the details below.
      view.text = view.text.replace(/( answered \d+)(: [\s\S]*?)?( — problems: [\s\S]*)?$/, '$1')
      break
    case 'error_keys':
      view.tone = e.found ? 'bad' : 'info'
      break
    case 'webhook_fail':
    case 'error':
    case 'pattern_error':
      view.tone = 'bad'
      break
    case 'missing':
    case 'not_simulated':
    case 'require_args':
      view.tone = 'warn'
      break
  }
  return view
}
