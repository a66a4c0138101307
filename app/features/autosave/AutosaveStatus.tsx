import { useStore } from 'zustand'
import { Icon } from '../../components/Icon'
import { useStudio, useStudioApi } from '../../store/context'
import { saveProgress } from './progress'

/** "Saved in this browser", "Saving…" while a change is not written yet, or why autosave is off. */
export function AutosaveStatus() {
  const status = useStudio((s) => s.autosave)
  const saving = useStore(saveProgress(useStudioApi()), (p) => p.saving)
  if (status.state === 'on') {
    return saving ? (
      <span className="autosave" title="The latest change is being saved in this browser">
        <Icon name="upload" size={14} /> Saving…
      </span>
    ) : (
      <span className="autosave" title="Every change is saved in this browser">
        <Icon name="check" size={14} /> Saved in this browser
      </span>
    )
  }
  return (
    <span className="autosave autosave-off" role="status" title={status.reason}>
      <Icon name="alert" size={14} /> Autosave is off
      <span className="visually-hidden">: {status.reason}</span>
    </span>
  )
}
