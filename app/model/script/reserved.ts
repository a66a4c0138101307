/** The reserved functions of spec 2.3, with the spelling SignalWire's schema and SDK use. */
export interface ReservedHook {
  /** The spec's name. */
  readonly name: 'start_hook' | 'stop_hook' | 'summarize_conversation'
  /** Another spelling the platform recognises for the same hook. */
  readonly alias?: 'startup_hook' | 'hangup_hook'
  readonly label: string
  /** When it runs, in plain words. */
  readonly when: string
  /** What it sends to its webhook URL, in plain words. */
  readonly sends: string
}

export const RESERVED_HOOKS: readonly ReservedHook[] = [
  {
    name: 'start_hook',
    alias: 'startup_hook',
    label: 'Call start',
    when: 'Runs when the call is answered.',
    sends: 'The fields set on this hook (its description, metadata…) to its webhook URL.',
  },
  {
    name: 'stop_hook',
    alias: 'hangup_hook',
    label: 'Call end',
    when: 'Runs when the call ends.',
    sends: 'The fields set on this hook (its description, metadata…) to its webhook URL.',
  },
  {
    name: 'summarize_conversation',
    label: 'Conversation summary',
    when: 'Runs when the call ends, only if the script has a post-prompt.',
    sends:
      'The summary the agent writes from the summary prompt, with the fields set on this hook, to its webhook URL.',
  },
]

const BY_NAME = new Map<string, ReservedHook>()
for (const hook of RESERVED_HOOKS) {
  BY_NAME.set(hook.name, hook)
  if (hook.alias) BY_NAME.set(hook.alias, hook)
}

/** The reserved hook a function name stands for (either spelling), if any. */
export function reservedHook(name: string | undefined): ReservedHook | undefined {
  return name === undefined ? undefined : BY_NAME.get(name)
}

export const isReservedName = (name: string | undefined): boolean =>
  reservedHook(name) !== undefined
