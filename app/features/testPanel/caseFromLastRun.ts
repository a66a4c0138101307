import { caseFromRun, type TestCase } from '../../model/cases'
import { type Reply } from '../../model/simulate'
import type { LastRun } from './panelStore'

/**
 * A case from the last run, expecting what it produced. A run sent to the person's server keeps
 * the server's reply as the case's reply, so the case runs offline afterwards.
 */
export function caseFromLastRun(fn: string, name: string, run: LastRun): TestCase {
  let input = run.input
  if (run.sent) {
    const replies: Reply[] = run.sim.trace.flatMap((e) =>
      e.type === 'webhook_reply'
        ? [{ status: e.status, body: typeof e.reply === 'string' ? e.reply : e.reply }]
        : [],
    )
    input = { ...input, replies }
  }
  return caseFromRun(fn, name, input, run.sim)
}

/** A name not yet used by the function's cases: `case 1`, `case 2`… */
export function nextCaseName(taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n++) if (!taken.includes(`case ${n}`)) return `case ${n}`
}
