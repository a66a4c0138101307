import { useFocusSoon, useListIds, useStableHandlers } from './hooks'
import { insertItem, moveItem, removeItem } from '../../../model/core'
import type { EditTarget } from '../../editTarget'

export interface ListEditorOptions {
  /** Remove the list itself with its last item (else an empty list stays). */
  removeWhenEmpty?: boolean
  /** What to remove with the last item instead of the list (what holds only this list). */
  emptyRemoves?: EditTarget
  /**
   * Whether the script holds a list. A single item written on its own (an output's one action)
   * is shown as a list of one: it is edited in place, and written as a list once one is added,
   * moved or removed.
   */
  isList?: boolean
}

/**
 * Add, remove, move and edit for an array edited as a list of cards, each an operation on the
 * list's target, with stable keys and the focus kept where the user works: in the first input of
 * a new item, on the next item's remove button after a removal (or on the add button
 * `<idBase>-add` when none is left).
 */
export function useListEditor<T>(
  idBase: string,
  items: readonly T[],
  target: EditTarget,
  { removeWhenEmpty = false, isList = true, emptyRemoves }: ListEditorOptions = {},
) {
  const ids = useListIds()
  const focusSoon = useFocusSoon()
  const keys = ids.sync(items.length)
  const itemId = (key: string) => `${idBase}-${key}`
  // Stable, so that items memoised on their data can hold them.
  const ops = useStableHandlers({
    remove(at: number) {
      const neighbour = keys[at + 1] ?? keys[at - 1]
      focusSoon(neighbour ? `${itemId(neighbour)}-remove` : `${idBase}-add`)
      ids.remove(at)
      if (items.length === 1 && removeWhenEmpty) (emptyRemoves ?? target).remove()
      else if (isList) target.removeItem(at)
      else target.set(removeItem(items, at))
    },
    move(from: number, to: number) {
      ids.move(from, to)
      if (isList) target.moveItem(from, to)
      else target.set(moveItem(items, from, to))
    },
  })
  return {
    keys,
    itemId,
    ...ops,
    /** Where item `at` is in the script. */
    itemTarget: (at: number): EditTarget => (isList ? target.at(at) : target),
    add(item: T, at = items.length) {
      const key = ids.insert(at)
      focusSoon(() =>
        document.getElementById(itemId(key))?.querySelector('input, textarea, select'),
      )
      if (isList) target.insert(at, item)
      else target.set(insertItem(items, at, item))
    },
  }
}
