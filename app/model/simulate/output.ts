import { asString, isArray, isObject, type JsonValue } from '../json/values'
import type { Scope } from './scope'
import { expandText, expandValue, type ExpandReport } from './template'
import { isOn, plainOf, textOf } from './values'

/**
 * An `output` (swaig-fields.md §8.4): `response` (text, or `{tool_result, tool_prompt}`),
 * `action` (one action or a list; payloads expanded), `post_process`.
 */
export interface ExpandedOutput {
  response?: string
  toolPrompt?: string
  action?: unknown[]
  postProcess?: boolean
}

/** The output with its templates expanded; `undefined` when `output` is not an object. */
export function expandOutput(
  output: JsonValue | undefined,
  scope: Scope,
  report: ExpandReport,
): ExpandedOutput | undefined {
  if (!isObject(output)) return undefined
  const out: ExpandedOutput = {}
  const response = output.get('response')
  if (isObject(response)) {
    const result = response.get('tool_result')
    const prompt = response.get('tool_prompt')
    if (result !== undefined) out.response = expandText(textOf(result), scope, report)
    if (prompt !== undefined) out.toolPrompt = expandText(textOf(prompt), scope, report)
  } else if (response !== undefined && response !== null) {
    out.response = expandText(asString(response) ?? textOf(response), scope, report)
  }
  const action = output.get('action')
  if (isArray(action)) out.action = action.map((a) => plainOf(expandValue(a, scope, report)))
  else if (isObject(action)) out.action = [plainOf(expandValue(action, scope, report))]
  if (output.has('post_process')) out.postProcess = isOn(output.get('post_process'))
  return out
}
