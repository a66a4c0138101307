import { memo } from 'react'
import { CONTEXT_SPECS } from '../../../schemas/aiForms'
import { asString, isArray, isObject, type JsonPath } from '../../model/core'
import { Button } from '../../components/Button'
import { useDisabled, useFocusSoon } from '../../forms/fields/common/hooks'
import { SettingControl } from '../aiSettings/SettingControl'
import { SettingsCard } from '../aiSettings/SettingsCard'
import { OtherFieldsJson } from '../aiSettings/OtherFieldsJson'
import { useAiProblems, useAiValue } from '../aiSettings/useAi'
import { useListEditor } from '../aiSettings/useListEditor'
import { ContextName } from './ContextName'
import { StepCard } from './StepCard'

const KNOWN = new Set(['steps', 'text', 'isolated'])

export interface ContextCardProps {
  name: string
  index: number
  count: number
  contextNames: readonly string[]
  functionNames: readonly string[]
  onRemove(name: string): void
}

/** One stage of the conversation flow (a context): its name, instructions and steps. */
export const ContextCard = memo(function ContextCard(props: ContextCardProps) {
  const { name, index } = props
  const rel: JsonPath = ['prompt', 'contexts', name]
  const context = useAiValue(rel)
  const problems = useAiProblems()
  const steps = useListEditor([...rel, 'steps'])
  const disabled = useDisabled()
  const focusSoon = useFocusSoon()
  const list = isObject(context) ? context.get('steps') : undefined
  const items = isArray(list) ? list : []
  const stepNames = items
    .map((s) => (isObject(s) ? asString(s.get('name')) : undefined))
    .filter((n): n is string => Boolean(n))
  const id = `flow_${index}`
  const isDefault = name === 'default'
  return (
    <SettingsCard
      id={id}
      label={`Stage ${index + 1}: ${name}`}
      title={isDefault ? 'default (where the conversation starts)' : name}
      index={index}
      count={props.count}
      what={`stage ${name}`}
      onRemove={() => props.onRemove(name)}
    >
      {!isDefault && <ContextName id={`${id}_name`} name={name} taken={props.contextNames} />}
      <div className="settings-grid">
        <SettingControl
          spec={{ ...CONTEXT_SPECS.get('text')!, kind: 'textarea' }}
          rel={[...rel, 'text']}
          id={`${id}_text`}
          problem={problems.at([...rel, 'text'])}
        />
        <SettingControl
          spec={CONTEXT_SPECS.get('isolated')!}
          rel={[...rel, 'isolated']}
          id={`${id}_isolated`}
          problem={problems.at([...rel, 'isolated'])}
        />
      </div>
      <h5 className="settings-subtitle">Steps</h5>
      {problems.at([...rel]) && !isArray(list) && (
        <p className="field-todo">To fill in: {problems.at(rel)!.message}</p>
      )}
      <ol className="fld-cards">
        {items.map((_, i) => (
          <StepCard
            key={i}
            context={name}
            contextIndex={index}
            index={i}
            count={items.length}
            functionNames={props.functionNames}
            stepNames={stepNames}
            contextNames={props.contextNames}
            onMove={steps.move}
            onRemove={steps.remove}
          />
        ))}
      </ol>
      <div className="settings-actions">
        <Button
          size="sm"
          icon="plus"
          disabled={disabled}
          onClick={() => focusSoon(`${id}_steps_${steps.add({})}_name`)}
        >
          Add a step
        </Button>
      </div>
      <OtherFieldsJson
        rel={rel}
        known={KNOWN}
        id={`${id}_other`}
        title="Other fields of this stage"
      />
    </SettingsCard>
  )
})
