import { useFocusSoon, useListIds, useStableHandlers } from './hooks'
import { insertItem, moveItem, removeItem, replaceItem } from './plain'
import type { Emit } from './types'

/**
 * Add, remove, move and replace for an array edited as a list of cards, with stable keys and
 * the focus kept where the user works: in the first input of a new item, on the next item's
 * remove button after a removal (or on the add button `<idBase>-add` when none is left).
 */
export function useListEditor<T>(idBase: string, items: readonly T[], onChange: Emit<T[]>) {
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
      onChange(removeItem(items, at))
    },
    move(from: number, to: number) {
      ids.move(from, to)
      onChange(moveItem(items, from, to))
    },
    replace(at: number, item: T, sourceId?: string) {
      onChange(replaceItem(items, at, item), sourceId)
    },
  })
  return {
    keys,
    itemId,
    ...ops,
    add(item: T, at = items.length) {
      const key = ids.insert(at)
      focusSoon(() =>
        document.getElementById(itemId(key))?.querySelector('input, textarea, select'),
      )
      onChange(insertItem(items, at, item))
    },
  }
}
