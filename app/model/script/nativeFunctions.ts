/** What the built-in functions do, in plain words, for the multi-select. */
export const NATIVE_FUNCTION_HELP: Record<string, string> = {
  check_time: 'Lets the agent tell the current time.',
  wait_seconds: 'Lets the agent pause for a number of seconds.',
  wait_for_user: 'Lets the agent wait quietly until the caller speaks.',
  adjust_response_latency: 'Lets the agent change how quickly it answers.',
}

/** The names to show: the known ones, then the script's other names in its order. */
export function nativeChoices(known: readonly string[], selected: readonly string[]): string[] {
  return [...known, ...selected.filter((n, i) => !known.includes(n) && selected.indexOf(n) === i)]
}

/** The selection with `name` turned on (appended) or off; empty → `undefined`. */
export function toggleName(
  selected: readonly string[],
  name: string,
  on: boolean,
): string[] | undefined {
  const next = on
    ? selected.includes(name)
      ? [...selected]
      : [...selected, name]
    : selected.filter((n) => n !== name)
  return next.length > 0 ? next : undefined
}
