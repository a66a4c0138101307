import { asString, isArray, isObject, toPlain } from '../../model/core'
import { Button } from '../../components/Button'
import { ChoiceSelect } from '../../components/settings/ChoiceSelect'
import { TextBox } from '../../components/settings/TextBox'
import { ItemActions } from '../../forms/fields/common/ItemActions'
import { useDisabled, useFocusSoon } from '../../forms/fields/common/hooks'
import { useAiEditor, useAiProblems, useAiValue } from '../aiSettings/useAi'
import { useListEditor } from '../aiSettings/useListEditor'

const CASE_CHOICES = [
  { value: 'true', label: 'Ignore case' },
  { value: 'false', label: 'Match case' },
]

/**
 * `ai.pronounce`: words the agent should say differently from how they are written, one row
 * each: the word as written, how to say it, and whether case matters.
 */
export function PronounceEditor() {
  const value = useAiValue(['pronounce'])
  const list = useListEditor(['pronounce'])
  const edit = useAiEditor()
  const problems = useAiProblems()
  const disabled = useDisabled()
  const focusSoon = useFocusSoon()
  const items = isArray(value) ? value : []
  const id = (i: number) => `lang_pronounce_${i}`
  return (
    <div className="settings-list">
      {items.length === 0 ? (
        <p className="field-help">
          No pronunciations yet. Add a word the agent says wrong, such as an abbreviation.
        </p>
      ) : (
        <div className="pronounce-head" aria-hidden="true">
          <span>Written</span>
          <span>Say it as</span>
          <span>Case</span>
        </div>
      )}
      <ol className="fld-list">
        {items.map((item, i) => {
          const obj = isObject(item) ? item : undefined
          const written = asString(obj?.get('replace')) || `pronunciation ${i + 1}`
          const problem = problems.at(['pronounce', i])
          const ignore = obj?.get('ignore_case')
          return (
            <li key={i} className="pronounce-row-item">
              <div className="pronounce-row" role="group" aria-label={`Pronunciation ${i + 1}`}>
                <label htmlFor={`${id(i)}_replace`} className="visually-hidden">
                  {`Written ${i + 1}`}
                </label>
                <TextBox
                  id={`${id(i)}_replace`}
                  value={obj?.get('replace')}
                  keepEmpty
                  placeholder="SWML"
                  onChange={(v) => edit.set(['pronounce', i, 'replace'], v ?? '')}
                />
                <label htmlFor={`${id(i)}_with`} className="visually-hidden">
                  {`Say it as ${i + 1}`}
                </label>
                <TextBox
                  id={`${id(i)}_with`}
                  value={obj?.get('with')}
                  keepEmpty
                  placeholder="swim-el"
                  onChange={(v) => edit.set(['pronounce', i, 'with'], v ?? '')}
                />
                <label htmlFor={`${id(i)}_ignore_case`} className="visually-hidden">
                  {`Case ${i + 1}`}
                </label>
                <ChoiceSelect
                  id={`${id(i)}_ignore_case`}
                  value={ignore === undefined ? '' : String(toPlain(ignore))}
                  choices={CASE_CHOICES}
                  defaultLabel="Default (ignore)"
                  onChange={(v) =>
                    edit.set(
                      ['pronounce', i, 'ignore_case'],
                      v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v,
                    )
                  }
                />
                <ItemActions
                  what={`pronunciation of ${written}`}
                  idBase={id(i)}
                  index={i}
                  count={items.length}
                  onMove={(to) => list.move(i, to)}
                  onRemove={() => list.remove(i)}
                />
              </div>
              {problem && (
                <p className={problem.tone === 'todo' ? 'field-todo' : `field-${problem.tone}`}>
                  {problem.tone === 'todo' ? `To fill in: ${problem.message}` : problem.message}
                </p>
              )}
            </li>
          )
        })}
      </ol>
      <p className="field-help">
        The agent says the second text wherever it would say the first.{' '}
        <code className="setting-name">replace</code> <code className="setting-name">with</code>{' '}
        <code className="setting-name">ignore_case</code>
      </p>
      <div className="settings-actions">
        <Button
          size="sm"
          icon="plus"
          disabled={disabled}
          onClick={() => focusSoon(`${id(list.add({}))}_replace`)}
        >
          Add a pronunciation
        </Button>
      </div>
    </div>
  )
}
