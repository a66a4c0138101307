/**
 * Undo history as a pure data structure. Entries are whole snapshots, but snapshots of
 * immutable documents that share every unchanged node: an entry costs what its edit changed
 * (the edited function and the arrays along its path), not a copy of the script.
 */
export interface History<T> {
  readonly past: readonly T[]
  readonly future: readonly T[]
  /** The coalescing key of the last recorded step, and when it was recorded. */
  readonly lastKey?: string
  readonly lastAt?: number
}

export const HISTORY_LIMIT = 300
/** Steps with the same key closer together than this merge into one (typing in one field). */
export const COALESCE_MS = 1200

export const emptyHistory = <T>(): History<T> => ({ past: [], future: [] })

/**
 * Records `previous` (the state before a change) as an undo step. A change with the same
 * `key` as the last one, within `COALESCE_MS`, joins that step instead.
 */
export function record<T>(h: History<T>, previous: T, now: number, key?: string): History<T> {
  const joins =
    key !== undefined && key === h.lastKey && h.lastAt !== undefined && now - h.lastAt < COALESCE_MS
  if (joins) return { ...h, future: [], lastAt: now }
  const past = h.past.length >= HISTORY_LIMIT ? h.past.slice(1) : h.past.slice()
  past.push(previous)
  return { past, future: [], lastKey: key, lastAt: now }
}

/** Steps back: returns the state to restore and the new history, or `undefined` at the start. */
export function undo<T>(h: History<T>, current: T): { state: T; history: History<T> } | undefined {
  const state = h.past[h.past.length - 1]
  if (state === undefined) return undefined
  return { state, history: { past: h.past.slice(0, -1), future: [current, ...h.future] } }
}

export function redo<T>(h: History<T>, current: T): { state: T; history: History<T> } | undefined {
  const [state, ...future] = h.future
  if (state === undefined) return undefined
  return { state, history: { past: [...h.past, current], future } }
}
