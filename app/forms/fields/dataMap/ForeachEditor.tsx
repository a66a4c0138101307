import { Button } from '../../../components/Button'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { OtherKeys } from '../common/OtherKeys'
import { TextInput } from '../common/TextInput'
import { useDisabled, useTextDraft } from '../common/hooks'
import { isPlainObject, scalarText, type PlainObject } from '../../../model/core'
import type { EditTarget } from '../../editTarget'

export interface ForeachEditorProps {
  idBase: string
  foreach: unknown
  what: string
  /** The for each in the script. */
  target: EditTarget
}

const KNOWN = new Set(['input_key', 'output_key', 'append', 'max'])

/** `foreach`: turns a list in the reply into text, one `append` per element. */
export function ForeachEditor({ idBase, foreach, what, target }: ForeachEditorProps) {
  if (!isPlainObject(foreach))
    return (
      <JsonValueEditor
        id={`${idBase}-json`}
        label={`List as text of ${what}`}
        value={foreach}
        onChange={(v) => target.set(v, `${idBase}-json`)}
      />
    )
  return <ForeachFields idBase={idBase} foreach={foreach} what={what} target={target} />
}

function ForeachFields({
  idBase,
  foreach,
  what,
  target,
}: ForeachEditorProps & { foreach: PlainObject }) {
  const disabled = useDisabled()
  const max = useTextDraft(scalarText(foreach.max))
  const text = (key: string, label: string, help: string, placeholder: string, long = false) => (
    <TextInput
      id={`${idBase}-${key}`}
      label={label}
      multiline={long}
      rows={2}
      mono
      value={scalarText(foreach[key])}
      help={help}
      placeholder={placeholder}
      onChange={(v) => target.at(key).set(v, `${idBase}-${key}`)}
    />
  )
  return (
    <div className="fld-subsection fld-foreach" role="group" aria-label={`List as text of ${what}`}>
      <div className="fld-card-head">
        <div>
          <p className="fld-subtitle">A list in the reply, as text</p>
          <p className="field-help">
            Writes a text for each element of a list in the reply and joins them, for the answer to
            read (foreach).
          </p>
        </div>
        <Button
          id={`${idBase}-remove`}
          size="sm"
          variant="ghost"
          icon="trash"
          label={`Remove list as text of ${what}`}
          disabled={disabled}
          onClick={() => target.remove()}
        />
      </div>
      <div className="fld-grid">
        {text(
          'input_key',
          'List in reply',
          'Where the list is in the reply, such as data.products.',
          'data.products',
        )}
        {text(
          'output_key',
          'Result name',
          'Name of the collected text, used later as ${name}.',
          'gift_list',
        )}
      </div>
      {text(
        'append',
        'Text per element',
        'Added for each element; ${this.title} is a field of the element.',
        '${this.title}, ',
        true,
      )}
      <TextInput
        id={`${idBase}-max`}
        label="Maximum elements"
        inputMode="numeric"
        className="fld-narrow"
        value={max.text}
        error={max.problem}
        help="Most elements to use; leave empty for all."
        onBlur={max.reset}
        onChange={(v) => {
          const whole = /^\d+$/.test(v.trim())
          if (
            max.type(
              v,
              v === '' || whole ? null : 'Type a whole number.',
              whole ? String(Number(v)) : v,
            )
          )
            target.at('max').set(v === '' ? undefined : Number(v), `${idBase}-max`)
        }}
      />
      <OtherKeys
        id={`${idBase}-other`}
        obj={foreach}
        known={KNOWN}
        what={`list as text of ${what}`}
        target={target}
      />
    </div>
  )
}
