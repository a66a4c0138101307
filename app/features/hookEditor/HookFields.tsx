import type { JsonPath, JsonValue } from '../../model/core'
import { SettingField, type FieldProblem } from '../../components/settings/SettingField'
import { TextBox } from '../../components/settings/TextBox'
import { UrlWithCredentials } from '../../forms/fields/UrlWithCredentials'
import { useAiEditor } from '../aiSettings/useAi'

/** The fields of a hook: its name's spelling, its description, where it sends its data. */
export function HookFields({
  rel,
  name,
  spellings,
  description,
  url,
  problem,
  locked,
}: {
  rel: JsonPath
  name: string
  spellings: readonly string[]
  description: JsonValue | undefined
  url: string | undefined
  problem: FieldProblem | null
  locked: boolean
}) {
  const edit = useAiEditor()
  return (
    <>
      <SettingField
        id="hook_function"
        label="Name"
        help={
          spellings.length > 1
            ? `Either spelling runs the same hook: ${spellings.join(' or ')}.`
            : 'The platform runs a function by this name at the end of the call.'
        }
        name="function"
      >
        {(describedBy) =>
          spellings.length > 1 ? (
            <select
              id="hook_function"
              className="input select mono"
              value={name}
              disabled={locked}
              aria-describedby={describedBy}
              onChange={(e) => edit.set([...rel, 'function'], e.target.value, { coalesce: false })}
            >
              {spellings.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          ) : (
            <input
              id="hook_function"
              className="input mono"
              value={name}
              readOnly
              aria-describedby={describedBy}
            />
          )
        }
      </SettingField>
      <SettingField
        id="hook_description"
        label="Description"
        help="What this hook is for, in a sentence; the platform requires one, and it is sent with the data."
        name="description"
        problem={problem}
        className="setting-wide"
      >
        {(describedBy) => (
          <TextBox
            id="hook_description"
            value={description}
            multiline
            rows={2}
            keepEmpty
            placeholder="Tell the booking system that a call has started."
            describedBy={describedBy}
            onChange={(v) => edit.set([...rel, 'description'], v)}
          />
        )}
      </SettingField>
      <div data-field="hook_web_hook_url">
        <UrlWithCredentials
          id="hook_web_hook_url"
          label="Webhook URL"
          value={url}
          help="Where the hook sends its data; when empty, the default webhook URL of Function settings is used."
          placeholder="https://example.com/swaig/hooks"
          onChange={(v) => edit.set([...rel, 'web_hook_url'], v)}
        />
      </div>
    </>
  )
}
