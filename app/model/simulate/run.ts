import type { JsonPath } from '../json/pointer'
import { asString, isArray, isObject, type JsonValue } from '../json/values'
import type { CallContext } from './context'
import { expandOutput, type ExpandedOutput } from './output'
import { readPattern } from './patterns'
import { ReplyBook, answer, type Answer } from './replies'
import type { Scope } from './scope'
import { expandText, newReport, type ExpandReport } from './template'
import type { OutputSource, SimRequest, SimulationInput, TraceEvent } from './types'
import { plainOf, textOf } from './values'

/**
 * One evaluation in progress: the trace, the requests made, the replies left. The steps of a
 * data_map (`dataMap.ts`) and of a `web_hook_url` call (`simulate.ts`) are written with it.
 */
export class Run {
  readonly trace: TraceEvent[] = []
  readonly requests: SimRequest[] = []
  readonly ctx: CallContext
  private readonly input: SimulationInput
  private readonly book: ReplyBook

  constructor(ctx: CallContext, input: SimulationInput, trace: TraceEvent[] = []) {
    this.ctx = ctx
    this.input = input
    this.book = new ReplyBook(input.replies)
    this.trace.push(...trace)
  }

  push(event: TraceEvent): void {
    this.trace.push(event)
  }

  /** Reports what an expansion noticed (empty variables, templates not simulated) at `at`. */
  flush(at: JsonPath, report: ExpandReport): void {
    if (report.missing.length > 0) this.push({ type: 'missing', at, paths: [...report.missing] })
    for (const n of report.notSimulated) this.push({ type: 'not_simulated', at, ...n })
    report.missing.length = 0
    report.notSimulated.length = 0
  }

  /** Sends a request: it is recorded, traced as `webhook`, and answered. */
  async send(at: JsonPath, request: SimRequest, notes: string[] = []): Promise<Answer> {
    this.requests.push(request)
    this.push(
      notes.length > 0 ? { type: 'webhook', at, request, notes } : { type: 'webhook', at, request },
    )
    return answer(request, this.book, this.input)
  }

  /** Expands an output and traces it; `undefined` (with an `error` event) when it is not one. */
  output(
    at: JsonPath,
    output: JsonValue | undefined,
    scope: Scope,
    source: OutputSource,
  ): ExpandedOutput | undefined {
    const report = newReport()
    const out = expandOutput(output, scope, report)
    if (!out) {
      this.push({ type: 'error', at, message: `${describePlace(at)} has no output object` })
      return undefined
    }
    this.push({ type: 'output', at, source, ...out })
    this.flush(at, report)
    return out
  }

  /** Runs expressions in order; the first that matches and has an output ends them. */
  expressions(
    at: JsonPath,
    list: JsonValue | undefined,
    scope: Scope,
    source: OutputSource,
  ): ExpandedOutput | undefined {
    if (!isArray(list)) return undefined
    for (let i = 0; i < list.length; i++) {
      const where = [...at, i]
      const expr = list[i]
      if (!isObject(expr)) {
        this.push({
          type: 'error',
          at: where,
          message: `${describePlace(where)} is not an object; skipped`,
        })
        continue
      }
      const report = newReport()
      const string = expandText(textOf(expr.get('string')), scope, report)
      const pattern = asString(expr.get('pattern')) ?? textOf(expr.get('pattern'))
      const read = readPattern(pattern)
      if (!read.ok) {
        this.push({
          type: 'pattern_error',
          at: where,
          pattern,
          message: read.message,
          reading: 'pattern',
        })
        this.flush(where, report)
        continue
      }
      const matched = read.regex.test(string)
      this.push({
        type: 'match',
        at: where,
        string,
        pattern,
        regex: read.display,
        matched,
        reading: 'pattern',
      })
      this.flush(where, report)
      if (!matched) continue
      const out = this.output([...where, 'output'], expr.get('output'), scope, source)
      if (out) return out
    }
    return undefined
  }
}

/** A place in a function, in words: `data_map.webhooks[0].expressions[1]`. */
export function describePlace(at: JsonPath): string {
  let s = ''
  for (const step of at) s += typeof step === 'number' ? `[${step}]` : s === '' ? step : `.${step}`
  return s === '' ? 'the function' : s
}

/** A reply body as it goes in the trace: the JSON value, or the text that is not JSON. */
export function replyForTrace(body: Extract<Answer, { kind: 'answered' }>['body']): unknown {
  return body.ok ? plainOf(body.value) : body.text
}
