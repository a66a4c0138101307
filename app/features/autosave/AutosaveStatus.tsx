import { Icon } from '../../components/Icon'
import { useStudio } from '../../store/context'

/** "Saved in this browser", or why autosave is off. */
export function AutosaveStatus() {
  const status = useStudio((s) => s.autosave)
  if (status.state === 'on') {
    return (
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
