import { Button } from '../../../components/Button'
import { useDisabled, useFocusSoon, useKeyIds, useStableHandlers } from './hooks'
import { KeyValueRow } from './KeyValueRow'
import { freshName, type PlainObject } from '../../../model/core'
import type { KeyedRowHandlers } from './types'
import type { EditTarget } from '../../editTarget'

export interface KeyValueEditorProps {
  idBase: string
  value: PlainObject
  /** The object in the script (removed with its last key, unless `keepWhenEmpty`). */
  target: EditTarget
  /** Keep an emptied object as `{}` (the value of an action such as set_global_data). */
  keepWhenEmpty?: boolean
  /** Singular noun of a key ("key", "header"), read in labels and button names. */
  noun?: string
  /** Whether values may be numbers, true/false or JSON (else text only, as headers). */
  typed?: boolean
  /** Name of the add button ("Add key"). */
  addLabel?: string
}

/** A flat object as rows of key and value; nested values are edited as JSON in their row. */
export function KeyValueEditor(props: KeyValueEditorProps) {
  const { idBase, value, target, noun = 'key', typed = true } = props
  const disabled = useDisabled()
  const ids = useKeyIds()
  const focusSoon = useFocusSoon()
  const names = Object.keys(value)
  const keys = ids.idsFor(names)
  const rowId = (key: string) => `${idBase}-${key}`
  const title = `${noun[0]!.toUpperCase()}${noun.slice(1)}`

  function add() {
    const name = freshName(noun === 'key' ? 'new_key' : `new_${noun.replace(/\W+/g, '_')}`, names)
    const [key] = ids.idsFor([name])
    focusSoon(`${rowId(key!)}-key`, true)
    target.at(name).set('')
  }
  const handlers = useStableHandlers<KeyedRowHandlers>({
    rename(from, to, sourceId) {
      ids.rename(from, to)
      target.renameKey(from, to, sourceId)
    },
    change: (name, v, sourceId) => target.at(name).set(v, sourceId),
    remove(name) {
      const at = names.indexOf(name)
      const neighbour = keys[at + 1] ?? keys[at - 1]
      focusSoon(neighbour ? `${rowId(neighbour)}-remove` : `${idBase}-add`)
      if (names.length > 1 || props.keepWhenEmpty) target.at(name).remove()
      else target.remove()
    },
  })

  return (
    <div className="fld-kv">
      {names.length > 0 && (
        <>
          <div className={`fld-kv-head ${typed ? 'fld-kv-typed' : ''}`} aria-hidden="true">
            <span>{title}</span>
            <span>Value</span>
            {typed && <span>Kind</span>}
          </div>
          <ul className={`fld-list ${typed ? 'fld-kv-typed' : ''}`}>
            {names.map((name, i) => (
              <KeyValueRow
                key={keys[i]}
                idBase={rowId(keys[i]!)}
                name={name}
                value={value[name]}
                otherNames={names.filter((n) => n !== name)}
                noun={noun}
                typed={typed}
                index={i}
                count={names.length}
                handlers={handlers}
              />
            ))}
          </ul>
        </>
      )}
      <div>
        <Button id={`${idBase}-add`} size="sm" icon="plus" disabled={disabled} onClick={add}>
          {props.addLabel ?? `Add ${noun}`}
        </Button>
      </div>
    </div>
  )
}
