/**
 * Actions in plain words (swaig-fields.md §8.5), for the trace and for test expectations: each
 * action is an object whose keys are its kinds (`{say: "…"}`, `{SWML: {…}, transfer: true}`).
 */

/** Action kinds of the schema, the documentation, real scripts and the SDK. */
export const ACTION_KINDS = [
  'SWML',
  'say',
  'stop',
  'hangup',
  'hold',
  'toggle_functions',
  'set_global_data',
  'unset_global_data',
  'set_meta_data',
  'unset_meta_data',
  'playback_bg',
  'stop_playback_bg',
  'user_input',
  'context_switch',
  'change_context',
  'change_step',
  'transfer',
  'back_to_back_functions',
  'wait_for_user',
  'add_dynamic_hints',
  'clear_dynamic_hints',
  'end_of_speech_timeout',
  'speech_event_timeout',
  'extensive_data',
  'replace_in_history',
  'settings',
] as const

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const short = (v: unknown, max = 80): string => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))
  return s.length > max ? `${s.slice(0, max - 1)}…` : s
}
const quoted = (v: unknown) => `“${short(v)}”`
const keysOf = (v: unknown) => (isRecord(v) ? Object.keys(v).join(', ') : short(v))

/** The kinds of an action (its keys), or none for a value that is not an object. */
export function actionKinds(action: unknown): string[] {
  return isRecord(action) ? Object.keys(action) : []
}

/** What the SWML of an action does: the methods of its main section. */
function swmlWords(swml: unknown): string {
  const main = isRecord(swml) && isRecord(swml.sections) ? swml.sections.main : undefined
  if (!Array.isArray(main) || main.length === 0) return 'Runs SWML'
  const steps = main.map((step) => {
    const [method] = isRecord(step) ? Object.keys(step) : []
    const body = method && isRecord(step) ? step[method] : undefined
    if (method === 'send_sms' && isRecord(body))
      return `sends an SMS to ${short(body.to_number ?? '?', 40)}: ${quoted(body.body ?? '')}`
    if (method === 'connect') return 'connects the call'
    if (method === 'play') return 'plays audio'
    return method ?? 'a step'
  })
  return `Runs SWML: ${steps.join('; ')}`
}

function oneKind(kind: string, value: unknown): string {
  switch (kind) {
    case 'SWML':
      return swmlWords(value)
    case 'say':
      return `Says ${quoted(value)}`
    case 'stop':
      return value === false ? 'Does not end the AI session' : 'Ends the AI session'
    case 'hangup':
      return value === false ? 'Does not hang up' : 'Hangs up after the agent finishes speaking'
    case 'hold':
      return `Puts the caller on hold (${short(isRecord(value) ? (value.timeout ?? 300) : value)} s)`
    case 'toggle_functions': {
      const items = Array.isArray(value) ? value : [value]
      return items
        .map((t) =>
          isRecord(t)
            ? `Turns ${t.active === false || t.active === 'false' ? 'off' : 'on'} ${[t.function].flat().join(', ')}`
            : 'Toggles functions',
        )
        .join('; ')
    }
    case 'set_global_data':
      return `Sets global_data ${keysOf(value)}`
    case 'unset_global_data':
      return `Removes global_data ${keysOf(value)}`
    case 'set_meta_data':
      return `Sets meta_data ${keysOf(value)}`
    case 'unset_meta_data':
      return `Removes meta_data ${keysOf(value)}`
    case 'playback_bg':
      return `Plays ${short(isRecord(value) ? value.file : value)} in the background`
    case 'stop_playback_bg':
      return 'Stops the background audio'
    case 'user_input':
      return `Acts as if the caller said ${quoted(value)}`
    case 'context_switch':
      return 'Replaces the system prompt'
    case 'change_context':
      return `Moves to context ${quoted(value)}`
    case 'change_step':
      return `Moves to step ${quoted(value)}`
    case 'transfer':
      return value === true
        ? 'Transfers the call (to the SWML beside it)'
        : `Transfers the call to ${short(isRecord(value) ? value.dest : value)}`
    case 'back_to_back_functions':
      return 'Lets the agent call another function right away'
    default:
      return `${kind}: ${short(value)}${(ACTION_KINDS as readonly string[]).includes(kind) ? '' : ' (not a known action)'}`
  }
}

/** An action in plain words. */
export function describeAction(action: unknown): string {
  if (!isRecord(action)) return `Not an action: ${short(action)}`
  const kinds = Object.keys(action)
  if (kinds.length === 0) return 'An empty action: does nothing'
  return kinds.map((k) => oneKind(k, action[k])).join(' + ')
}
