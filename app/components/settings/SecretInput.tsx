import { MaskedInput } from '../MaskedInput'
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
  return (
    <MaskedInput
      id={id}
      autoComplete="new-password"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      aria-describedby={describedBy || undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  )
}
