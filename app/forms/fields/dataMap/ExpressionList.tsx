import { Button } from '../../../components/Button'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { useDisabled } from '../common/hooks'
import { useListEditor } from '../common/useListEditor'
import type { EditTarget } from '../../editTarget'
import { newExpression } from './newParts'
import { ExpressionEditor } from './ExpressionEditor'

export interface ExpressionListProps {
  idBase: string
  value: unknown
  /** How one item is named: "expression", "reply check". */
  noun: string
  /** Appended to item names: " of webhook 1". */
  of?: string
  addLabel: string
  /** The list in the script (removed with its last item). */
  target: EditTarget
  /** What holds the list, removed with it when the list was its only part (a data map). */
  whole?: EditTarget
}

/** Expressions, tried in order: add, edit, reorder, remove. */
export function ExpressionList({
  idBase,
  value,
  noun,
  of = '',
  addLabel,
  target,
  whole,
}: ExpressionListProps) {
  const disabled = useDisabled()
  const items = Array.isArray(value) ? value : []
  const list = useListEditor(idBase, items, target, { removeWhenEmpty: true, emptyRemoves: whole })
  if (value !== undefined && !Array.isArray(value))
    return (
      <JsonValueEditor
        id={`${idBase}-json`}
        label={addLabel}
        value={value}
        onChange={(v) => target.set(v, `${idBase}-json`)}
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
          onClick={() => list.add(newExpression())}
        >
          {addLabel}
        </Button>
      </div>
    </div>
  )
}
