import type { FieldProps } from '@rjsf/utils'
import { ariaDescribedByIds } from '@rjsf/utils'

/**
 * A value the spec allows as a string or an integer (`wait_file_loops`): shown as text, and
 * written back in the type the script already used: an integer stays an integer while the
 * text is a whole number; a string stays a string.
 */
export function StringOrIntegerField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, name, disabled, readonly, rawErrors } =
    props
  const id = fieldPathId.$id
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name
  const text = formData === undefined || formData === null ? '' : String(formData)
  function edit(next: string) {
    if (next === '') return onChange(undefined, fieldPathId.path)
    const wantsNumber =
      props.uiSchema?.['ui:options']?.stringOnly !== true &&
      (typeof formData === 'number' || formData === undefined)
    onChange((wantsNumber && /^-?\d+$/.test(next) ? Number(next) : next) as never, fieldPathId.path)
  }
  return (
    <div className="field" data-field={id}>
      <label htmlFor={id} className="field-label">
        {title}
      </label>
      <input
        id={id}
        className="input"
        inputMode={uiSchema?.['ui:options']?.stringOnly ? undefined : 'numeric'}
        placeholder={uiSchema?.['ui:placeholder'] as string | undefined}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => edit(e.target.value)}
      />
      {schema.description && (
        <p id={`${id}__description`} className="field-help">
          {schema.description}
        </p>
      )}
      {rawErrors?.length ? (
        <p id={`${id}__error`} className="field-error">
          {rawErrors.join(' ')}
        </p>
      ) : null}
    </div>
  )
}

/** A one-line string (a URL until the credentials-aware URL field arrives). */
export function TextLineField(props: FieldProps) {
  const uiSchema = {
    ...props.uiSchema,
    'ui:options': { ...props.uiSchema?.['ui:options'], stringOnly: true },
  }
  return <StringOrIntegerField {...props} uiSchema={uiSchema} />
}
