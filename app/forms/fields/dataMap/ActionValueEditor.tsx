import { JsonValueEditor } from '../common/JsonValueEditor'
import { KeyValueEditor } from '../common/KeyValueEditor'
import { SwitchInput } from '../common/SwitchInput'
import { TextInput } from '../common/TextInput'
import { isPlainObject, readBoolean } from '../../../model/core'
import type { EditTarget } from '../../editTarget'
import { actionKind } from '../../../model/core'
import { ACTION_OBJECT_FIELDS, ActionObjectEditor } from './ActionObjectEditor'
import { ToggleFunctionsEditor } from './ToggleFunctionsEditor'

export interface ActionValueEditorProps {
  idBase: string
  /** The action's key (`say`, `SWML`…). */
  name: string
  value: unknown
  /** The value in the script. */
  target: EditTarget
}

const SWITCHES: Record<string, string> = {
  stop: 'End the AI session',
  hangup: 'Hang up',
  stop_playback_bg: 'Stop the background audio',
  back_to_back_functions: 'Allow another function right away',
}
const TEXTS: Record<string, { label: string; placeholder?: string; multiline?: boolean }> = {
  say: { label: 'Text to say', placeholder: 'Please hold while I transfer you.', multiline: true },
  user_input: { label: 'Text the caller “said”', multiline: true },
  unset_global_data: { label: 'Key to remove', placeholder: 'gift_list' },
  unset_meta_data: { label: 'Key to remove', placeholder: 'last_order' },
  playback_bg: { label: 'Audio file URL', placeholder: 'https://example.com/music.mp3' },
  transfer: { label: 'Destination', placeholder: '+15551234567' },
}

/** The value of one action key, as a small form; JSON for values of an unexpected shape. */
export function ActionValueEditor({ idBase, name, value, target }: ActionValueEditorProps) {
  const id = `${idBase}-${name}`
  const help = actionKind(name)?.help

  if (name in SWITCHES && (value === undefined || readBoolean(value) !== undefined))
    return (
      <SwitchInput
        id={id}
        label={SWITCHES[name]}
        checked={readBoolean(value) ?? false}
        help={help}
        onChange={(on) => target.set(on)}
      />
    )
  if (name === 'transfer' && readBoolean(value) !== undefined)
    return (
      <SwitchInput
        id={id}
        label="Transfer now"
        checked={readBoolean(value)!}
        help={help}
        onChange={(on) => target.set(on)}
      />
    )
  if (name in TEXTS && typeof value === 'string') {
    const t = TEXTS[name]!
    return (
      <TextInput
        id={id}
        label={t.label}
        multiline={t.multiline}
        rows={2}
        placeholder={t.placeholder}
        value={value}
        help={help}
        onChange={(v) => target.set(v, id)}
      />
    )
  }
  if ((name === 'set_global_data' || name === 'set_meta_data') && isPlainObject(value))
    return (
      <div className="fld-subsection">
        <p className="field-help">{help}</p>
        <KeyValueEditor
          idBase={id}
          value={value}
          addLabel="Add value"
          target={target}
          keepWhenEmpty
        />
      </div>
    )
  if (name === 'toggle_functions' && Array.isArray(value))
    return <ToggleFunctionsEditor idBase={id} value={value} target={target} />
  if (name in ACTION_OBJECT_FIELDS && isPlainObject(value))
    return <ActionObjectEditor id={id} name={name} value={value} target={target} />
  return (
    <JsonValueEditor
      id={id}
      label={name === 'SWML' ? 'SWML script' : name}
      value={value}
      help={help ?? 'An action this form has no fields for; kept and edited as JSON.'}
      onChange={(v) => target.set(v, id)}
    />
  )
}
