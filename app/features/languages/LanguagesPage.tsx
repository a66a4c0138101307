import { useCallback } from 'react'
import { isArray } from '../../model/core'
import { Button } from '../../components/Button'
import { useDisabled, useFocusSoon } from '../../forms/fields/common/hooks'
import { SettingsPage } from '../aiSettings/SettingsPage'
import { SettingsSection } from '../aiSettings/SettingsSection'
import { useAiProblems, useAiValue } from '../aiSettings/useAi'
import { useListEditor } from '../aiSettings/useListEditor'
import { HintsEditor } from './HintsEditor'
import { LanguageCard } from './LanguageCard'
import { PronounceEditor } from './PronounceEditor'

/** "Languages and speech": the languages the agent speaks, hints for hearing, pronunciations. */
export function LanguagesPage() {
  const languages = useAiValue(['languages'])
  const hints = useAiValue(['hints'])
  const pronounce = useAiValue(['pronounce'])
  const problems = useAiProblems()
  const list = useListEditor(['languages'])
  const count = isArray(languages) ? languages.length : 0
  const move = useCallback((from: number, to: number) => list.move(from, to), [list])
  const remove = useCallback((i: number) => list.remove(i), [list])
  return (
    <SettingsPage
      id="languages"
      title="Languages and speech"
      intro="The languages the agent speaks, with their voices and filler phrases; words that help it hear callers; words it should say differently."
    >
      <SettingsSection
        title="Languages"
        description={
          <>
            Each language with its voice and the phrases said to fill silences. Without any, the
            platform’s defaults apply. <code className="setting-name">languages</code>
          </>
        }
        note={plural(count, 'language')}
        defaultOpen
        problems={problems.count(['languages'])}
      >
        <ol className="fld-cards">
          {Array.from({ length: count }, (_, i) => (
            <LanguageCard key={i} index={i} count={count} onMove={move} onRemove={remove} />
          ))}
        </ol>
        <AddLanguage count={count} onAdd={() => list.add({})} />
      </SettingsSection>
      <SettingsSection
        title="Hints"
        description={
          <>
            Words and phrases that help the agent hear the caller correctly, and rules that fix what
            it hears. <code className="setting-name">hints</code>
          </>
        }
        note={plural(isArray(hints) ? hints.length : 0, 'hint')}
        problems={problems.count(['hints'])}
      >
        <HintsEditor />
      </SettingsSection>
      <SettingsSection
        title="Pronunciation"
        description={
          <>
            Words the agent should say differently from how they are written.{' '}
            <code className="setting-name">pronounce</code>
          </>
        }
        note={plural(isArray(pronounce) ? pronounce.length : 0, 'word')}
        problems={problems.count(['pronounce'])}
      >
        <PronounceEditor />
      </SettingsSection>
    </SettingsPage>
  )
}

const plural = (n: number, noun: string) => (n === 0 ? 'none' : `${n} ${noun}${n === 1 ? '' : 's'}`)

/** The add button; it re-renders with the count, so the new card's Name gets the focus. */
function AddLanguage({ onAdd }: { count: number; onAdd(): number }) {
  const disabled = useDisabled()
  const focusSoon = useFocusSoon()
  return (
    <div className="settings-actions">
      <Button
        size="sm"
        icon="plus"
        disabled={disabled}
        onClick={() => focusSoon(`lang_languages_${onAdd()}_name`)}
      >
        Add a language
      </Button>
    </div>
  )
}
