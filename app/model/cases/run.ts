import type { ScriptDoc } from '../script/document'
import { actionKinds } from '../simulate/actions'
import { simulateFunction } from '../simulate/simulate'
import type { Simulation, SimulationInput } from '../simulate/types'
import { caseInput, type CasesFile, type Expectation, type TestCase } from './format'

/** Running a script's test cases offline, and what a run says about each. */

export interface CaseResult {
  case: TestCase
  /** The case's index in the list run. */
  index: number
  pass: boolean
  /** Each unmet expectation, in plain words. */
  failures: string[]
  simulation: Simulation
}

export interface FunctionResults {
  function: string
  passed: number
  failed: number
}

const quote = (s: string) => JSON.stringify(s.length > 200 ? `${s.slice(0, 199)}…` : s)

/** The unmet expectations of a simulation, in plain words (empty when it passes). */
export function checkExpectation(sim: Simulation, expect: Expectation): string[] {
  const failures: string[] = []
  if (expect.outcome !== undefined && sim.outcome !== expect.outcome) {
    const why = [...sim.trace]
      .reverse()
      .find((e) => e.type === 'error' || e.type === 'webhook_fail')
    const detail =
      why?.type === 'error' ? why.message : why?.type === 'webhook_fail' ? why.detail : undefined
    failures.push(
      `expected the outcome "${expect.outcome}", got "${sim.outcome}"${detail ? ` (${detail})` : ''}`,
    )
  }
  const heard = sim.response
  if (expect.response !== undefined && heard !== expect.response)
    failures.push(
      `expected the response ${quote(expect.response)}, got ${heard === undefined ? 'no response' : quote(heard)}`,
    )
  const contains = expect.responseContains
  for (const part of contains === undefined
    ? []
    : typeof contains === 'string'
      ? [contains]
      : contains)
    if (!(heard ?? '').includes(part))
      failures.push(
        `expected the response to contain ${quote(part)}; it is ${heard === undefined ? 'absent' : quote(heard)}`,
      )
  const kinds = (sim.action ?? []).flatMap(actionKinds)
  for (const kind of expect.actions ?? [])
    if (!kinds.includes(kind))
      failures.push(
        `expected a "${kind}" action; ${kinds.length > 0 ? `the actions are ${kinds.join(', ')}` : 'there are no actions'}`,
      )
  return failures
}

/**
 * Runs cases against a script, one after the other, offline: each request is answered by the
 * case's replies only (a request with none fails as a network error), unless `fetch` is given.
 */
export async function runCases(
  doc: ScriptDoc,
  cases: CasesFile | readonly TestCase[],
  options: { fetch?: SimulationInput['fetch'] } = {},
): Promise<CaseResult[]> {
  const list = Array.isArray(cases) ? cases : (cases as CasesFile).cases
  const results: CaseResult[] = []
  for (let index = 0; index < list.length; index++) {
    const c = list[index]!
    const input = caseInput(c)
    if (options.fetch) input.fetch = options.fetch
    const simulation = await simulateFunction(doc, c.function, input)
    const failures = checkExpectation(simulation, c.expect ?? {})
    results.push({ case: c, index, pass: failures.length === 0, failures, simulation })
  }
  return results
}

/** Pass and fail counts per function, in the order functions first appear. */
export function summarizeResults(results: readonly CaseResult[]): FunctionResults[] {
  const by = new Map<string, FunctionResults>()
  for (const r of results) {
    const s = by.get(r.case.function) ?? { function: r.case.function, passed: 0, failed: 0 }
    if (r.pass) s.passed++
    else s.failed++
    by.set(r.case.function, s)
  }
  return [...by.values()]
}
