import { JsonValueEditor } from './JsonValueEditor'
import { withUnknownKeys, withoutKeys, type PlainObject } from './plain'
import type { Emit } from './types'

export interface OtherKeysProps {
  id: string
  obj: PlainObject
  known: ReadonlySet<string>
  /** What the keys belong to, in the label: "webhook 1". */
  what: string
  onChange: Emit<PlainObject>
}

/** The keys of `obj` this editor does not know, kept and edited as JSON; nothing when none. */
export function OtherKeys({ id, obj, known, what, onChange }: OtherKeysProps) {
  const others = withoutKeys(obj, known)
  if (Object.keys(others).length === 0) return null
  return (
    <JsonValueEditor
      id={id}
      label={`Other keys of ${what}`}
      value={others}
      help="Keys this form does not know; they are kept as written."
      onChange={(v) => onChange(withUnknownKeys(obj, known, v), id)}
    />
  )
}
