import { asString } from '../../model/core'
import { SettingField } from '../../components/settings/SettingField'
import { TextBox } from '../../components/settings/TextBox'
import { useStudio } from '../../store/context'
import { AI_KNOWN_KEYS, POST_PROMPT_KEYS, PROMPT_KEYS } from '../aiSettings/aiKeys'
import { OtherFieldsJson } from '../aiSettings/OtherFieldsJson'
import { OtherSettings } from '../aiSettings/OtherSettings'
import { PromptGroup } from '../aiSettings/PromptGroup'
import { SettingsPage } from '../aiSettings/SettingsPage'
import { SummaryDelivery } from '../aiSettings/SummaryDelivery'
import { useAiProblems, useScriptSetter } from '../aiSettings/useAi'

const all = () => true

/**
 * The script-level settings: the version, the prompt and the summary prompt with their model
 * settings, where the summary goes, the global data, and the fields of the `ai` step that no
 * page knows. Every change is the JSON Patch of the one value edited.
 */
export function ScriptSettings() {
  const version = useStudio((s) => s.doc.root.get('version'))
  const setScript = useScriptSetter()
  const problems = useStudio((s) => s.problems)
  const versionProblem = problems.find((p) => p.path === '/version' && p.severity !== 'info')
  const ai = useAiProblems()
  return (
    <SettingsPage
      id="settings"
      title="Script settings"
      intro="What the agent is told, what it writes when the call ends and where that goes, and data the whole call shares."
    >
      <SettingField
        id="settings_version"
        label="Version"
        help="Version of the script format; use 1.0.0."
        name="version"
        problem={
          versionProblem
            ? { message: versionProblem.message, tone: versionProblem.pending ? 'todo' : 'error' }
            : null
        }
      >
        {(describedBy) => (
          <TextBox
            id="settings_version"
            value={asString(version) ?? version}
            placeholder="1.0.0"
            describedBy={describedBy}
            onChange={(v) => setScript(['version'], v)}
          />
        )}
      </SettingField>
      <PromptGroup
        which="prompt"
        legend="Prompt"
        textLabel="Instructions"
        textHelp="Tells the agent who it is, what to do on the call and how to behave."
        placeholder="You are a friendly assistant for ..."
        rows={14}
        known={PROMPT_KEYS}
      />
      <PromptGroup
        which="post_prompt"
        legend="Summary prompt"
        textLabel="Summary instructions"
        textHelp="Tells the agent what to write in its summary when the call ends; summarize_conversation needs it."
        placeholder="Summarize the call."
        rows={4}
        known={POST_PROMPT_KEYS}
      />
      <SummaryDelivery />
      <fieldset className="field-set settings-group">
        <legend className="field-set-title">Global data</legend>
        <p className="field-help">
          Data the whole call shares: prompts and functions read it as{' '}
          <code>{'${global_data.key}'}</code>, and functions may change it.{' '}
          <code className="setting-name">global_data</code>
        </p>
        {ai.at(['global_data']) && <p className="field-error">{ai.at(['global_data'])!.message}</p>}
        <OtherSettings
          rel={['global_data']}
          idBase="settings_global_data"
          isOther={all}
          noun="key"
        />
      </fieldset>
      <OtherFieldsJson
        rel={[]}
        known={AI_KNOWN_KEYS}
        id="settings_other"
        emptyText="Every field of this AI step has its page."
      />
    </SettingsPage>
  )
}
