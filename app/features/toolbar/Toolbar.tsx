import { useState } from 'react'
import { starterDoc } from '../../model/core'
import { Button } from '../../components/Button'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { useStudio, useStudioApi } from '../../store/context'
import { selectCanRedo, selectCanUndo, selectLocked } from '../../store/selectors'
import { ImportButton } from '../importExport/ImportButton'
import { ExportMenu } from '../importExport/ExportMenu'

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
      <ConfirmDialog
        open={confirmNew}
        title="Start a new script?"
        confirmLabel="Start new script"
        onCancel={() => setConfirmNew(false)}
        onConfirm={() => {
          setConfirmNew(false)
          const s = api.getState()
          s.loadDoc(starterDoc(), 'json', undefined)
          s.setCodeError(null)
          s.notify({
            tone: 'info',
            message: 'Started a new script.',
            action: { label: 'Undo', run: () => api.getState().undo() },
          })
        }}
      >
        <p>The current script is replaced by the starter script. You can undo this.</p>
      </ConfirmDialog>
    </div>
  )
}
