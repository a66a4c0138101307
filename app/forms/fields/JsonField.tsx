import { useEffect, useId, useRef, useState } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { parseJson, toPlain } from '../../model'

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2))

/**
 * Any value edited as JSON text: used for structures the forms do not cover (yet). The text is
 * committed as soon as it parses; while it does not, the field says where the mistake is and
 * the script keeps its last good value.
 */
export function JsonField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, name, disabled, readonly, rawErrors } =
    props
  const id = fieldPathId.$id
  const [text, setText] = useState(() => show(formData))
  const [error, setError] = useState<string | null>(null)
  const lastCommitted = useRef<unknown>(formData)
  const errorId = useId()

  useEffect(() => {
    if (formData !== lastCommitted.current) {
      lastCommitted.current = formData
      setText(show(formData))
      setError(null)
    }
  }, [formData])

  function edit(next: string) {
    setText(next)
    if (next.trim() === '') {
      setError(null)
      lastCommitted.current = undefined
      onChange(undefined, fieldPathId.path)
      return
    }
    const parsed = parseJson(next)
    if (!parsed.ok) {
      setError(`Line ${parsed.error.line}, column ${parsed.error.column}: ${parsed.error.message}`)
      return
    }
    setError(null)
    const value = toPlain(parsed.value)
    lastCommitted.current = value
    onChange(value as never, fieldPathId.path)
  }

  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name
  const lines = Math.min(16, Math.max(3, text.split('\n').length))
  return (
    <div className="field field-json" data-field={id}>
      <label htmlFor={id} className="field-label">
        {title} <span className="field-badge">JSON</span>
      </label>
      <textarea
        id={id}
        className="input textarea mono"
        spellCheck={false}
        rows={lines}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}__description ${errorId}`}
        onChange={(e) => edit(e.target.value)}
      />
      {schema.description && (
        <p id={`${id}__description`} className="field-help">
          {schema.description}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}. The script keeps the last valid value until this is fixed.
        </p>
      )}
      {rawErrors?.length ? <p className="field-error">{rawErrors.join(' ')}</p> : null}
    </div>
  )
}
