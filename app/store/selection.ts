import type { FunctionId } from './functionIds'

/**
 * What the editor pane shows: a settings page, or a function by its id (so the selection stays
 * on a function when others move).
 */
/** The settings pages of the script (each a button of the outline). */
export type PageKind = 'settings' | 'behaviour' | 'languages' | 'flow' | 'swaig'

export type Selection = { kind: PageKind } | { kind: 'function'; id: FunctionId }

export const SETTINGS: Selection = { kind: 'settings' }

/** The script index of the selected function, or -1. */
export function selectedIndex(selection: Selection, ids: readonly FunctionId[]): number {
  return selection.kind === 'function' ? ids.indexOf(selection.id) : -1
}

/** The selection of the function at `index`, or the script settings when there is none. */
export function selectionAt(ids: readonly FunctionId[], index: number): Selection {
  const id = ids[index]
  return id === undefined ? SETTINGS : { kind: 'function', id }
}

/**
 * The selection after the function list changed from `prev` to `next` ids: it stays on its
 * function wherever that went; when the function is gone, the function now at its place (or the
 * last one) is selected, and the script settings when no function is left.
 */
export function followSelection(
  selection: Selection,
  prev: readonly FunctionId[],
  next: readonly FunctionId[],
): Selection {
  if (selection.kind !== 'function' || next.includes(selection.id)) return selection
  const was = prev.indexOf(selection.id)
  if (next.length === 0) return SETTINGS
  return selectionAt(next, Math.min(Math.max(was, 0), next.length - 1))
}

/** The first function of a freshly loaded script, else its settings. */
export const initialSelection = (ids: readonly FunctionId[]): Selection => selectionAt(ids, 0)
