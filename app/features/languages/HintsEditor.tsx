import { asString, isArray, isObject, type JsonValue } from '../../model/core'
import { Button } from '../../components/Button'
import { TextBox } from '../../components/settings/TextBox'
import { ItemActions } from '../../forms/fields/common/ItemActions'
import { useDisabled, useFocusSoon } from '../../forms/fields/common/hooks'
import { SettingControl } from '../aiSettings/SettingControl'
import { SettingsCard } from '../aiSettings/SettingsCard'
import { useAiEditor, useAiProblems, useAiValue } from '../aiSettings/useAi'
import { useListEditor } from '../aiSettings/useListEditor'

const RULE_FIELDS = [
  {
    key: 'hint',
    title: 'Heard as',
    description: 'The word or phrase, as speech recognition may hear it.',
  },
  {
    key: 'pattern',
    title: 'Pattern',
    description: 'A regular expression the heard text must match.',
  },
  { key: 'replace', title: 'Replace with', description: 'The text that replaces what matched.' },
] as const

/**
 * `ai.hints`: words that help the agent hear the caller (plain words), and rules that replace
 * what was heard (the object form: hint, pattern, replace, ignore case).
 */
export function HintsEditor() {
  const hints = useAiValue(['hints'])
  const list = useListEditor(['hints'])
  const edit = useAiEditor()
  const problems = useAiProblems()
  const disabled = useDisabled()
  const focusSoon = useFocusSoon()
  const items: readonly JsonValue[] = isArray(hints) ? hints : []
  const rowId = (i: number) => `lang_hints_${i}`
  return (
    <div className="settings-list">
      {items.length === 0 && (
        <p className="field-help">No hints yet. Add names, products or jargon callers say.</p>
      )}
      <ol className="fld-cards">
        {items.map((item, i) => {
          const text = asString(item)
          if (text !== undefined || !isObject(item))
            return (
              <li key={i} className="fld-row settings-hint-row">
                <label htmlFor={rowId(i)} className="visually-hidden">{`Hint ${i + 1}`}</label>
                <TextBox
                  id={rowId(i)}
                  value={text ?? JSON.stringify(item)}
                  keepEmpty
                  placeholder="A word or phrase"
                  onChange={(v) => edit.set(['hints', i], v ?? '')}
                />
                <ItemActions
                  what={`hint ${i + 1}`}
                  idBase={rowId(i)}
                  index={i}
                  count={items.length}
                  onMove={(to) => list.move(i, to)}
                  onRemove={() => list.remove(i)}
                />
              </li>
            )
          const heard = asString(item.get('hint')) || 'New rule'
          return (
            <SettingsCard
              key={i}
              id={rowId(i)}
              label={`Hint ${i + 1}: ${heard}`}
              title={heard}
              index={i}
              count={items.length}
              what={`hint ${i + 1}`}
              onMove={(to) => list.move(i, to)}
              onRemove={() => list.remove(i)}
            >
              <div className="settings-grid">
                {RULE_FIELDS.map((f) => (
                  <SettingControl
                    key={f.key}
                    spec={{ ...f, kind: 'text', integer: false }}
                    rel={['hints', i, f.key]}
                    id={`${rowId(i)}_${f.key}`}
                    problem={problems.at(['hints', i, f.key])}
                  />
                ))}
                <SettingControl
                  spec={{
                    key: 'ignore_case',
                    title: 'Ignore case',
                    description: 'Match without caring about upper or lower case.',
                    kind: 'boolean',
                    integer: false,
                    default: false,
                  }}
                  rel={['hints', i, 'ignore_case']}
                  id={`${rowId(i)}_ignore_case`}
                  problem={problems.at(['hints', i, 'ignore_case'])}
                />
              </div>
            </SettingsCard>
          )
        })}
      </ol>
      <div className="settings-actions">
        <Button
          size="sm"
          icon="plus"
          disabled={disabled}
          onClick={() => focusSoon(rowId(list.add('')))}
        >
          Add a hint
        </Button>
        <Button
          size="sm"
          icon="plus"
          disabled={disabled}
          onClick={() => focusSoon(`${rowId(list.add({ hint: '' }))}_hint`)}
        >
          Add a replacement rule
        </Button>
      </div>
    </div>
  )
}
