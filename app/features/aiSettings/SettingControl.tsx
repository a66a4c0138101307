import { memo } from 'react'
import type { SettingSpec } from '../../../schemas/aiForms'
import { toPlain, type JsonPath } from '../../model/core'
import { ChoiceSelect } from '../../components/settings/ChoiceSelect'
import { NumberInput } from '../../components/settings/NumberInput'
import { SettingField, type FieldProblem } from '../../components/settings/SettingField'
import { TextBox } from '../../components/settings/TextBox'
import { JsonValueEditor } from '../../forms/fields/common/JsonValueEditor'
import { defaultLabel, looseValue, settingFacts } from './settingFacts'
import { useAiEditor, useAiValue } from './useAi'

const BOOLEAN_CHOICES = [
  { value: 'true', label: 'On' },
  { value: 'false', label: 'Off' },
]

/** The choice a value shows as in a select: `''` for none, its text otherwise. */
function choiceOf(value: unknown): string {
  if (value === undefined) return ''
  if (typeof value === 'string') return value
  return typeof value === 'boolean' || typeof value === 'number' ? String(value) : ''
}

export interface SettingControlProps {
  spec: SettingSpec
  /** Where the value is, in the edited `ai` step. */
  rel: JsonPath
  /** DOM id of the control. */
  id: string
  problem: FieldProblem | null
  /** A label other than the spec's title. */
  label?: string
}

/**
 * One setting of the `ai` step, edited in the control its kind calls for. Each change is the
 * JSON Patch of that one value; emptying a setting removes it (its default applies again).
 */
export const SettingControl = memo(function SettingControl(props: SettingControlProps) {
  const { spec, rel, id, problem } = props
  const node = useAiValue(rel)
  const value = node === undefined ? undefined : toPlain(node)
  const edit = useAiEditor()
  const set = (v: unknown) => edit.set(rel, v)
  const label = `${props.label ?? spec.title}${spec.deprecated ? ' (deprecated)' : ''}`
  const facts = settingFacts(spec)
  return (
    <SettingField
      id={id}
      label={label}
      help={spec.description}
      name={String(rel[rel.length - 1])}
      facts={facts}
      problem={problem}
      className={spec.kind === 'textarea' || spec.kind === 'json' ? 'setting-wide' : undefined}
      ownLabel={spec.kind === 'json'}
    >
      {(describedBy) => {
        switch (spec.kind) {
          case 'boolean':
            return (
              <ChoiceSelect
                id={id}
                value={choiceOf(value)}
                choices={BOOLEAN_CHOICES}
                defaultLabel={defaultLabel(spec)}
                describedBy={describedBy}
                onChange={(v) =>
                  set(v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v)
                }
              />
            )
          case 'number':
            return (
              <NumberInput
                id={id}
                value={value}
                integer={spec.integer}
                unit={spec.unit}
                placeholder={typeof spec.default === 'number' ? String(spec.default) : undefined}
                describedBy={describedBy}
                onChange={set}
              />
            )
          case 'choice':
            return spec.open ? (
              <TextBox
                id={id}
                value={value}
                suggestions={spec.choices}
                placeholder={typeof spec.default === 'string' ? spec.default : undefined}
                describedBy={describedBy}
                onChange={set}
              />
            ) : (
              <ChoiceSelect
                id={id}
                value={choiceOf(value)}
                choices={(spec.choices ?? []).map((c) => ({ value: c, label: c }))}
                defaultLabel={defaultLabel(spec)}
                describedBy={describedBy}
                onChange={(v) => set(v === '' ? undefined : v)}
              />
            )
          case 'json':
            return <JsonValueEditor id={id} label={label} value={value} onChange={(v) => set(v)} />
          default:
            return (
              <TextBox
                id={id}
                value={value}
                multiline={spec.kind === 'textarea'}
                mono={spec.kind === 'url'}
                placeholder={
                  spec.placeholder ?? (typeof spec.default === 'string' ? spec.default : undefined)
                }
                describedBy={describedBy}
                onChange={(text) => set(looseValue(text, spec.loose))}
              />
            )
        }
      }}
    </SettingField>
  )
})
