import { OtherKeys } from '../common/OtherKeys'
import { SwitchInput } from '../common/SwitchInput'
import { TextInput } from '../common/TextInput'
import { readBoolean, scalarText, type PlainObject } from '../../../model/core'
import type { EditTarget } from '../../editTarget'

/** One field of an action whose value is a small object (`playback_bg`, `transfer`). */
export interface ActionObjectField {
  key: string
  label: string
  help: string
  kind: 'text' | 'switch'
  placeholder?: string
}

/** The object forms of actions, by action key. */
export const ACTION_OBJECT_FIELDS: Record<string, readonly ActionObjectField[]> = {
  playback_bg: [
    {
      key: 'file',
      label: 'Audio file URL',
      kind: 'text',
      placeholder: 'https://example.com/music.mp3',
      help: 'Starts playing this file behind the conversation.',
    },
    {
      key: 'wait',
      label: 'Wait until it ends',
      kind: 'switch',
      help: 'The agent waits for the audio to finish.',
    },
  ],
  transfer: [
    {
      key: 'dest',
      label: 'Destination',
      kind: 'text',
      placeholder: '+15551234567',
      help: 'Phone number, SIP address or SWML URL to transfer to.',
    },
    {
      key: 'summarize',
      label: 'Pass a summary along',
      kind: 'switch',
      help: 'Sends a summary of the conversation with the call.',
    },
  ],
}

export interface ActionObjectEditorProps {
  id: string
  name: string
  value: PlainObject
  /** The action's value in the script. */
  target: EditTarget
}

/** An action value that is a small object: its known fields as inputs, the rest as JSON. */
export function ActionObjectEditor({ id, name, value, target }: ActionObjectEditorProps) {
  const fields = ACTION_OBJECT_FIELDS[name] ?? []
  const set = (key: string) => (v: unknown, sourceId?: string) => target.at(key).set(v, sourceId)
  return (
    <div className="fld-grid">
      {fields.map((f) =>
        f.kind === 'text' ? (
          <TextInput
            key={f.key}
            id={`${id}-${f.key}`}
            label={f.label}
            value={scalarText(value[f.key])}
            placeholder={f.placeholder}
            help={f.help}
            onChange={(v) => set(f.key)(v, `${id}-${f.key}`)}
          />
        ) : (
          <SwitchInput
            key={f.key}
            id={`${id}-${f.key}`}
            label={f.label}
            checked={readBoolean(value[f.key]) ?? false}
            help={f.help}
            onChange={set(f.key)}
          />
        ),
      )}
      <OtherKeys
        id={`${id}-other`}
        obj={value}
        known={new Set(fields.map((f) => f.key))}
        what={name}
        target={target}
      />
    </div>
  )
}
