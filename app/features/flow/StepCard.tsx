import { memo } from 'react'
import { STEP_SPECS } from '../../../schemas/aiForms'
import { asString, isArray, isObject, toPlain, type JsonPath } from '../../model/core'
import { NameChecklist } from '../../components/settings/NameChecklist'
import { SettingControl } from '../aiSettings/SettingControl'
import { SettingsCard } from '../aiSettings/SettingsCard'
import { OtherFieldsJson } from '../aiSettings/OtherFieldsJson'
import { useAiEditor, useAiProblems, useAiValue } from '../aiSettings/useAi'

const TEXTS = ['name', 'text', 'step_criteria'] as const
const SWITCHES = ['skip_user_turn', 'end'] as const
const LISTS = ['functions', 'valid_steps', 'valid_contexts'] as const
const KNOWN = new Set<string>([...TEXTS, ...SWITCHES, ...LISTS])

const names = (v: unknown): string[] =>
  isArray(v as never) ? (toPlain(v as never) as unknown[]).map(String) : []

export interface StepCardProps {
  /** The context's key in `prompt.contexts`, and its place on the page (for ids). */
  context: string
  contextIndex: number
  index: number
  count: number
  /** Names to offer: the script's functions, the context's other steps, the other contexts. */
  functionNames: readonly string[]
  stepNames: readonly string[]
  contextNames: readonly string[]
  onMove(from: number, to: number): void
  onRemove(index: number): void
}

/** One step of a context: what the agent does, when it is done, and where it may go next. */
export const StepCard = memo(function StepCard(props: StepCardProps) {
  const { context, index } = props
  const rel: JsonPath = ['prompt', 'contexts', context, 'steps', index]
  const step = useAiValue(rel)
  const edit = useAiEditor()
  const problems = useAiProblems()
  const obj = isObject(step) ? step : undefined
  const name = asString(obj?.get('name')) || 'New step'
  const id = `flow_${props.contextIndex}_steps_${index}`
  const here = problems.at(rel)
  return (
    <SettingsCard
      id={id}
      label={`Step ${index + 1}: ${name}`}
      title={name}
      index={index}
      count={props.count}
      what={`step ${name}`}
      onMove={(to) => props.onMove(index, to)}
      onRemove={() => props.onRemove(index)}
    >
      {here && !obj?.has('name') && (
        <p className={here.tone === 'todo' ? 'field-todo' : `field-${here.tone}`}>
          {here.tone === 'todo' ? `To fill in: ${here.message}` : here.message}
        </p>
      )}
      {TEXTS.map((key) => (
        <SettingControl
          key={key}
          spec={{ ...STEP_SPECS.get(key)!, kind: key === 'name' ? 'text' : 'textarea' }}
          rel={[...rel, key]}
          id={`${id}_${key}`}
          problem={problems.at([...rel, key])}
        />
      ))}
      <div className="settings-grid">
        <NameChecklist
          id={`${id}_functions`}
          name="functions"
          legend={STEP_SPECS.get('functions')!.title}
          help={STEP_SPECS.get('functions')!.description}
          options={props.functionNames}
          value={names(obj?.get('functions'))}
          empty="The script has no functions yet."
          onChange={(v) => edit.set([...rel, 'functions'], v, { coalesce: false })}
        />
        <NameChecklist
          id={`${id}_valid_steps`}
          name="valid_steps"
          legend={STEP_SPECS.get('valid_steps')!.title}
          help={STEP_SPECS.get('valid_steps')!.description}
          options={props.stepNames.filter((n) => n !== asString(obj?.get('name')))}
          value={names(obj?.get('valid_steps'))}
          empty="This is the only step of its stage."
          onChange={(v) => edit.set([...rel, 'valid_steps'], v, { coalesce: false })}
        />
        <NameChecklist
          id={`${id}_valid_contexts`}
          name="valid_contexts"
          legend={STEP_SPECS.get('valid_contexts')!.title}
          help={STEP_SPECS.get('valid_contexts')!.description}
          options={props.contextNames.filter((n) => n !== context)}
          value={names(obj?.get('valid_contexts'))}
          empty="The flow has no other stage."
          onChange={(v) => edit.set([...rel, 'valid_contexts'], v, { coalesce: false })}
        />
      </div>
      <div className="settings-grid">
        {SWITCHES.map((key) => (
          <SettingControl
            key={key}
            spec={STEP_SPECS.get(key)!}
            rel={[...rel, key]}
            id={`${id}_${key}`}
            problem={problems.at([...rel, key])}
          />
        ))}
      </div>
      <OtherFieldsJson
        rel={rel}
        known={KNOWN}
        id={`${id}_other`}
        title="Other fields of this step"
      />
    </SettingsCard>
  )
})
