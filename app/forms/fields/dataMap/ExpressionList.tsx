import { Button } from '../../../components/Button'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { useDisabled } from '../common/hooks'
import type { Emit } from '../common/types'
import { useListEditor } from '../common/useListEditor'
import { ExpressionEditor } from './ExpressionEditor'

export interface ExpressionListProps {
  idBase: string
  value: unknown
  /** How one item is named: "expression", "reply pattern". */
  noun: string
  /** Appended to item names: " of webhook 1". */
  of?: string
  addLabel: string
  /** The new list; `undefined` when its last item was removed. */
  onChange: Emit<unknown>
}

export const newExpression = () => ({ string: '', pattern: '', output: { response: '' } })

/** Expressions, tried in order: add, edit, reorder, remove. */
export function ExpressionList({
  idBase,
  value,
  noun,
  of = '',
  addLabel,
  onChange,
}: ExpressionListProps) {
  const disabled = useDisabled()
  const items = Array.isArray(value) ? value : []
  const list = useListEditor(idBase, items, (next, s) =>
    onChange(next.length > 0 ? next : undefined, s),
  )
  if (value !== undefined && !Array.isArray(value))
    return (
      <JsonValueEditor
        id={`${idBase}-json`}
        label={addLabel}
        value={value}
        onChange={(v) => onChange(v, `${idBase}-json`)}
      />
    )
  return (
    <div className="fld-cards">
      {items.length > 0 && (
        <ol className="fld-list">
          {items.map((expression, i) => (
            <ExpressionEditor
              key={list.keys[i]}
              idBase={list.itemId(list.keys[i]!)}
              expression={expression}
              what={`${noun} ${i + 1}${of}`}
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
          onClick={() => list.add(newExpression())}
        >
          {addLabel}
        </Button>
      </div>
    </div>
  )
}
