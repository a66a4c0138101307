import { PROMPT_SETTING_SPECS } from '../../../schemas/aiForms'
import { isObject } from '../../model/core'
import { SettingField } from '../../components/settings/SettingField'
import { TextBox } from '../../components/settings/TextBox'
import { SettingControl } from './SettingControl'
import { SettingsSection } from './SettingsSection'
import { OtherFieldsJson } from './OtherFieldsJson'
import { sumCounts, useAiEditor, useAiProblems, useAiValue } from './useAi'

export interface PromptGroupProps {
  /** `prompt` or `post_prompt`. */
  which: 'prompt' | 'post_prompt'
  legend: string
  textLabel: string
  textHelp: string
  placeholder: string
  rows: number
  known: ReadonlySet<string>
}

/** A prompt (or the post-prompt): its text, its structured sections if any, its model settings. */
export function PromptGroup(props: PromptGroupProps) {
  const { which } = props
  const prompt = useAiValue([which])
  const text = useAiValue([which, 'text'])
  const edit = useAiEditor()
  const problems = useAiProblems()
  const base = `settings_${which}`
  const tuning = PROMPT_SETTING_SPECS.filter((s) => isObject(prompt) && prompt.has(s.key)).length
  return (
    <fieldset className="field-set settings-group">
      <legend className="field-set-title">{props.legend}</legend>
      <SettingField
        id={`${base}_text`}
        label={props.textLabel}
        help={props.textHelp}
        name={`${which}.text`}
        problem={problems.at([which, 'text'])}
        className="setting-wide"
      >
        {(describedBy) => (
          <TextBox
            id={`${base}_text`}
            value={text}
            multiline
            rows={props.rows}
            placeholder={props.placeholder}
            describedBy={describedBy}
            keepEmpty={which === 'prompt'}
            onChange={(v) => edit.set([which, 'text'], v)}
          />
        )}
      </SettingField>
      {isObject(prompt) && prompt.has('pom') && (
        <SettingControl
          spec={{
            key: 'pom',
            title: 'Structured prompt',
            description:
              'The instructions as titled sections (POM), given to the model with the text.',
            kind: 'json',
            integer: false,
          }}
          rel={[which, 'pom']}
          id={`${base}_pom`}
          problem={problems.at([which, 'pom'])}
        />
      )}
      <SettingsSection
        title="Model settings"
        description="How the model writes this text's answers: leave them on their defaults unless answers are too varied or too long."
        changed={tuning}
        problems={sumCounts(PROMPT_SETTING_SPECS.map((s) => problems.count([which, s.key])))}
        defaultOpen={tuning > 0}
      >
        <div className="settings-grid">
          {PROMPT_SETTING_SPECS.map((spec) => (
            <SettingControl
              key={spec.key}
              spec={spec}
              rel={[which, spec.key]}
              id={`${base}_${spec.key}`}
              problem={problems.at([which, spec.key])}
            />
          ))}
        </div>
      </SettingsSection>
      <OtherFieldsJson
        rel={[which]}
        known={props.known}
        id={`${base}_other`}
        title={`Other fields of the ${props.legend.toLowerCase()}`}
      />
    </fieldset>
  )
}
