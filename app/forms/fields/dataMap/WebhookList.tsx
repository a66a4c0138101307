import { Button } from '../../../components/Button'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { useDisabled } from '../common/hooks'
import { useListEditor } from '../common/useListEditor'
import type { EditTarget } from '../../editTarget'
import { newWebhook } from './newParts'
import { WebhookEditor } from './WebhookEditor'

/** The data map's webhooks, tried in order until one succeeds. */
export function WebhookList({
  idBase,
  value,
  target,
  whole,
}: {
  idBase: string
  value: unknown
  /** The list in the script (removed with its last webhook). */
  target: EditTarget
  /** What holds the list, removed with it when the list is its only part (a data map). */
  whole?: EditTarget
}) {
  const disabled = useDisabled()
  const items = Array.isArray(value) ? value : []
  const list = useListEditor(idBase, items, target, { removeWhenEmpty: true, emptyRemoves: whole })
  if (value !== undefined && !Array.isArray(value))
    return (
      <JsonValueEditor
        id={`${idBase}-json`}
        label="Webhooks"
        value={value}
        onChange={(v) => target.set(v, `${idBase}-json`)}
      />
    )
  return (
    <div className="fld-cards">
      {items.length > 0 && (
        <ol className="fld-list">
          {items.map((webhook, i) => (
            <WebhookEditor
              key={list.keys[i]}
              idBase={list.itemId(list.keys[i]!)}
              webhook={webhook}
              index={i}
              count={items.length}
              target={list.itemTarget(i)}
              onMove={(to) => list.move(i, to)}
              onRemove={() => list.remove(i)}
            />
          ))}
        </ol>
      )}
      <div>
        <Button
          id={`${idBase}-add`}
          size="sm"
          icon="plus"
          disabled={disabled}
          onClick={() => list.add(newWebhook())}
        >
          Add webhook
        </Button>
      </div>
    </div>
  )
}
