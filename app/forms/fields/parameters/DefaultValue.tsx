import type { ReactNode } from 'react'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { SelectInput } from '../common/SelectInput'
import { TextInput } from '../common/TextInput'
import { useTextDraft } from '../common/hooks'
import { isScalar, readBoolean, scalarText } from '../../../model/core'
import type { Emit } from '../common/types'
import { defaultProblem, enumFitsLines, valueForType } from '../../../model/core'

export interface DefaultValueProps {
  id: string
  value: unknown
  type: unknown
  allowed: unknown
  /** The label from its plain name (see `ParameterBody`). */
  labelOf?: (name: string) => ReactNode
  onChange: Emit<unknown>
}

const HELP = 'Used when the caller gives none.'
const NOT_SET = { value: '', label: 'No default' }

/** `default`: a yes/no choice, one of the allowed values, a typed value, or JSON for lists. */
export function DefaultValue(props: DefaultValueProps) {
  const { id, value, type, allowed, onChange } = props
  const label = props.labelOf?.('Default') ?? 'Default'
  const text = useTextDraft(scalarText(value))
  if (type === 'boolean' && (value === undefined || readBoolean(value) !== undefined)) {
    const current = readBoolean(value)
    return (
      <SelectInput
        id={id}
        label={label}
        help={HELP}
        value={current === undefined ? '' : String(current)}
        options={[
          NOT_SET,
          { value: 'true', label: 'Yes (true)' },
          { value: 'false', label: 'No (false)' },
        ]}
        onChange={(v) => onChange(v === '' ? undefined : v === 'true', id)}
      />
    )
  }
  if (allowed !== undefined && enumFitsLines(allowed) && (value === undefined || isScalar(value))) {
    const options = allowed.map((v) => ({ value: scalarText(v), label: scalarText(v) }))
    if (value !== undefined && !allowed.includes(value as never))
      options.push({ value: scalarText(value), label: `${scalarText(value)} (not allowed)` })
    return (
      <SelectInput
        id={id}
        label={label}
        help={HELP}
        value={scalarText(value)}
        options={[NOT_SET, ...options]}
        onChange={(v) =>
          onChange(v === '' ? undefined : (allowed.find((a) => scalarText(a) === v) ?? v), id)
        }
      />
    )
  }
  if ((value !== undefined && !isScalar(value)) || type === 'array' || type === 'object') {
    return (
      <JsonValueEditor
        id={id}
        label={label}
        value={value}
        help={HELP}
        onChange={(v) => onChange(v, id)}
      />
    )
  }
  return (
    <TextInput
      id={id}
      label={label}
      help={HELP}
      value={text.text}
      error={text.problem}
      inputMode={type === 'integer' || type === 'number' ? 'decimal' : undefined}
      onBlur={text.reset}
      onChange={(next) => {
        const typed = next === '' ? undefined : valueForType(next, type)
        if (text.type(next, defaultProblem(next, type), scalarText(typed))) onChange(typed, id)
      }}
    />
  )
}
