import { memo } from 'react'
import { asString, isObject } from '../../model/core'
import { SettingControl } from '../aiSettings/SettingControl'
import { SettingsCard } from '../aiSettings/SettingsCard'
import { OtherFieldsJson } from '../aiSettings/OtherFieldsJson'
import { useAiProblems, useAiValue } from '../aiSettings/useAi'
import { LanguageFillers } from './LanguageFillers'
import { LANGUAGE_KEYS, MAIN_KEYS, languageSpec } from './languageSpecs'
import { VoiceSettings } from './VoiceSettings'

/** One language of `ai.languages`: who speaks it, with which voice, and its filler phrases. */
export const LanguageCard = memo(function LanguageCard({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number
  count: number
  onMove(from: number, to: number): void
  onRemove(index: number): void
}) {
  const entry = useAiValue(['languages', index])
  const problems = useAiProblems()
  const rel = ['languages', index]
  const obj = isObject(entry) ? entry : undefined
  const name = asString(obj?.get('name')) || asString(obj?.get('code')) || 'New language'
  const code = asString(obj?.get('code'))
  const id = `lang_languages_${index}`
  const cardProblem = problems.at(rel)
  return (
    <SettingsCard
      id={id}
      label={`Language ${index + 1}: ${name}`}
      title={
        <>
          {name} {code && code !== name && <code>{code}</code>}
        </>
      }
      index={index}
      count={count}
      what={`language ${name}`}
      onMove={(to) => onMove(index, to)}
      onRemove={() => onRemove(index)}
    >
      {!obj ? (
        <p className="field-help">
          This item is not a language object; edit it in the code pane, or remove it.
        </p>
      ) : (
        <>
          {cardProblem && (
            <p className={cardProblem.tone === 'todo' ? 'field-todo' : `field-${cardProblem.tone}`}>
              {cardProblem.tone === 'todo'
                ? `To fill in: ${cardProblem.message}`
                : cardProblem.message}
            </p>
          )}
          <div className="settings-grid">
            {MAIN_KEYS.map((key) => (
              <SettingControl
                key={key}
                spec={languageSpec(key)}
                rel={[...rel, key]}
                id={`${id}_${key}`}
                problem={problems.at([...rel, key])}
              />
            ))}
          </div>
          <LanguageFillers index={index} obj={obj} name={name} />
          <VoiceSettings index={index} obj={obj} />
          <OtherFieldsJson
            rel={rel}
            known={LANGUAGE_KEYS}
            id={`${id}_other`}
            title="Other fields of this language"
          />
        </>
      )}
    </SettingsCard>
  )
})
