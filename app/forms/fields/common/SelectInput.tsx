import type { ReactNode } from 'react'
import { useDisabled } from './hooks'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectInputProps {
  id: string
  label: ReactNode
  value: string
  options: readonly SelectOption[]
  onChange(value: string): void
  help?: ReactNode
  labelHidden?: boolean
  className?: string
}

/** A labelled drop-down with its help line. */
export function SelectInput(props: SelectInputProps) {
  const { id, label, value, options, onChange, help } = props
  const disabled = useDisabled()
  return (
    <div className={`field fld-select ${props.className ?? ''}`.trim()}>
      <label htmlFor={id} className={props.labelHidden ? 'visually-hidden' : 'field-label'}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        aria-describedby={help ? `${id}__help` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {help && (
        <p id={`${id}__help`} className="field-help">
          {help}
        </p>
      )}
    </div>
  )
}
