import { lazy, Suspense, useState } from 'react'
import { Button } from '../../components/Button'
import { useStudio, useStudioApi } from '../../store/context'
import { selectCanRedo, selectCanUndo, selectLocked } from '../../store/selectors'
import { ImportButton } from '../importExport/ImportButton'
import { ExportMenu } from '../importExport/ExportMenu'
import { COMMANDS, runCommand } from '../commands/registry'
import { shortcutLabel } from '../commands/shortcuts'

const { undo, redo } = COMMANDS

// The templates load with the dialog, when "New script" is first pressed.
const NewScriptDialog = lazy(() =>
  import('../newScript/NewScriptDialog').then((m) => ({ default: m.NewScriptDialog })),
)

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
          label={`${undo.label} (${shortcutLabel(undo.keys.global[0]!)})`}
          disabled={!canUndo}
          onClick={() => runCommand(undo, { api })}
        >
          {undo.label}
        </Button>
        <Button
          variant="ghost"
          icon="redo"
          label={`${redo.label} (${shortcutLabel(redo.keys.global[0]!)})`}
          disabled={!canRedo}
          onClick={() => runCommand(redo, { api })}
        >
          {redo.label}
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
