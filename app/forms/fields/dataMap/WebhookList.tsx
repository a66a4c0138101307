import { Button } from '../../../components/Button'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { useDisabled } from '../common/hooks'
import type { Emit } from '../common/types'
import { useListEditor } from '../common/useListEditor'
import { WebhookEditor } from './WebhookEditor'

export const newWebhook = () => ({ url: '', output: { response: '' } })

/** The data map's webhooks, tried in order until one succeeds. */
export function WebhookList({
  idBase,
  value,
  onChange,
}: {
  idBase: string
  value: unknown
  onChange: Emit<unknown>
}) {
  const disabled = useDisabled()
  const items = Array.isArray(value) ? value : []
  const list = useListEditor(idBase, items, (next, s) =>
    onChange(next.length > 0 ? next : undefined, s),
  )
  if (value !== undefined && !Array.isArray(value))
    return (
      <JsonValueEditor
        id={`${idBase}-json`}
        label="Webhooks"
        value={value}
        onChange={(v) => onChange(v, `${idBase}-json`)}
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
              onChange={(v, s) => list.replace(i, v, s)}
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
