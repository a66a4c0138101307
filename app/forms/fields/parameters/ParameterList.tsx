import { Button } from '../../../components/Button'
import { useDisabled, useFocusSoon, useKeyIds, useStableHandlers } from '../common/hooks'
import { freshName, type PlainObject } from '../common/plain'
import type { Emit } from '../common/types'
import { ParameterRow, type ParameterRowHandlers } from './ParameterRow'
import {
  missingRequired,
  moveProperty,
  newParameter,
  readProperties,
  removeProperty,
  renameProperty,
  requiredNames,
  setProperty,
  setRequired,
} from './parameterModel'

export interface ParameterListProps {
  idBase: string
  /** The object schema holding `properties` and `required`. */
  schema: PlainObject
  /** The object parameter whose properties these are; absent for the function's parameters. */
  parent?: string
  onChange: Emit<PlainObject>
}

/** The named parameters of an object schema: add, rename, remove, reorder, mark required. */
export function ParameterList({ idBase, schema, parent, onChange }: ParameterListProps) {
  const disabled = useDisabled()
  const ids = useKeyIds()
  const focusSoon = useFocusSoon()
  const properties = readProperties(schema) ?? {}
  const names = Object.keys(properties)
  const keys = ids.idsFor(names)
  const required = requiredNames(schema)
  const missing = missingRequired(schema)
  const rowId = (key: string) => `${idBase}-${key}`
  const addLabel = parent === undefined ? 'Add parameter' : `Add property to ${parent}`

  function add() {
    const name = freshName(parent === undefined ? 'new_parameter' : 'new_property', names)
    const [key] = ids.idsFor([name])
    focusSoon(`${rowId(key!)}-name`, true)
    onChange(setProperty(schema, name, newParameter()))
  }
  const handlers = useStableHandlers<ParameterRowHandlers>({
    rename(name, to, sourceId) {
      ids.rename(name, to)
      onChange(renameProperty(schema, name, to), sourceId)
    },
    change: (name, value, sourceId) => onChange(setProperty(schema, name, value), sourceId),
    required: (name, on) => onChange(setRequired(schema, name, on)),
    move: (name, offset) => onChange(moveProperty(schema, name, offset)),
    remove(name) {
      const at = names.indexOf(name)
      const neighbour = keys[at + 1] ?? keys[at - 1]
      focusSoon(neighbour ? `${rowId(neighbour)}-remove` : `${idBase}-add`)
      onChange(removeProperty(schema, name))
    },
  })

  return (
    <div className="fld-params">
      {names.map((name, i) => (
        <ParameterRow
          key={keys[i]}
          idBase={rowId(keys[i]!)}
          name={name}
          value={properties[name]}
          required={required.includes(name)}
          otherNames={names.filter((n) => n !== name)}
          parent={parent}
          index={i}
          count={names.length}
          handlers={handlers}
        />
      ))}
      {missing.length > 0 && (
        <div className="fld-notice" role="note">
          <p>
            Marked required but not defined: <strong>{missing.join(', ')}</strong>. Add a parameter
            with that name, or stop requiring it.
          </p>
          {missing.map((name) => (
            <Button
              key={name}
              size="sm"
              variant="ghost"
              disabled={disabled}
              onClick={() => onChange(setRequired(schema, name, false))}
            >
              {`Stop requiring ${name}`}
            </Button>
          ))}
        </div>
      )}
      <div>
        <Button id={`${idBase}-add`} size="sm" icon="plus" disabled={disabled} onClick={add}>
          {addLabel}
        </Button>
      </div>
    </div>
  )
}
