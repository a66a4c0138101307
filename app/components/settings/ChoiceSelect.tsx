import { useDisabled } from '../../forms/fields/common/hooks'

export interface Choice {
  readonly value: string
  readonly label: string
}

export interface ChoiceSelectProps {
  id: string
  /** The current choice's value, `''` for none (the default). */
  value: string
  choices: readonly Choice[]
  /** The label of `''`: "Default (on)". */
  defaultLabel: string
  onChange(value: string): void
  describedBy?: string
}

/**
 * A choice among a few values, with "Default (…)" first for no value at all. A current value
 * that is not among the choices (a template, a misspelling) is shown as it is, and kept until
 * another choice is made.
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { id, value, choices, defaultLabel, onChange } = props
  const disabled = useDisabled()
  const known = value === '' || choices.some((c) => c.value === value)
  return (
    <select
      id={id}
      className="input select"
      value={value}
      disabled={disabled}
      aria-describedby={props.describedBy || undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{defaultLabel}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
      {!known && <option value={value}>{value} (as written in the script)</option>}
    </select>
  )
}
