import { useState } from 'react'
import { Button } from '../Button'
import { useDisabled } from '../../forms/fields/common/hooks'

export interface SecretInputProps {
  id: string
  value: unknown
  /** The new secret; `undefined` when emptied. */
  onChange(value: string | undefined): void
  describedBy?: string
}

/** A password: masked, with a button to show it; the browser never offers to save it. */
export function SecretInput({ id, value, onChange, describedBy }: SecretInputProps) {
  const disabled = useDisabled()
  const [shown, setShown] = useState(false)
  return (
    <div className="input-with-button">
      <input
        id={id}
        className="input"
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        spellCheck={false}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
      <Button
        size="sm"
        variant="ghost"
        icon={shown ? 'eyeOff' : 'eye'}
        label="Show password"
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      />
    </div>
  )
}
