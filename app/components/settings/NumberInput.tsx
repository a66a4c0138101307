import { useState } from 'react'
import { useDisabled } from '../../forms/fields/common/hooks'

export interface NumberInputProps {
  id: string
  value: unknown
  /** A number, a `${…}` template, or `undefined` when emptied. */
  onChange(value: number | string | undefined): void
  describedBy?: string
  /** Whole numbers only. */
  integer?: boolean
  unit?: string
  placeholder?: string
}

const TEMPLATE = /^[$%]\{.*\}$/s

/** The text a value shows as: numbers and text as they are, anything else as JSON. */
const show = (v: unknown) =>
  v === undefined
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'number'
        ? String(v)
        : JSON.stringify(v)

/**
 * A number typed as text, with its unit. A number (or a whole-string `${…}` template) is
 * written at once; text that is neither stays in the input with a hint and the script keeps
 * its last value; emptying the input removes the setting.
 */
export function NumberInput(props: NumberInputProps) {
  const { id, value, onChange, integer, unit } = props
  const disabled = useDisabled()
  const [draft, setDraft] = useState<{ text: string; for: unknown; problem: string | null }>()
  const active = draft !== undefined && Object.is(draft.for, value)
  const text = active ? draft.text : show(value)
  const problem = active ? draft.problem : null

  function type(next: string) {
    const trimmed = next.trim()
    if (trimmed === '') {
      setDraft({ text: next, for: undefined, problem: null })
      onChange(undefined)
      return
    }
    if (TEMPLATE.test(trimmed)) {
      setDraft({ text: next, for: trimmed, problem: null })
      onChange(trimmed)
      return
    }
    const n = Number(trimmed)
    const ok = Number.isFinite(n) && (!integer || Number.isInteger(n))
    if (!ok) {
      setDraft({
        text: next,
        for: value,
        problem: integer ? 'Type a whole number (or a ${…} template).' : 'Type a number.',
      })
      return
    }
    setDraft({ text: next, for: n, problem: null })
    onChange(n)
  }

  const describedBy = [props.describedBy, problem ? `${id}__typed` : ''].filter(Boolean).join(' ')
  return (
    <>
      <div className={`input-unit-wrap${unit ? ' has-unit' : ''}`}>
        <input
          id={id}
          className="input"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={props.placeholder}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => type(e.target.value)}
          onBlur={() => setDraft(undefined)}
        />
        {unit && (
          <span className="input-unit" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      {problem && (
        <p id={`${id}__typed`} className="field-error">
          {problem} The script keeps {value === undefined ? 'no value' : show(value)} until then.
        </p>
      )}
    </>
  )
}
