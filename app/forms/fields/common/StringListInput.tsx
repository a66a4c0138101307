import type { ReactNode } from 'react'
import { TextInput } from './TextInput'
import { useTextDraft } from './hooks'
import { asStringList, toStringOrStrings } from '../../../model/core'
import type { Emit } from './types'

export interface StringListInputProps {
  id: string
  label: ReactNode
  help: ReactNode
  value: unknown
  placeholder?: string
  onChange: Emit<string | string[] | undefined>
}

const parse = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** Names separated by commas, written as one string or a list, as the script had them. */
export function StringListInput({
  id,
  label,
  help,
  value,
  placeholder,
  onChange,
}: StringListInputProps) {
  const draft = useTextDraft(asStringList(value).join(', '))
  return (
    <TextInput
      id={id}
      label={label}
      help={help}
      mono
      value={draft.text}
      placeholder={placeholder}
      onBlur={draft.reset}
      onChange={(text) => {
        const list = parse(text)
        draft.type(text, null, list.join(', '))
        onChange(toStringOrStrings(list, value), id)
      }}
    />
  )
}
