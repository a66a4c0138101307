import { memo, type KeyboardEvent, type PointerEvent } from 'react'
import { summarizeFunction, type JsonValue } from '../../model/core'
import { Icon } from '../../components/Icon'
import { ProblemBadge } from '../../components/ProblemBadge'

export const ROW_HEIGHT = 52

export interface FunctionRowProps {
  fn: JsonValue
  index: number
  /** Place in the list as shown (1-based for screen readers), of `total`. */
  position: number
  total: number
  selected: boolean
  canReorder: boolean
  problems: { errors: number; warnings: number } | undefined
  /** Where the dragged function would land, relative to this row. */
  dropTarget: 'before' | 'after' | null
  style: React.CSSProperties
  onSelect(index: number): void
  onRowKey(index: number, e: KeyboardEvent<HTMLButtonElement>): void
  onHandleKey(index: number, e: KeyboardEvent<HTMLButtonElement>): void
  onDragStart(index: number, e: PointerEvent<HTMLButtonElement>): void
}

/** One function in the list: its name and, at a glance, what kind of function it is. */
export const FunctionRow = memo(function FunctionRow(props: FunctionRowProps) {
  const { fn, index, position, total, selected, canReorder, dropTarget, style } = props
  const s = summarizeFunction(fn)
  const name = s.isObject ? s.name || 'Unnamed function' : `Item ${index + 1} (not a function)`
  const nameId = `fn-row-${index}`
  const kind = s.hook
    ? 'Lifecycle hook'
    : s.handler === 'data_map'
      ? 'Data map'
      : s.handler === 'webhook'
        ? 'Webhook'
        : 'No handler'
  return (
    <li
      className={`fn-row${selected ? ' is-selected' : ''}${dropTarget ? ` is-drop-${dropTarget}` : ''}${s.active ? '' : ' is-inactive'}`}
      style={style}
      aria-labelledby={nameId}
      aria-setsize={total}
      aria-posinset={position + 1}
    >
      {canReorder && (
        <button
          type="button"
          className="fn-handle"
          aria-label={`Reorder ${name}`}
          title="Drag to reorder, or use the arrow keys"
          onPointerDown={(e) => props.onDragStart(index, e)}
          onKeyDown={(e) => props.onHandleKey(index, e)}
          data-handle-index={index}
        >
          <Icon name="grip" />
        </button>
      )}
      <button
        type="button"
        className="fn-select"
        aria-current={selected ? 'true' : undefined}
        onClick={() => props.onSelect(index)}
        onKeyDown={(e) => props.onRowKey(index, e)}
        data-row-index={index}
      >
        <span id={nameId} className="fn-name">
          {name}
        </span>
        <span className="fn-meta">
          <span className={`fn-kind fn-kind-${s.hook ? 'hook' : s.handler}`}>{kind}</span>
          {!s.active && <span className="badge badge-muted">Inactive</span>}
          {props.problems && (
            <ProblemBadge errors={props.problems.errors} warnings={props.problems.warnings} />
          )}
        </span>
      </button>
    </li>
  )
})
