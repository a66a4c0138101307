import { useFocusSoon, useKeyIds, useStableHandlers } from '../common/hooks'
import type { PlainObject } from '../../../model/core'
import type { KeyedRowHandlers } from '../common/types'
import type { EditTarget } from '../../editTarget'
import { AddLanguage } from './AddLanguage'
import { LanguageBlock } from './LanguageBlock'

export interface FillerMapEditorProps {
  idBase: string
  map: PlainObject
  /** The map in the script (removed with its last language, unless `keepWhenEmpty`). */
  target: EditTarget
  /** Keep an emptied map as `{}` (the fillers of a built-in function). */
  keepWhenEmpty?: boolean
}

/** A filler map: one block per language, in the script's order, and a way to add one. */
export function FillerMapEditor({ idBase, map, target, keepWhenEmpty }: FillerMapEditorProps) {
  const ids = useKeyIds()
  const focusSoon = useFocusSoon()
  const codes = Object.keys(map)
  const keys = ids.idsFor(codes)
  const blockId = (key: string) => `${idBase}-${key}`

  function add(code: string) {
    const [key] = ids.idsFor([code])
    focusSoon(() => document.getElementById(blockId(key!))?.querySelector('.fld-phrase input'))
    target.at(code).set([''])
  }
  const handlers = useStableHandlers<KeyedRowHandlers>({
    rename(from, to, sourceId) {
      ids.rename(from, to)
      target.renameKey(from, to, sourceId)
    },
    change: (code, value, sourceId) => target.at(code).set(value, sourceId),
    remove(code) {
      const at = codes.indexOf(code)
      const neighbour = keys[at + 1] ?? keys[at - 1]
      focusSoon(neighbour ? `${blockId(neighbour)}-remove` : `${idBase}-add`)
      if (codes.length > 1 || keepWhenEmpty) target.at(code).remove()
      else target.remove()
    },
  })

  return (
    <div className="fld-fillers">
      {codes.map((code, i) => (
        <LanguageBlock
          key={keys[i]}
          idBase={blockId(keys[i]!)}
          code={code}
          value={map[code]}
          otherCodes={codes.filter((c) => c !== code)}
          index={i}
          count={codes.length}
          handlers={handlers}
          target={target.at(code)}
        />
      ))}
      <AddLanguage idBase={idBase} taken={codes} onAdd={add} />
    </div>
  )
}
