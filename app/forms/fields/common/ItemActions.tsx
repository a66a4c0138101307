import { Button } from '../../../components/Button'
import { useDisabled, useFocusSoon } from './hooks'

export interface ItemActionsProps {
  /** What the buttons act on, as read in their names: "phrase 2 of en-US", "parameter city". */
  what: string
  /** DOM id prefix of the buttons (`<idBase>-up`, `-down`, `-remove`), for focus after a move. */
  idBase: string
  index: number
  count: number
  onMove?(to: number): void
  onRemove(): void
}

/** Move up, move down and remove buttons for one item of a list. */
export function ItemActions({ what, idBase, index, count, onMove, onRemove }: ItemActionsProps) {
  const disabled = useDisabled()
  const focusSoon = useFocusSoon()
  // The row keeps its DOM nodes when it moves; only a button that becomes disabled hands over.
  const move = (to: number) => {
    if (to === 0) focusSoon(`${idBase}-down`)
    else if (to === count - 1) focusSoon(`${idBase}-up`)
    onMove?.(to)
  }
  return (
    <div className="fld-item-actions">
      {onMove && (
        <>
          <Button
            id={`${idBase}-up`}
            size="sm"
            variant="ghost"
            icon="arrowUp"
            label={`Move ${what} up`}
            disabled={disabled || index === 0}
            onClick={() => move(index - 1)}
          />
          <Button
            id={`${idBase}-down`}
            size="sm"
            variant="ghost"
            icon="arrowDown"
            label={`Move ${what} down`}
            disabled={disabled || index >= count - 1}
            onClick={() => move(index + 1)}
          />
        </>
      )}
      <Button
        id={`${idBase}-remove`}
        size="sm"
        variant="ghost"
        className="fld-remove"
        icon="trash"
        label={`Remove ${what}`}
        disabled={disabled}
        onClick={onRemove}
      />
    </div>
  )
}
