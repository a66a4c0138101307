import { useState } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { NATIVE_FUNCTION_NAMES } from '../../../schemas'
import { Button } from '../../components/Button'
import { FieldShell } from './common/FieldShell'
import { JsonValueEditor } from './common/JsonValueEditor'
import { asStringList, isStringOrStrings } from '../../model/core'
import { useFieldTarget } from '../formTargets'
import { NATIVE_FUNCTION_HELP, nativeChoices, toggleName } from '../../model/core'

/**
 * `ai.SWAIG.native_functions`: the built-in functions to turn on, as checkboxes. Names the
 * editor does not know are kept, shown and can be turned off; others can be typed in.
 */
export function NativeFunctionsField(props: FieldProps) {
  const { value, target, id } = useFieldTarget(props)
  const [other, setOther] = useState('')
  const disabled = Boolean(props.disabled || props.readonly)
  if (value !== undefined && !isStringOrStrings(value)) {
    return (
      <FieldShell field={props} id={id}>
        <JsonValueEditor
          id={`${id}-json`}
          label={`${props.name} as JSON`}
          labelHidden
          value={value}
          onChange={(v) => target.set(v, `${id}-json`)}
        />
      </FieldShell>
    )
  }
  const selected = asStringList(value)
  // A list gains or loses one item; a bare name (or none) is written as a list.
  const toggle = (name: string, on: boolean) => {
    if (!Array.isArray(value)) return target.set(toggleName(selected, name, on))
    if (on) target.insert(value.length, name)
    else if (value.length === 1 && value[0] === name) target.remove()
    else if (value.includes(name)) target.removeItem(value.indexOf(name))
  }
  const addOther = () => {
    const name = other.trim()
    if (name === '') return
    setOther('')
    if (!selected.includes(name)) toggle(name, true)
  }
  return (
    <FieldShell field={props} id={id}>
      <ul className="fld-checks">
        {nativeChoices(NATIVE_FUNCTION_NAMES, selected).map((name) => {
          const known = NATIVE_FUNCTION_NAMES.includes(name)
          return (
            <li key={name} className="fld-check">
              <input
                id={`${id}-${name}`}
                type="checkbox"
                checked={selected.includes(name)}
                disabled={disabled}
                aria-describedby={`${id}-${name}__help`}
                onChange={(e) => toggle(name, e.target.checked)}
              />
              <label htmlFor={`${id}-${name}`} className="mono">
                {name}
              </label>
              <span id={`${id}-${name}__help`} className="field-help">
                {NATIVE_FUNCTION_HELP[name] ??
                  (known
                    ? 'A built-in function.'
                    : 'Not a built-in function this editor knows; kept as written.')}
              </span>
            </li>
          )
        })}
      </ul>
      <div className="fld-add-row">
        <div className="field">
          <label htmlFor={`${id}-other`} className="field-label fld-label-sm">
            Other built-in function
          </label>
          <input
            id={`${id}-other`}
            className="input mono"
            value={other}
            disabled={disabled}
            placeholder="function_name"
            onChange={(e) => setOther(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                addOther()
              }
            }}
          />
        </div>
        <Button size="sm" icon="plus" disabled={disabled || other.trim() === ''} onClick={addOther}>
          Add function
        </Button>
      </div>
    </FieldShell>
  )
}
