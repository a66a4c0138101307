import { memo } from 'react'
import { deepEquals } from '@rjsf/utils'
import { ItemActions } from '../common/ItemActions'
import { CardItem } from '../common/CardItem'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { isPlainObject } from '../../../model/core'
import type { EditTarget } from '../../editTarget'
import { actionTitle } from '../../../model/core'
import { ActionValueEditor } from './ActionValueEditor'

export interface ActionEditorProps {
  idBase: string
  action: unknown
  index: number
  count: number
  /** The action in the script. */
  target: EditTarget
  onMove(to: number): void
  onRemove(): void
}

/**
 * One action: each of its keys with its small form (an action may hold several, such as SWML
 * with transfer); an action that is not an object (a bare string) is edited as JSON.
 */
export const ActionEditor = memo(function ActionEditor({
  idBase,
  action,
  index,
  count,
  target,
  onMove,
  onRemove,
}: ActionEditorProps) {
  const title = actionTitle(action)
  const what = `action ${index + 1}`
  const keys = isPlainObject(action) ? Object.keys(action) : []
  return (
    <CardItem id={idBase} label={`Action ${index + 1}: ${title}`} className="fld-action">
      <div className="fld-card-head">
        <p className="fld-card-title">
          <span className="fld-card-number">{index + 1}</span> {title}
        </p>
        <ItemActions
          what={what}
          idBase={idBase}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      {isPlainObject(action) && keys.length > 0 ? (
        keys.map((key) => (
          <ActionValueEditor
            key={key}
            idBase={idBase}
            name={key}
            value={action[key]}
            target={target.at(key)}
          />
        ))
      ) : (
        <JsonValueEditor
          id={`${idBase}-json`}
          label={`Action ${index + 1}`}
          value={action}
          help={`Not written as an object; edit it as JSON, such as {"stop": true}.`}
          onChange={(v) => target.set(v, `${idBase}-json`)}
        />
      )}
    </CardItem>
  )
}, deepEquals)
