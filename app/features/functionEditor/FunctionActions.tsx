import { Button } from '../../components/Button'
import { useStudio, useStudioApi } from '../../store/context'
import { selectLocked } from '../../store/selectors'

/** Duplicate, move and delete the function being edited (each one undoable step). */
export function FunctionActions({
  index,
  count,
  name,
}: {
  index: number
  count: number
  name: string
}) {
  const api = useStudioApi()
  const state = () => api.getState()
  const locked = useStudio(selectLocked)
  return (
    <div className="toolbar-group" role="group" aria-label="Function actions">
      <Button
        size="sm"
        variant="ghost"
        icon="arrowUp"
        label="Move up"
        disabled={locked || index === 0}
        onClick={() => state().moveFunction(index, index - 1)}
      />
      <Button
        size="sm"
        variant="ghost"
        icon="arrowDown"
        label="Move down"
        disabled={locked || index >= count - 1}
        onClick={() => state().moveFunction(index, index + 1)}
      />
      <Button
        size="sm"
        icon="copy"
        disabled={locked}
        onClick={() => state().duplicateFunction(index)}
      >
        Duplicate
      </Button>
      <Button
        size="sm"
        variant="danger"
        icon="trash"
        disabled={locked}
        onClick={() => {
          state().removeFunction(index)
          state().notify({
            tone: 'info',
            message: `Deleted “${name}”.`,
            action: { label: 'Undo', run: () => state().undo() },
          })
        }}
      >
        Delete
      </Button>
    </div>
  )
}
