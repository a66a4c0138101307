import { useMemo } from 'react'
import { getAi, getIn, isArray, opsToSetInAi, type JsonPath } from '../../model/core'
import { useAiEditor } from './useAi'

/** Adds, removes and moves the items of a list of the `ai` step: one operation each. */
export function useListEditor(rel: JsonPath) {
  const edit = useAiEditor()
  const key = JSON.stringify(rel)
  return useMemo(() => {
    const path = JSON.parse(key) as JsonPath
    return {
      /** Appends `item` (creating the list when there is none); returns its index. */
      add(item: unknown): number {
        let index = 0
        edit.apply((root) => {
          const list = getIn(getAi(root), path)
          index = isArray(list) ? list.length : 0
          return opsToSetInAi(root, [...path, index], item)
        })
        return index
      },
      remove(index: number) {
        edit.apply((_root, at) => [{ op: 'remove', path: at([...path, index]) }])
      },
      move(from: number, to: number) {
        edit.apply((_root, at) => [
          { op: 'move', from: at([...path, from]), path: at([...path, to]) },
        ])
      },
    }
  }, [edit, key])
}
