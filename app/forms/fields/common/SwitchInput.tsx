import type { ReactNode } from 'react'
import { useDisabled } from './hooks'

export interface SwitchInputProps {
  id: string
  label: ReactNode
  checked: boolean
  onChange(checked: boolean): void
  help?: ReactNode
}

/** A yes/no setting as a switch, with its help line (same look as the form's switches). */
export function SwitchInput({ id, label, checked, onChange, help }: SwitchInputProps) {
  const disabled = useDisabled()
  return (
    <div className="field field-boolean fld-switch">
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={help ? `${id}__help` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        <span className="switch-label">{label}</span>
      </label>
      {help && (
        <p id={`${id}__help`} className="field-help">
          {help}
        </p>
      )}
    </div>
  )
}
