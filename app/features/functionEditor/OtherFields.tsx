import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { JsonObject, parseJson, setOtherKeysOps, toPlain, type Plain } from '../../model/core'
import type { EditTarget } from '../../forms/editTarget'

const show = (value: Plain | undefined) =>
  value === undefined ? '' : JSON.stringify(value, null, 2)

/**
 * "Other fields": the keys of a function that its form does not know, as JSON, kept in their
 * places. Edits are committed as soon as the text parses; until then the script keeps the last
 * valid value and the mistake is pointed out.
 */
export function OtherFields({
  fn,
  knownKeys,
  disabled,
  target,
}: {
  fn: JsonObject
  knownKeys: ReadonlySet<string>
  disabled: boolean
  /** The function: removed keys are removed there, the others set. */
  target: EditTarget
}) {
  const others = useMemo(() => {
    const out: Record<string, Plain> = {}
    for (const e of fn.entries) {
      if (!knownKeys.has(e.key))
        Object.defineProperty(out, e.key, {
          value: toPlain(e.value),
          enumerable: true,
          writable: true,
          configurable: true,
        })
    }
    return out
  }, [fn, knownKeys])
  const keys = Object.keys(others)
  const [text, setText] = useState(() => show(others))
  const [error, setError] = useState<string | null>(null)
  const committed = useRef(JSON.stringify(others))
  const id = useId()

  useEffect(() => {
    const now = JSON.stringify(others)
    if (now !== committed.current) {
      committed.current = now
      setText(show(others))
      setError(null)
    }
  }, [others])

  if (keys.length === 0 && text.trim() === '') return null

  function edit(next: string) {
    setText(next)
    const parsed = parseJson(next.trim() === '' ? '{}' : next)
    if (!parsed.ok || !(parsed.value instanceof JsonObject)) {
      setError(
        parsed.ok
          ? 'Other fields must be a JSON object: { "key": value, … }'
          : `Line ${parsed.error.line}, column ${parsed.error.column}: ${parsed.error.message}`,
      )
      return
    }
    const clash = parsed.value.keys().find((k) => knownKeys.has(k))
    if (clash) {
      setError(`"${clash}" has its own field in the form above: edit it there`)
      return
    }
    setError(null)
    const entered = parsed.value
    committed.current = JSON.stringify(toPlain(entered))
    target.edit(
      (root, pointer) => setOtherKeysOps(root, pointer, knownKeys, entered),
      `${id}-other`,
    )
  }

  return (
    <section className="field-set other-fields" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="field-set-title">
        Other fields
      </h3>
      <p className="field-help" id={`${id}-help`}>
        Fields this form does not cover ({keys.join(', ') || 'none'}). They are kept as they are;
        edit them here as JSON.
      </p>
      <textarea
        className="input textarea mono"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        spellCheck={false}
        rows={Math.min(14, Math.max(3, text.split('\n').length))}
        value={text}
        disabled={disabled}
        onChange={(e) => edit(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}. The script keeps the last valid value until this is fixed.
        </p>
      )}
    </section>
  )
}
