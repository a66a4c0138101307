import { asString, isObject, type JsonObject, type JsonValue } from '../../json/values'
import { reservedHook } from '../../script/reserved'
import { functionName, kindOf } from '../describe'
import { problem } from '../problems'
import type { FunctionRule } from './types'

/** Rules about who a function is: its name, its description, reserved names, its handler. */

const isBlank = (v: JsonValue | undefined): boolean => asString(v)?.trim() === ''

/** `missing-name`: no `function`, or one that is not a non-blank string. */
export const missingName: FunctionRule = (fn, label) => {
  const name = fn.get('function')
  const what = 'give it a name such as lookup_order, so the agent can call it'
  if (name === undefined) return [problem('missing-name', [], `${label} has no name — ${what}`)]
  if (asString(name) === undefined)
    return [
      problem('missing-name', ['function'], `${label}: the name is ${kindOf(name)} — ${what}`),
    ]
  if (isBlank(name))
    return [problem('missing-name', ['function'], `${label} has an empty name — ${what}`)]
  return []
}

/** `missing-description`: neither a non-blank `description` nor a non-blank `purpose`. */
export const missingDescription: FunctionRule = (fn, label) => {
  const description = fn.get('description')
  const purpose = fn.get('purpose')
  const filled = (v: JsonValue | undefined) => asString(v) !== undefined && !isBlank(v)
  if (filled(description) || filled(purpose)) return []
  // A description of another type is the schema's to report.
  if (description !== undefined && asString(description) === undefined) return []
  const why = 'the agent uses it to decide when to call the function; say what it does and when'
  if (description === undefined && purpose === undefined)
    return [problem('missing-description', [], `${label} has no description — ${why}`)]
  const at = description !== undefined ? 'description' : 'purpose'
  return [problem('missing-description', [at], `${label} has an empty ${at} — ${why}`)]
}

const HOOK_TIMES: Record<string, string> = {
  start_hook: 'when the call is answered',
  stop_hook: 'when the call ends',
  summarize_conversation: 'at the end of the call',
}

function takesInputs(fn: JsonObject): boolean {
  return ['parameters', 'argument'].some((key) => {
    const params = fn.get(key)
    const props = isObject(params) ? params.get('properties') : undefined
    return isObject(props) && props.size > 0
  })
}

/**
 * `reserved-name`. A function with one of the five reserved names (start_hook / startup_hook,
 * stop_hook / hangup_hook, summarize_conversation) is a hook: the platform runs it by itself.
 * That is what the editor's "Call lifecycle hooks" section creates, and it is not reported.
 * The rule warns only when the function looks like one the agent is meant to call — it has a
 * `data_map`, or parameters with properties (a hook receives no arguments) — unless the user
 * confirmed the name as intended (`LintOptions.confirmedReserved`, kept outside the script).
 */
export const reservedName: FunctionRule = (fn, label, ctx) => {
  const name = functionName(fn)
  const hook = reservedHook(name)
  if (!hook || ctx.confirmedReserved.has(name!)) return []
  const dataMap = fn.has('data_map')
  const inputs = takesInputs(fn)
  if (!dataMap && !inputs) return []
  const has = [inputs && 'parameters', dataMap && 'a data_map'].filter(Boolean).join(' and ')
  return [
    problem(
      'reserved-name',
      ['function'],
      `${label} uses a reserved name: the platform runs it by itself ${HOOK_TIMES[hook.name]}, and the agent never calls it, yet it has ${has} like a regular function — rename it if the agent should call it, or confirm the hook is intended`,
    ),
  ]
}

/** `summarize-without-post-prompt`: summarize_conversation with no usable `ai.post_prompt`. */
export const summarizeWithoutPostPrompt: FunctionRule = (fn, label, ctx) => {
  if (functionName(fn) !== 'summarize_conversation' || ctx.postPrompt === 'present') return []
  const why =
    ctx.postPrompt === 'absent'
      ? 'the script has no ai.post_prompt'
      : 'ai.post_prompt has no text (nor pom)'
  return [
    problem(
      'summarize-without-post-prompt',
      ['function'],
      `${label} will never run: it runs at the end of the call only when there is a post-prompt, and ${why} — add ai.post_prompt.text (what to summarise), or remove the function`,
    ),
  ]
}

/** `no-handler`: no data_map, no web_hook_url, no default URL and no include serving it. */
export const noHandler: FunctionRule = (fn, label, ctx) => {
  if (fn.has('data_map') || fn.has('web_hook_url') || ctx.hasDefaultUrl) return []
  const name = functionName(fn)
  if (name !== undefined && ctx.includes.has(name)) return []
  return [
    problem(
      'no-handler',
      asString(fn.get('function')) !== undefined ? ['function'] : [],
      `${label} has nothing to run it: no data_map, no web_hook_url, and no SWAIG.defaults.web_hook_url — add a webhook URL or a data_map, or a call to it will fail`,
    ),
  ]
}

/** `include-shadowed`: the function's name is also served by an include. */
export const includeShadowed: FunctionRule = (fn, label, ctx) => {
  const name = functionName(fn)
  const include = name !== undefined ? ctx.includes.get(name) : undefined
  if (include === undefined) return []
  return [
    problem(
      'include-shadowed',
      ['function'],
      `${label} is defined here and also served by the include ${include}, so two definitions share one name — rename this function, or remove "${name}" from the include's functions`,
    ),
  ]
}

/** `deprecated-purpose`: `purpose` is used; the fix turns it into `description`. */
export const deprecatedPurpose: FunctionRule = (fn, label) => {
  if (!fn.has('purpose')) return []
  const description = fn.get('description')
  if (description === undefined)
    return [
      problem(
        'deprecated-purpose',
        ['purpose'],
        `${label} uses purpose, the old name of description — rename it to description (same text)`,
        { kind: 'purpose-to-description', label: 'Rename purpose to description' },
      ),
    ]
  if (isBlank(description) && asString(fn.get('purpose')) !== undefined)
    return [
      problem(
        'deprecated-purpose',
        ['purpose'],
        `${label} has an empty description and the old purpose field — move the purpose text into the description`,
        { kind: 'purpose-to-description', label: 'Move purpose into description' },
      ),
    ]
  return [
    problem(
      'deprecated-purpose',
      ['purpose'],
      `${label} has both description and the old purpose field — remove purpose; the description is what the agent should read`,
      // A description that is not text (the schema reports it) must not cost the purpose text.
      asString(description) !== undefined
        ? { kind: 'purpose-to-description', label: 'Remove purpose' }
        : undefined,
    ),
  ]
}
