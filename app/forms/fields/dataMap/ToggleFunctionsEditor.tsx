import { Button } from '../../../components/Button'
import { ItemActions } from '../common/ItemActions'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { OtherKeys } from '../common/OtherKeys'
import { StringListInput } from '../common/StringListInput'
import { SwitchInput } from '../common/SwitchInput'
import { useDisabled } from '../common/hooks'
import { isPlainObject, readBoolean } from '../../../model/core'
import { useListEditor } from '../common/useListEditor'
import type { EditTarget } from '../../editTarget'

const KNOWN = new Set(['function', 'active'])

/** `toggle_functions`: rows of function names and whether they are turned on. */
export function ToggleFunctionsEditor({
  idBase,
  value,
  target,
}: {
  idBase: string
  value: unknown[]
  /** The list of switches in the script. */
  target: EditTarget
}) {
  const disabled = useDisabled()
  const list = useListEditor(idBase, value, target)
  return (
    <div className="fld-toggles">
      <ul className="fld-list">
        {value.map((row, i) => {
          const key = list.keys[i]!
          const rowId = list.itemId(key)
          const what = `function switch ${i + 1}`
          return (
            <li key={key} id={rowId} className="fld-row fld-toggle-row">
              {isPlainObject(row) ? (
                <>
                  <StringListInput
                    id={`${rowId}-names`}
                    label="Function names"
                    help="One or more function names, separated by commas."
                    value={row.function}
                    placeholder="send_present"
                    onChange={(v, s) =>
                      list
                        .itemTarget(i)
                        .at('function')
                        .set(v ?? '', s)
                    }
                  />
                  <SwitchInput
                    id={`${rowId}-active`}
                    label="Turn on"
                    checked={readBoolean(row.active) ?? true}
                    help="Off makes them unavailable."
                    onChange={(on) => list.itemTarget(i).at('active').set(on)}
                  />
                  <OtherKeys
                    id={`${rowId}-other`}
                    obj={row}
                    known={KNOWN}
                    what={what}
                    target={list.itemTarget(i)}
                  />
                </>
              ) : (
                <JsonValueEditor
                  id={`${rowId}-json`}
                  label={`Function switch ${i + 1}`}
                  value={row}
                  onChange={(v) => list.itemTarget(i).set(v, `${rowId}-json`)}
                />
              )}
              <ItemActions
                what={what}
                idBase={rowId}
                index={i}
                count={value.length}
                onMove={(to) => list.move(i, to)}
                onRemove={() => list.remove(i)}
              />
            </li>
          )
        })}
      </ul>
      <Button
        id={`${idBase}-add`}
        size="sm"
        icon="plus"
        disabled={disabled}
        onClick={() => list.add({ function: '', active: true })}
      >
        Add function switch
      </Button>
    </div>
  )
}
