import { useState } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { NATIVE_FUNCTION_NAMES } from '../../../schemas'
import { Button } from '../../components/Button'
import { FieldShell } from './common/FieldShell'
import { JsonValueEditor } from './common/JsonValueEditor'
import { asStringList, isStringOrStrings } from './common/plain'
import { useFieldValue } from './common/useFieldValue'
import { NATIVE_FUNCTION_HELP, nativeChoices, toggleName } from './nativeFunctions'

/**
 * `ai.SWAIG.native_functions`: the built-in functions to turn on, as checkboxes. Names the
 * editor does not know are kept, shown and can be turned off; others can be typed in.
 */
export function NativeFunctionsField(props: FieldProps) {
  const { value, emit, id } = useFieldValue(props)
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
          onChange={(v) => emit(v)}
        />
      </FieldShell>
    )
  }
  const selected = asStringList(value)
  const addOther = () => {
    const name = other.trim()
    if (name === '') return
    setOther('')
    emit(toggleName(selected, name, true))
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
                onChange={(e) => emit(toggleName(selected, name, e.target.checked))}
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
