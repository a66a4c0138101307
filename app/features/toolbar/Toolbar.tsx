import { lazy, Suspense, useState } from 'react'
import { Button } from '../../components/Button'
import { useStudio, useStudioApi } from '../../store/context'
import { selectCanRedo, selectCanUndo, selectLocked } from '../../store/selectors'
import { ImportButton } from '../importExport/ImportButton'
import { ExportMenu } from '../importExport/ExportMenu'

// The templates load with the dialog, when "New script" is first pressed.
const NewScriptDialog = lazy(() =>
  import('../newScript/NewScriptDialog').then((m) => ({ default: m.NewScriptDialog })),
)

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const MOD = isMac ? '⌘' : 'Ctrl+'

/** The header's actions: new script, import, export, undo, redo. */
export function Toolbar() {
  const api = useStudioApi()
  const canUndo = useStudio(selectCanUndo)
  const canRedo = useStudio(selectCanRedo)
  const locked = useStudio(selectLocked)
  const [confirmNew, setConfirmNew] = useState(false)
  return (
    <div className="toolbar" role="toolbar" aria-label="Script">
      <div className="toolbar-group">
        <Button
          variant="ghost"
          icon="undo"
          label={`Undo (${MOD}Z)`}
          disabled={!canUndo}
          onClick={() => api.getState().undo()}
        >
          Undo
        </Button>
        <Button
          variant="ghost"
          icon="redo"
          label={`Redo (${MOD}${isMac ? '⇧Z' : 'Shift+Z'})`}
          disabled={!canRedo}
          onClick={() => api.getState().redo()}
        >
          Redo
        </Button>
      </div>
      <div className="toolbar-group">
        <Button icon="file" disabled={locked} onClick={() => setConfirmNew(true)}>
          New script
        </Button>
        <ImportButton disabled={locked} />
        <ExportMenu />
      </div>
      {confirmNew && (
        <Suspense fallback={null}>
          <NewScriptDialog open={confirmNew} onClose={() => setConfirmNew(false)} />
        </Suspense>
      )}
    </div>
  )
}
