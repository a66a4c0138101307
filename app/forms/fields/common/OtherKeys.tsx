import { isObject, setOtherKeysOps, toJsonValue } from '../../../model/core'
import type { EditTarget } from '../../editTarget'
import { JsonValueEditor } from './JsonValueEditor'
import { withoutKeys, type PlainObject } from '../../../model/core'

export interface OtherKeysProps {
  id: string
  obj: PlainObject
  known: ReadonlySet<string>
  /** What the keys belong to, in the label: "webhook 1". */
  what: string
  /** The object in the script: keys removed from the JSON are removed there, the others set. */
  target: EditTarget
}

/** The keys of `obj` this editor does not know, kept and edited as JSON; nothing when none. */
export function OtherKeys({ id, obj, known, what, target }: OtherKeysProps) {
  const others = withoutKeys(obj, known)
  if (Object.keys(others).length === 0) return null
  return (
    <JsonValueEditor
      id={id}
      label={`Other keys of ${what}`}
      value={others}
      help="Keys this form does not know; they are kept as written."
      onChange={(v) => {
        const next = toJsonValue(v ?? {})
        if (isObject(next))
          target.edit((root, pointer) => setOtherKeysOps(root, pointer, known, next), id)
      }}
    />
  )
}
