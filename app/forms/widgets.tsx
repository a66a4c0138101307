import type { WidgetProps } from '@rjsf/utils'
import { ariaDescribedByIds } from '@rjsf/utils'
import { MaskedInput } from '../components/MaskedInput'

/** A boolean as a switch; an absent value shows the schema's default without writing it. */
export function SwitchWidget({
  id,
  value,
  schema,
  label,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const checked =
    typeof value === 'boolean'
      ? value
      : value === 'true'
        ? true
        : value === 'false'
          ? false
          : schema.default === true
  return (
    <label className="switch" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled || readonly}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <span className="switch-track" aria-hidden="true" />
      <span className="switch-label">{label}</span>
    </label>
  )
}

/** Long text: grows with its content, between `rows` and a comfortable maximum. */
export function TextareaWidget(props: WidgetProps) {
  const {
    id,
    value,
    placeholder,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    options,
    required,
  } = props
  const rows = typeof options.rows === 'number' ? options.rows : 4
  return (
    <textarea
      id={id}
      className="input textarea"
      value={typeof value === 'string' ? value : (value ?? '')}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      required={required}
      rows={rows}
      style={{ minHeight: `${rows * 1.5 + 1}em` }}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  )
}

/** A secret: masked, with a button to show it. */
export function PasswordWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props
  return (
    <MaskedInput
      id={id}
      autoComplete="off"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      readOnly={readonly}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  )
}
