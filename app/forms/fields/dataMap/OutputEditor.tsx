import { JsonValueEditor } from '../common/JsonValueEditor'
import { OtherKeys } from '../common/OtherKeys'
import { SwitchInput } from '../common/SwitchInput'
import { TextInput } from '../common/TextInput'
import { isPlainObject, readBoolean } from '../../../model/core'
import type { EditTarget } from '../../editTarget'
import { ActionList } from './ActionList'

export interface OutputEditorProps {
  idBase: string
  output: unknown
  /** What gives this output, in names: "expression 1", "webhook 2", "the data map". */
  what: string
  /** The output in the script. */
  target: EditTarget
}

const KNOWN = new Set(['response', 'action', 'post_process'])

/** An output: the reply given to the agent and the actions that follow. */
export function OutputEditor({ idBase, output, what, target }: OutputEditorProps) {
  if (!isPlainObject(output))
    return (
      <JsonValueEditor
        id={`${idBase}-json`}
        label={`Output of ${what}`}
        value={output}
        onChange={(v) => target.set(v, `${idBase}-json`)}
      />
    )
  const set = (key: string) => (v: unknown, s?: string) => target.at(key).set(v, s)
  return (
    <div className="fld-output" role="group" aria-label={`Output of ${what}`}>
      {output.response === undefined || typeof output.response === 'string' ? (
        <TextInput
          id={`${idBase}-response`}
          label="Response"
          multiline
          rows={2}
          value={output.response ?? ''}
          placeholder="The weather in ${args.city} is ${main.temp} degrees."
          help="What the function tells the agent; may use values such as ${args.city}."
          onChange={(v) => set('response')(v, `${idBase}-response`)}
        />
      ) : (
        <JsonValueEditor
          id={`${idBase}-response`}
          label="Response"
          value={output.response}
          help="A tool result and prompt for the agent."
          onChange={(v) => set('response')(v, `${idBase}-response`)}
        />
      )}
      <div className="fld-subsection">
        <p className="fld-subtitle">Actions</p>
        <p className="field-help">Things to do after the function returns, in order.</p>
        <ActionList
          idBase={`${idBase}-actions`}
          value={output.action}
          target={target.at('action')}
        />
      </div>
      {(output.action !== undefined || output.post_process !== undefined) && (
        <SwitchInput
          id={`${idBase}-post`}
          label="Act after speaking"
          checked={readBoolean(output.post_process) ?? false}
          help="Run the actions after the agent has spoken its response."
          onChange={(on) => set('post_process')(on)}
        />
      )}
      <OtherKeys
        id={`${idBase}-other`}
        obj={output}
        known={KNOWN}
        what={`the output of ${what}`}
        target={target}
      />
    </div>
  )
}
