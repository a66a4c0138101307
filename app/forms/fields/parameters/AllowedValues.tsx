import type { ReactNode } from 'react'
import { useEffect, useRef, useState } from 'react'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { TextInput } from '../common/TextInput'
import type { Emit } from '../common/types'
import { enumFitsLines, enumToText, textToEnum } from '../../../model/core'

export interface AllowedValuesProps {
  id: string
  values: unknown
  /** The parameter's type: numbers and yes/no values are written as such. */
  type: unknown
  /** The label from its plain name (see `ParameterBody`). */
  labelOf?: (name: string) => ReactNode
  onChange: Emit<unknown[] | undefined>
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** `enum`: the only values the agent may use, one per line (JSON for values that are not text). */
export function AllowedValues(props: AllowedValuesProps) {
  const { id, values, type, onChange } = props
  const label = props.labelOf?.('Allowed values') ?? 'Allowed values'
  const fits = values === undefined || enumFitsLines(values)
  const [text, setText] = useState(() => (fits && values ? enumToText(values) : ''))
  const committed = useRef<unknown>(values)
  useEffect(() => {
    if (!same(values, committed.current)) {
      committed.current = values
      setText(values !== undefined && enumFitsLines(values) ? enumToText(values) : '')
    }
  }, [values])

  if (!fits) {
    return (
      <JsonValueEditor
        id={id}
        label={label}
        value={values}
        help="The only values the agent may use; some are not plain text, so they are shown as JSON."
        onChange={(v) => onChange(Array.isArray(v) ? v : undefined, id)}
      />
    )
  }
  return (
    <TextInput
      id={id}
      label={label}
      multiline
      rows={1}
      value={text}
      help="One per line; empty allows any value."
      onChange={(next) => {
        setText(next)
        const parsed = textToEnum(next, type)
        committed.current = parsed
        onChange(parsed, id)
      }}
    />
  )
}
