import { JsonObject, asString, isObject, type JsonValue } from '../json/values'
import { getAi, getFunctions, type ScriptDoc } from '../script/document'
import { Scope } from './scope'
import type { SimulationInput, TraceEvent } from './types'
import { objectOf } from './values'

/**
 * What a function runs with: its arguments, the call's fields, `global_data` and `meta_data`,
 * as template variables (swaig-fields.md §9: `args.<name>`, `input.args.<name>`,
 * `global_data.<k>`, `meta_data.<k>`, `call_id`, `caller_id_num`, …, `function`).
 */

/** Call fields used when the input does not give them: plainly fictional values. */
export const DEFAULT_CALL: Readonly<Record<string, string>> = {
  call_id: '6e1c2b9a-0000-4000-8000-00000000ca11',
  ai_session_id: '6e1c2b9a-0000-4000-8000-00000000a15e',
  conversation_id: '6e1c2b9a-0000-4000-8000-00000000c0de',
  caller_id_name: 'Test Caller',
  caller_id_num: '+15555550100',
  project_id: '6e1c2b9a-0000-4000-8000-0000000000b1',
  space_id: '6e1c2b9a-0000-4000-8000-00000000005b',
  app_name: 'ai',
}

export interface CallContext {
  name: string
  fn: JsonObject
  args: JsonObject
  call: JsonObject
  globalData: JsonObject
  metaData: JsonObject
  /** The variables every template of the function can read. */
  scope: Scope
}

/** The first function of the script with this name. */
export function findFunction(doc: ScriptDoc, name: string): JsonObject | undefined {
  for (const f of getFunctions(doc.root))
    if (isObject(f) && asString(f.get('function')) === name) return f
  return undefined
}

/** The script's own `ai.global_data` (an object), or an empty one. */
export function scriptGlobalData(doc: ScriptDoc): JsonObject {
  const g = getAi(doc.root)?.get('global_data')
  return isObject(g) ? g : new JsonObject()
}

/** The call context of `fn`; problems with the input go to `trace`. */
export function callContext(
  doc: ScriptDoc,
  fn: JsonObject,
  name: string,
  input: SimulationInput,
  trace: TraceEvent[],
): CallContext {
  const given = (value: unknown, what: string, fallback: JsonObject): JsonObject => {
    if (value === undefined) return fallback
    const obj = objectOf(value)
    if (!obj)
      trace.push({ type: 'error', at: [], message: `${what} must be an object; used {} instead` })
    return obj ?? new JsonObject()
  }
  const args = given(input.args, 'The arguments', new JsonObject())
  const callGiven = given(input.call, 'The call fields', new JsonObject())
  const call = JsonObject.from([
    ...Object.entries(DEFAULT_CALL).filter(([k]) => !callGiven.has(k)),
    ...callGiven.entries.map((e) => [e.key, e.value] as const),
  ])
  const ownMeta = fn.get('meta_data')
  const globalData = given(input.globalData, 'global_data', scriptGlobalData(doc))
  const metaData = given(
    input.metaData,
    'meta_data',
    isObject(ownMeta) ? ownMeta : new JsonObject(),
  )
  const vars: [string, JsonValue][] = [
    ...call.entries.map((e) => [e.key, e.value] as [string, JsonValue]),
    ['function', name],
    ['args', args],
    ['input', JsonObject.from([['args', args]])],
    ['global_data', globalData],
    ['meta_data', metaData],
  ]
  return { name, fn, args, call, globalData, metaData, scope: new Scope(new Map(vars)) }
}
