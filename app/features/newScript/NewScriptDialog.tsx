import { useState } from 'react'
import { blankDoc, templateDoc } from '../../model/script/templates'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { useStudioApi } from '../../store/context'
import { BLANK, TemplateChoice, choiceName } from './TemplateChoice'

/**
 * "New script": a blank script or one of the templates, after the person chose; the current
 * script is replaced in one undoable step.
 */
export function NewScriptDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const api = useStudioApi()
  const [choice, setChoice] = useState(BLANK)
  return (
    <ConfirmDialog
      open={open}
      title="Start a new script?"
      confirmLabel="Start new script"
      wide
      onCancel={onClose}
      onConfirm={() => {
        onClose()
        const doc = choice === BLANK ? blankDoc() : templateDoc(choice)
        if (!doc) return
        const s = api.getState()
        s.loadDoc(doc, 'json', undefined)
        s.setCodeError(null)
        s.notify({
          tone: 'info',
          message: 'Started a new script.',
          details: choice === BLANK ? undefined : [`From the template “${choiceName(choice)}”.`],
          action: { label: 'Undo', run: () => api.getState().undo() },
        })
      }}
    >
      <p>
        Start from a blank script or from one that shows what an agent can do. The current script is
        replaced; you can undo this.
      </p>
      <TemplateChoice value={choice} onChange={setChoice} />
    </ConfirmDialog>
  )
}
