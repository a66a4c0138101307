import { useFocusSoon, useKeyIds, useStableHandlers } from '../common/hooks'
import { renameKey, setKey, withoutKeys, type PlainObject } from '../common/plain'
import type { Emit, KeyedRowHandlers } from '../common/types'
import { AddLanguage } from './AddLanguage'
import { fillerMapOrNothing } from './fillerMap'
import { LanguageBlock } from './LanguageBlock'

export interface FillerMapEditorProps {
  idBase: string
  map: PlainObject
  /** The new map; `undefined` when its last language was removed. */
  onChange: Emit<PlainObject | undefined>
}

/** A filler map: one block per language, in the script's order, and a way to add one. */
export function FillerMapEditor({ idBase, map, onChange }: FillerMapEditorProps) {
  const ids = useKeyIds()
  const focusSoon = useFocusSoon()
  const codes = Object.keys(map)
  const keys = ids.idsFor(codes)
  const blockId = (key: string) => `${idBase}-${key}`

  function add(code: string) {
    const [key] = ids.idsFor([code])
    focusSoon(() => document.getElementById(blockId(key!))?.querySelector('.fld-phrase input'))
    onChange(setKey(map, code, ['']))
  }
  const handlers = useStableHandlers<KeyedRowHandlers>({
    rename(from, to, sourceId) {
      ids.rename(from, to)
      onChange(renameKey(map, from, to), sourceId)
    },
    change: (code, value, sourceId) => onChange(setKey(map, code, value), sourceId),
    remove(code) {
      const at = codes.indexOf(code)
      const neighbour = keys[at + 1] ?? keys[at - 1]
      focusSoon(neighbour ? `${blockId(neighbour)}-remove` : `${idBase}-add`)
      onChange(fillerMapOrNothing(withoutKeys(map, [code])))
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
        />
      ))}
      <AddLanguage idBase={idBase} taken={codes} onAdd={add} />
    </div>
  )
}
