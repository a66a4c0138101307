import { useEffect, useMemo, useRef, useState } from 'react'
import {
  JsonObject,
  isObject,
  parseJson,
  toPlain,
  type JsonPath,
  type Plain,
} from '../../model/core'
import { useDisabled } from '../../forms/fields/common/hooks'
import { useAiEditor, useAiValue } from './useAi'

type PlainObject = Record<string, Plain>
const define = (obj: PlainObject, key: string, value: Plain) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })
const show = (v: PlainObject) => (Object.keys(v).length ? JSON.stringify(v, null, 2) : '')

/**
 * "Other fields": the keys of an object of the `ai` step that no form knows, as JSON, kept in
 * their places. Text that parses is written at once (only what changed); until it parses, the
 * script keeps the last valid value and the mistake is pointed out.
 */
export function OtherFieldsJson({
  rel,
  known,
  id,
  title = 'Other fields',
  emptyText,
}: {
  rel: JsonPath
  known: ReadonlySet<string>
  id: string
  title?: string
  /** Shown when there is nothing: the box is then hidden behind a button. */
  emptyText?: string
}) {
  const node = useAiValue(rel)
  const edit = useAiEditor()
  const disabled = useDisabled()
  const others = useMemo(() => {
    const out: PlainObject = {}
    if (isObject(node))
      for (const e of node.entries) if (!known.has(e.key)) define(out, e.key, toPlain(e.value))
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

  function change(next: string) {
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
    const clash = parsed.value.keys().find((k) => known.has(k))
    if (clash) {
      setError(`"${clash}" has its own field on this page or another: edit it there`)
      return
    }
    setError(null)
    const value = toPlain(parsed.value) as PlainObject
    committed.current = JSON.stringify(value)
    const merged: PlainObject = {}
    if (isObject(node))
      for (const e of node.entries) {
        if (known.has(e.key)) define(merged, e.key, toPlain(e.value))
        else if (Object.hasOwn(value, e.key)) define(merged, e.key, value[e.key]!)
      }
    for (const [k, v] of Object.entries(value)) if (!Object.hasOwn(merged, k)) define(merged, k, v)
    edit.set(rel, merged)
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
        onChange={(e) => change(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}. The script keeps the last valid value until this is fixed.
        </p>
      )}
    </section>
  )
}
