import { asString } from '../../model/core'
import { SecretInput } from '../../components/settings/SecretInput'
import { SettingField } from '../../components/settings/SettingField'
import { TextBox } from '../../components/settings/TextBox'
import { UrlWithCredentials } from '../../forms/fields/UrlWithCredentials'
import { useAiEditor, useAiProblems, useAiValue } from './useAi'

/**
 * Where the end-of-call summary goes: the summary URL (its `user:password@` sign-in in its own
 * inputs) and the sign-in some scripts write as separate fields, the password masked.
 */
export function SummaryDelivery() {
  const url = useAiValue(['post_prompt_url'])
  const user = useAiValue(['post_prompt_auth_user'])
  const password = useAiValue(['post_prompt_auth_password'])
  const edit = useAiEditor()
  const problems = useAiProblems()
  const urlProblem = problems.at(['post_prompt_url'])
  return (
    <fieldset className="field-set settings-group">
      <legend className="field-set-title">Summary delivery</legend>
      <div data-field="settings_post_prompt_url">
        <UrlWithCredentials
          id="settings_post_prompt_url"
          label="Summary URL"
          value={asString(url)}
          help="Address that receives the end-of-call summary; may include user:password@ credentials."
          placeholder="https://example.com/summary"
          onChange={(v) => edit.set(['post_prompt_url'], v)}
        />
        {urlProblem && (
          <p className={urlProblem.tone === 'todo' ? 'field-todo' : `field-${urlProblem.tone}`}>
            {urlProblem.message}
          </p>
        )}
      </div>
      <div className="settings-grid">
        <SettingField
          id="settings_post_prompt_auth_user"
          label="Summary user"
          help="User name sent with the summary (basic authentication), when not written in the URL."
          name="post_prompt_auth_user"
          problem={problems.at(['post_prompt_auth_user'])}
        >
          {(describedBy) => (
            <TextBox
              id="settings_post_prompt_auth_user"
              value={user}
              describedBy={describedBy}
              onChange={(v) => edit.set(['post_prompt_auth_user'], v)}
            />
          )}
        </SettingField>
        <SettingField
          id="settings_post_prompt_auth_password"
          label="Summary password"
          help="Stored in the script in clear text: anyone with the exported file can read it."
          name="post_prompt_auth_password"
          problem={problems.at(['post_prompt_auth_password'])}
        >
          {(describedBy) => (
            <SecretInput
              id="settings_post_prompt_auth_password"
              value={password}
              describedBy={describedBy}
              onChange={(v) => edit.set(['post_prompt_auth_password'], v)}
            />
          )}
        </SettingField>
      </div>
    </fieldset>
  )
}
