import type { KeyboardEvent, ReactNode } from 'react'
import { useDisabled } from './hooks'
import { useTemplateCompletion } from './templateCompletion'

export interface TextInputProps {
  id: string
  label: ReactNode
  value: string
  onChange(text: string): void
  help?: ReactNode
  /** A problem with the typed text, shown under the input and announced with it. */
  error?: string | null
  placeholder?: string
  multiline?: boolean
  rows?: number
  mono?: boolean
  /** Hides the label visually (it stays the accessible name); for rows whose columns are titled. */
  labelHidden?: boolean
  inputMode?: 'numeric' | 'decimal' | 'url' | 'text'
  className?: string
  onKeyDown?(event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>): void
  onBlur?(): void
}

/** One labelled text input (or text area) with its help line and its problem, if any. */
export function TextInput(props: TextInputProps) {
  const { id, label, value, onChange, help, error, placeholder, multiline, rows = 3 } = props
  const disabled = useDisabled()
  // `${` completion, where the form provides it (see templateCompletion.tsx).
  const completion = useTemplateCompletion(value, onChange, props)
  const describedBy =
    [help ? `${id}__help` : '', error ? `${id}__problem` : ''].filter(Boolean).join(' ') ||
    undefined
  const common = {
    id,
    value,
    placeholder,
    disabled,
    spellCheck: props.mono ? false : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...completion.inputProps,
  }
  const className = `input ${multiline ? 'textarea' : ''} ${props.mono ? 'mono' : ''}`.trim()
  return (
    <div className={`field fld-text ${props.className ?? ''}`.trim()}>
      <label htmlFor={id} className={props.labelHidden ? 'visually-hidden' : 'field-label'}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          className={className}
          rows={rows}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          className={className}
          inputMode={props.inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {completion.popup}
      {help && (
        <p id={`${id}__help`} className="field-help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}__problem`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
