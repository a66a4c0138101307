import { useState } from 'react'
import { Button } from '../../../components/Button'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { SelectInput } from '../common/SelectInput'
import { useDisabled } from '../common/hooks'
import { useListEditor } from '../common/useListEditor'
import type { EditTarget } from '../../editTarget'
import { ACTION_KINDS, actionKind, asActionList } from '../../../model/core'
import { ActionEditor } from './ActionEditor'

export interface ActionListProps {
  idBase: string
  value: unknown
  /** The actions in the script (removed with the last one). */
  target: EditTarget
}

const OTHER = '__json__'

/** An output's actions, in order: add one of the common kinds (or any as JSON), edit, reorder. */
export function ActionList({ idBase, value, target }: ActionListProps) {
  const disabled = useDisabled()
  const [kind, setKind] = useState('say')
  const actions = asActionList(value)
  const list = useListEditor(idBase, actions ?? [], target, {
    removeWhenEmpty: true,
    isList: value === undefined || Array.isArray(value),
  })
  if (actions === undefined)
    return (
      <JsonValueEditor
        id={`${idBase}-json`}
        label="Actions"
        value={value}
        onChange={(v) => target.set(v, `${idBase}-json`)}
      />
    )
  const add = () => {
    const made = actionKind(kind)
    list.add(made ? { [made.key]: made.create() } : {})
  }
  return (
    <div className="fld-actions">
      {actions.length > 0 && (
        <ol className="fld-list">
          {actions.map((action, i) => (
            <ActionEditor
              key={list.keys[i]}
              idBase={list.itemId(list.keys[i]!)}
              action={action}
              index={i}
              count={actions.length}
              target={list.itemTarget(i)}
              onMove={(to) => list.move(i, to)}
              onRemove={() => list.remove(i)}
            />
          ))}
        </ol>
      )}
      <div className="fld-add-row">
        <SelectInput
          id={`${idBase}-kind`}
          label="New action"
          value={kind}
          options={[
            ...ACTION_KINDS.map((k) => ({ value: k.key, label: k.label })),
            { value: OTHER, label: 'Other action (JSON)' },
          ]}
          onChange={setKind}
        />
        <Button id={`${idBase}-add`} size="sm" icon="plus" disabled={disabled} onClick={add}>
          Add action
        </Button>
      </div>
    </div>
  )
}
