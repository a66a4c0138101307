import { useState } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { ariaDescribedByIds } from '@rjsf/utils'
import { fieldTitle } from './common/FieldShell'
import { useFieldTarget } from '../formTargets'

const WHOLE_NUMBER = /^-?\d+$/

/**
 * A value the spec allows as a string or an integer (`wait_file_loops`): shown as text, and
 * written back in the type the script used. An integer stays an integer while the text is a
 * whole number (and comes back as one after a detour through other text); a string stays a
 * string, even when it reads as a number; an empty field starts as an integer. Templates such
 * as `${global_data.loops}` are text.
 */
export function StringOrIntegerField(props: FieldProps) {
  const { value, target, id } = useFieldTarget(props)
  const { uiSchema, disabled, readonly } = props
  // The type the script (or the user's first entry) chose; a field's own edits do not change it.
  const [prefersNumber, setPrefersNumber] = useState(typeof value !== 'string')
  const [seen, setSeen] = useState(value)
  const [written, setWritten] = useState<unknown>(undefined)
  if (value !== seen) {
    setSeen(value)
    if (value !== written) setPrefersNumber(typeof value !== 'string')
  }
  const text = value === undefined || value === null ? '' : String(value)

  function edit(next: string) {
    // Not `value === undefined || …`: emptying the field on the way to another number is one of
    // its own edits, and keeps the type (an empty field prefers a number from the start).
    const asNumber = prefersNumber && WHOLE_NUMBER.test(next)
    const out = next === '' ? undefined : asNumber ? Number(next) : next
    setWritten(out)
    if (value === undefined && out !== undefined) setPrefersNumber(asNumber)
    target.set(out, id)
  }
  return (
    <div className="field" data-field={id}>
      <label htmlFor={id} className="field-label">
        {fieldTitle(props)}
      </label>
      <input
        id={id}
        className="input"
        placeholder={uiSchema?.['ui:placeholder'] as string | undefined}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => edit(e.target.value)}
      />
      {props.schema.description && (
        <p id={`${id}__description`} className="field-help">
          {props.schema.description}
        </p>
      )}
    </div>
  )
}
