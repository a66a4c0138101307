import type { Outcome, Reply, Simulation, SimulationInput } from '../simulate/types'
import { actionKinds } from '../simulate/actions'

/**
 * A script's test cases live beside it in a sidecar file, `<name>.tests.json`, never inside the
 * SWML. Version 1 of the format:
 *
 * ```json
 * {
 *   "format": "swaig-studio-tests",
 *   "version": 1,
 *   "cases": [
 *     {
 *       "function": "present_lookup",
 *       "name": "finds three presents",
 *       "args": { "query": "kite" },
 *       "replies": [{ "url": "https://real-time-amazon-data.p.rapidapi.com/", "body": { "data": { "products": [] } } }],
 *       "expect": { "outcome": "output", "responseContains": "We found", "actions": ["toggle_functions"] }
 *     }
 *   ],
 *   "samples": { "present_lookup": [{ "body": { "data": { "products": [] } } }] }
 * }
 * ```
 *
 * A case is the simulator's input (`args`, `call`, `globalData`, `metaData`, `replies`, as in
 * `simulateFunction`) plus `expect`: the `outcome`, the `response` (equal) or `responseContains`
 * (a text, or texts that must all be in it), and `actions` (kinds that must be present, such as
 * `say`). `samples` keeps, per function, sample replies the Test tab starts from (and completion
 * reads reply keys from).
 */
export const CASES_FORMAT = 'swaig-studio-tests'
export const CASES_VERSION = 1

export interface Expectation {
  outcome?: Outcome
  response?: string
  responseContains?: string | string[]
  actions?: string[]
}

export interface TestCase {
  function: string
  name: string
  args: Record<string, unknown>
  call?: Record<string, unknown>
  globalData?: Record<string, unknown>
  metaData?: Record<string, unknown>
  replies?: Reply[]
  expect: Expectation
}

export interface CasesFile {
  format: typeof CASES_FORMAT
  version: typeof CASES_VERSION
  cases: TestCase[]
  samples?: Record<string, Reply[]>
}

export const emptyCasesFile = (): CasesFile => ({
  format: CASES_FORMAT,
  version: CASES_VERSION,
  cases: [],
})

/** The sidecar's file name for a script's: `santa.json` and `santa.yaml` → `santa.tests.json`. */
export function casesFileName(scriptFileName: string): string {
  const base = scriptFileName.replace(/\.(json|ya?ml)$/i, '')
  return `${base || 'script'}.tests.json`
}

/** The file as text: 2-space JSON with a final newline. */
export function serializeCases(file: CasesFile): string {
  return `${JSON.stringify(file, null, 2)}\n`
}

/** The simulator's input for a case. */
export function caseInput(c: TestCase): SimulationInput {
  const input: SimulationInput = { args: c.args ?? {} }
  if (c.call) input.call = c.call
  if (c.globalData) input.globalData = c.globalData
  if (c.metaData) input.metaData = c.metaData
  if (c.replies) input.replies = c.replies
  return input
}

/**
 * A case that expects what a run produced: its outcome, its response (exactly) and the kinds of
 * its actions. For "make a case from the last run".
 */
export function caseFromRun(
  fn: string,
  name: string,
  input: SimulationInput,
  sim: Simulation,
): TestCase {
  const expect: Expectation = { outcome: sim.outcome }
  if (sim.response !== undefined) expect.response = sim.response
  const kinds = [...new Set((sim.action ?? []).flatMap(actionKinds))]
  if (kinds.length > 0) expect.actions = kinds
  const c: TestCase = {
    function: fn,
    name,
    args: { ...(input.args as Record<string, unknown>) },
    expect,
  }
  if (input.call) c.call = input.call as Record<string, unknown>
  if (input.globalData) c.globalData = input.globalData as Record<string, unknown>
  if (input.metaData) c.metaData = input.metaData as Record<string, unknown>
  if (input.replies && input.replies.length > 0) c.replies = input.replies
  return c
}
