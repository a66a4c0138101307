import { Button } from '../../../components/Button'
import { useDisabled, useFocusSoon, useKeyIds, useStableHandlers } from '../common/hooks'
import { freshName, type PlainObject } from '../../../model/core'
import { ParameterRow, type ParameterRowHandlers } from './ParameterRow'
import {
  addPropertyOps,
  applyPatchToValue,
  missingRequired,
  movePropertyOps,
  newParameter,
  readProperties,
  removePropertyOps,
  renamePropertyOps,
  requiredNames,
  setRequiredOps,
  type JsonValue,
  type PatchOp,
} from '../../../model/core'
import type { EditTarget } from '../../editTarget'

export interface ParameterListProps {
  idBase: string
  /** The object schema holding `properties` and `required`. */
  schema: PlainObject
  /** The object parameter whose properties these are; absent for the function's parameters. */
  parent?: string
  /** The object schema in the script. */
  target: EditTarget
  /** What must exist before the first parameter is added (the function's `parameters` object). */
  prepare?: (root: JsonValue) => PatchOp[]
}

/** The named parameters of an object schema: add, rename, remove, reorder, mark required. */
export function ParameterList({ idBase, schema, parent, target, prepare }: ParameterListProps) {
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
    target.edit((root, at) => {
      const before = prepare?.(root) ?? []
      const made = before.length ? applyPatchToValue(root, before) : undefined
      return [...before, ...addPropertyOps(made?.ok ? made.value : root, at, name, newParameter())]
    })
  }
  const handlers = useStableHandlers<ParameterRowHandlers>({
    rename(name, to, sourceId) {
      ids.rename(name, to)
      target.edit((root, at) => renamePropertyOps(root, at, name, to), sourceId)
    },
    required: (name, on) => target.edit((root, at) => setRequiredOps(root, at, name, on)),
    move: (name, offset) => target.edit((root, at) => movePropertyOps(root, at, name, offset)),
    remove(name) {
      const at = names.indexOf(name)
      const neighbour = keys[at + 1] ?? keys[at - 1]
      focusSoon(neighbour ? `${rowId(neighbour)}-remove` : `${idBase}-add`)
      target.edit((root, schemaAt) => removePropertyOps(root, schemaAt, name))
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
          target={target.at('properties', name)}
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
              onClick={() => target.edit((root, at) => setRequiredOps(root, at, name, false))}
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
