/** The actions with their own small form, in the order offered when adding one. */

export interface ActionKind {
  key: string
  /** What the action does, as a short title. */
  label: string
  help: string
  /** The value of a new action of this kind. */
  create(): unknown
}

export const ACTION_KINDS: readonly ActionKind[] = [
  { key: 'say', label: 'Say something', help: 'The agent says this text.', create: () => '' },
  {
    key: 'SWML',
    label: 'Run SWML',
    help: 'Runs a SignalWire script mid-call, for example to send an SMS or connect the call.',
    create: () => ({ version: '1.0.0', sections: { main: [] } }),
  },
  {
    key: 'transfer',
    label: 'Transfer the call',
    help: 'Hands the call over; on means the SWML action next to it takes the call.',
    create: () => ({ dest: '' }),
  },
  {
    key: 'stop',
    label: 'End the AI session',
    help: 'The agent stops; the call goes on with the next step of the script.',
    create: () => true,
  },
  {
    key: 'hangup',
    label: 'Hang up',
    help: 'Hangs up once the agent has finished speaking.',
    create: () => true,
  },
  {
    key: 'toggle_functions',
    label: 'Turn functions on or off',
    help: 'Makes functions available to the agent, or not, from now on.',
    create: () => [{ function: '', active: true }],
  },
  {
    key: 'set_global_data',
    label: 'Set global data',
    help: 'Adds or changes values in the call’s global data.',
    create: () => ({}),
  },
  {
    key: 'unset_global_data',
    label: 'Remove global data',
    help: 'Removes a key from the call’s global data.',
    create: () => '',
  },
  {
    key: 'set_meta_data',
    label: 'Set function metadata',
    help: 'Adds or changes values in this function’s metadata.',
    create: () => ({}),
  },
  {
    key: 'unset_meta_data',
    label: 'Remove function metadata',
    help: 'Removes a key from this function’s metadata.',
    create: () => '',
  },
  {
    key: 'playback_bg',
    label: 'Play background audio',
    help: 'Starts playing an audio file behind the conversation.',
    create: () => ({ file: '' }),
  },
  {
    key: 'stop_playback_bg',
    label: 'Stop background audio',
    help: 'Stops the background audio.',
    create: () => true,
  },
  {
    key: 'user_input',
    label: 'Act as if the caller said',
    help: 'Text handled as if the caller had said it.',
    create: () => '',
  },
  {
    key: 'back_to_back_functions',
    label: 'Allow another function right away',
    help: 'Lets the agent call another function straight away.',
    create: () => true,
  },
]

const BY_KEY = new Map(ACTION_KINDS.map((k) => [k.key, k]))

export const actionKind = (key: string): ActionKind | undefined => BY_KEY.get(key)

/** A one-line title for an action: its kinds' labels, or its keys. */
export function actionTitle(action: unknown): string {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return 'Action (JSON)'
  const keys = Object.keys(action)
  if (keys.length === 0) return 'Empty action'
  return keys.map((k) => actionKind(k)?.label ?? k).join(' + ')
}

/** The action list of an output, as a list (a single action object counts as a list of one). */
export function asActionList(value: unknown): unknown[] | undefined {
  if (value === undefined) return []
  if (Array.isArray(value)) return value
  if (typeof value === 'object' && value !== null) return [value]
  return undefined
}
