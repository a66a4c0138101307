import { useEffect, useRef, useState, type ReactNode } from 'react'
import { parseJson, toPlain } from '../../../model/core'
import { useDisabled } from './hooks'

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2))

export interface JsonValueEditorProps {
  id: string
  label: ReactNode
  value: unknown
  /** Called with each text that parses (`undefined` when the text is emptied). */
  onChange(value: unknown): void
  help?: ReactNode
  /** Visible label is omitted (the caller titles the editor); the label stays the name. */
  labelHidden?: boolean
}

/**
 * Any value edited as JSON text, for parts the forms do not cover. The text is committed as
 * soon as it parses; while it does not, the editor says where the mistake is and the script
 * keeps its last good value.
 */
export function JsonValueEditor({
  id,
  label,
  value,
  onChange,
  help,
  labelHidden,
}: JsonValueEditorProps) {
  const disabled = useDisabled()
  const [text, setText] = useState(() => show(value))
  const [error, setError] = useState<string | null>(null)
  const lastCommitted = useRef<unknown>(value)

  useEffect(() => {
    if (
      value !== lastCommitted.current &&
      JSON.stringify(value) !== JSON.stringify(lastCommitted.current)
    ) {
      lastCommitted.current = value
      setText(show(value))
      setError(null)
    }
  }, [value])

  function edit(next: string) {
    setText(next)
    if (next.trim() === '') {
      setError(null)
      lastCommitted.current = undefined
      onChange(undefined)
      return
    }
    const parsed = parseJson(next)
    if (!parsed.ok) {
      setError(`Line ${parsed.error.line}, column ${parsed.error.column}: ${parsed.error.message}`)
      return
    }
    setError(null)
    const plain = toPlain(parsed.value)
    lastCommitted.current = plain
    onChange(plain)
  }

  const lines = Math.min(16, Math.max(2, text.split('\n').length))
  const describedBy = [help ? `${id}__help` : '', error ? `${id}__problem` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field field-json fld-json">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'field-label'}>
        {label} <span className="field-badge">JSON</span>
      </label>
      <textarea
        id={id}
        className="input textarea mono"
        spellCheck={false}
        rows={lines}
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => edit(e.target.value)}
      />
      {help && (
        <p id={`${id}__help`} className="field-help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}__problem`} className="field-error">
          {error}. The script keeps the last valid value until this is fixed.
        </p>
      )}
    </div>
  )
}
