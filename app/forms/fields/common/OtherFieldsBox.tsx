import { useEffect, useMemo, useRef, useState } from 'react'
import {
  JsonObject,
  isObject,
  parseJson,
  setAt,
  setOtherKeysOps,
  toPlain,
  valueAt,
  type JsonValue,
  type Plain,
} from '../../../model/core'
import type { EditTarget } from '../../editTarget'
import { useDisabled } from './hooks'

const show = (value: Record<string, Plain>) =>
  Object.keys(value).length ? JSON.stringify(value, null, 2) : ''

/**
 * "Other fields": the keys of an object (a function, a part of the `ai` step) that no form
 * knows, as JSON, kept in their places. Text that parses is written at once, as operations on
 * those keys only (a key taken out is removed, the others set; the known keys are never
 * touched); until it parses, the script keeps the last valid value and the mistake is pointed
 * out.
 */
export function OtherFieldsBox({
  id,
  node,
  known,
  target,
  title = 'Other fields',
  emptyText,
}: {
  id: string
  /** The object as the script has it (absent: none yet). */
  node: JsonValue | undefined
  known: ReadonlySet<string>
  /** The object in the script. */
  target: EditTarget
  title?: string
  /** Shown when there is nothing: the box is then behind a button; without it, nothing shows. */
  emptyText?: string
}) {
  const disabled = useDisabled()
  const others = useMemo(() => {
    const out: Record<string, Plain> = {}
    if (isObject(node))
      for (const e of node.entries)
        if (!known.has(e.key))
          Object.defineProperty(out, e.key, {
            value: toPlain(e.value),
            enumerable: true,
            writable: true,
            configurable: true,
          })
    return out
  }, [node, known])
  const keys = Object.keys(others)
  const [text, setText] = useState(() => show(others))
  const [error, setError] = useState<string | null>(null)
  const [opened, setOpened] = useState(false)
  const committed = useRef(JSON.stringify(others))

  useEffect(() => {
    const now = JSON.stringify(others)
    if (now !== committed.current) {
      committed.current = now
      setText(show(others))
      setError(null)
    }
  }, [others])

  function edit(next: string) {
    setText(next)
    const parsed = parseJson(next.trim() === '' ? '{}' : next)
    if (!parsed.ok || !(parsed.value instanceof JsonObject)) {
      setError(
        parsed.ok
          ? `${title} must be a JSON object: { "key": value, … }`
          : `Line ${parsed.error.line}, column ${parsed.error.column}: ${parsed.error.message}`,
      )
      return
    }
    const entered = parsed.value
    const clash = entered.keys().find((k) => known.has(k))
    if (clash) {
      setError(`"${clash}" has its own field in a form: edit it there`)
      return
    }
    setError(null)
    committed.current = JSON.stringify(toPlain(entered))
    target.edit(
      (root, pointer) =>
        isObject(valueAt(root, pointer))
          ? setOtherKeysOps(root, pointer, known, entered)
          : setAt(root, pointer, entered.size ? entered : undefined),
      `${id}-other`,
    )
  }

  if (keys.length === 0 && text.trim() === '' && !opened)
    return emptyText ? (
      <p className="field-help other-fields-empty">
        {emptyText}{' '}
        <button
          type="button"
          className="link-button"
          disabled={disabled}
          onClick={() => setOpened(true)}
        >
          Add other fields as JSON
        </button>
      </p>
    ) : null

  return (
    <section className="field-set other-fields" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="field-set-title">
        {title}
      </h3>
      <p className="field-help" id={`${id}-help`}>
        Fields no form covers{keys.length ? ` (${keys.join(', ')})` : ''}. They are kept as they
        are; edit them here as JSON.
      </p>
      <textarea
        id={id}
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
