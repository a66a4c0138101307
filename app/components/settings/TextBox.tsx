import { useDisabled } from '../../forms/fields/common/hooks'

export interface TextBoxProps {
  id: string
  value: unknown
  /** The new text; `undefined` when emptied (the setting is removed). */
  onChange(value: string | undefined): void
  describedBy?: string
  multiline?: boolean
  rows?: number
  placeholder?: string
  mono?: boolean
  /** Suggestions (a `<datalist>` is rendered with them). */
  suggestions?: readonly string[]
  /** Keep an emptied text as `""` rather than removing it. */
  keepEmpty?: boolean
}

const show = (v: unknown) =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v)

/** A text setting: one line, or several growing with the text. */
export function TextBox(props: TextBoxProps) {
  const { id, value, onChange, multiline, rows = 3, suggestions } = props
  const disabled = useDisabled()
  const emit = (text: string) => onChange(text === '' && !props.keepEmpty ? undefined : text)
  const common = {
    id,
    value: show(value),
    placeholder: props.placeholder,
    disabled,
    spellCheck: props.mono ? false : undefined,
    'aria-describedby': props.describedBy || undefined,
  }
  const className = `input${multiline ? ' textarea' : ''}${props.mono ? ' mono' : ''}`
  if (multiline)
    return (
      <textarea
        {...common}
        className={className}
        rows={rows}
        style={{ minHeight: `${rows * 1.5 + 1}em` }}
        onChange={(e) => emit(e.target.value)}
      />
    )
  return (
    <>
      <input
        {...common}
        className={className}
        autoComplete="off"
        list={suggestions ? `${id}__list` : undefined}
        onChange={(e) => emit(e.target.value)}
      />
      {suggestions && (
        <datalist id={`${id}__list`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </>
  )
}
