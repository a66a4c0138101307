import { memo } from 'react'
import { deepEquals } from '@rjsf/utils'
import { ItemActions } from './ItemActions'
import { JsonValueEditor } from './JsonValueEditor'
import { SelectInput } from './SelectInput'
import { TextInput } from './TextInput'
import { useTextDraft } from './hooks'
import {
  VALUE_KINDS,
  convertValue,
  keyProblem,
  valueKind,
  type ValueKind,
} from '../../../model/core'
import type { Emit, KeyedRowHandlers } from './types'

export interface KeyValueRowProps {
  idBase: string
  name: string
  value: unknown
  otherNames: readonly string[]
  /** Singular noun for names: "key", "header". */
  noun: string
  /** Whether values may be other than text (a kind select is shown). */
  typed: boolean
  index: number
  count: number
  handlers: KeyedRowHandlers
}

/** One key and its value: text, number, true/false, or JSON for nested values. */
export const KeyValueRow = memo(function KeyValueRow(props: KeyValueRowProps) {
  const { idBase, name, value, noun, handlers } = props
  const onChange: Emit<unknown> = (next, sourceId) => handlers.change(name, next, sourceId)
  const key = useTextDraft(name)
  const number = useTextDraft(typeof value === 'number' ? String(value) : '')
  const kind = valueKind(value)
  const valueId = `${idBase}-value`
  const valueLabel = `Value of ${name}`
  return (
    <li className="fld-row fld-kv-row">
      <TextInput
        id={`${idBase}-key`}
        label={`${noun[0]!.toUpperCase()}${noun.slice(1)} ${props.index + 1}`}
        labelHidden
        mono
        value={key.text}
        error={key.problem}
        onBlur={key.reset}
        onChange={(text) => {
          if (key.type(text, keyProblem(text, props.otherNames)))
            handlers.rename(name, text, `${idBase}-key`)
        }}
      />
      {kind === 'json' ? (
        <JsonValueEditor
          id={valueId}
          label={valueLabel}
          labelHidden
          value={value}
          onChange={(v) => onChange(v ?? {}, valueId)}
        />
      ) : kind === 'boolean' ? (
        <SelectInput
          id={valueId}
          label={valueLabel}
          labelHidden
          value={String(value)}
          options={[
            { value: 'true', label: 'true' },
            { value: 'false', label: 'false' },
          ]}
          onChange={(v) => onChange(v === 'true', valueId)}
        />
      ) : kind === 'number' ? (
        <TextInput
          id={valueId}
          label={valueLabel}
          labelHidden
          inputMode="decimal"
          value={number.text}
          error={number.problem}
          onBlur={number.reset}
          onChange={(text) => {
            const ok = text.trim() !== '' && Number.isFinite(Number(text))
            if (number.type(text, ok ? null : 'Type a number.', ok ? String(Number(text)) : text))
              onChange(Number(text), valueId)
          }}
        />
      ) : (
        <TextInput
          id={valueId}
          label={valueLabel}
          labelHidden
          value={kind === 'null' ? '' : String(value)}
          placeholder={kind === 'null' ? 'null' : undefined}
          onChange={(text) => onChange(text, valueId)}
        />
      )}
      {props.typed && (
        <SelectInput
          id={`${idBase}-kind`}
          label={`Kind of ${name}`}
          labelHidden
          value={kind}
          options={VALUE_KINDS}
          onChange={(k) => onChange(convertValue(value, k as ValueKind))}
        />
      )}
      <ItemActions
        what={`${noun} ${name}`}
        idBase={idBase}
        index={props.index}
        count={props.count}
        onRemove={() => handlers.remove(name)}
      />
    </li>
  )
}, deepEquals)
