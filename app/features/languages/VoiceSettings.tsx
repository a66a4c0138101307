import { isObject, type JsonObject } from '../../model/core'
import { SettingControl } from '../aiSettings/SettingControl'
import { SettingsSection } from '../aiSettings/SettingsSection'
import { useAiProblems } from '../aiSettings/useAi'
import { MORE_KEYS, engineSpec, languageSpec } from './languageSpecs'

/** A language's less common voice settings: emotion, speed, the old engine, ElevenLabs tuning. */
export function VoiceSettings({ index, obj }: { index: number; obj: JsonObject }) {
  const problems = useAiProblems()
  const rel = ['languages', index]
  const id = `lang_languages_${index}`
  const params = obj.get('params')
  const changed = MORE_KEYS.filter((k) => obj.has(k)).length + (isObject(params) ? params.size : 0)
  return (
    <SettingsSection title="More voice settings" changed={changed} defaultOpen={false}>
      <div className="settings-grid">
        {MORE_KEYS.map((key) => (
          <SettingControl
            key={key}
            spec={languageSpec(key)}
            rel={[...rel, key]}
            id={`${id}_${key}`}
            problem={problems.at([...rel, key])}
          />
        ))}
        {(['stability', 'similarity'] as const).map((key) => (
          <SettingControl
            key={key}
            spec={engineSpec(key)}
            rel={[...rel, 'params', key]}
            id={`${id}_params_${key}`}
            problem={problems.at([...rel, 'params', key])}
          />
        ))}
      </div>
    </SettingsSection>
  )
}
