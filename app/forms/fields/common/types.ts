/**
 * How editors report a change: the new value, and the DOM id of the input being typed in (so
 * that the keystrokes of one input make one undo step). Structural changes (add, remove, move)
 * pass no id and are undone one by one.
 */
export type Emit<T> = (value: T, sourceId?: string) => void

/**
 * What a row of an object editor (a language, a key) asks its list to do. The list makes them
 * stable (`useStableHandlers`), so that rows re-render only when their own data changes.
 */
export interface KeyedRowHandlers {
  rename(name: string, to: string, sourceId?: string): void
  change(name: string, value: unknown, sourceId?: string): void
  remove(name: string): void
}
