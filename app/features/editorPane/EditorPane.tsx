import { useStudio } from '../../store/context'
import { FunctionEditor } from '../functionEditor/FunctionEditor'
import { ScriptSettings } from '../scriptSettings/ScriptSettings'
import { SwaigSettings } from '../swaigSettings/SwaigSettings'
import { CodeErrorBanner } from './CodeErrorBanner'

/** The middle pane: the form of whatever is selected in the list. */
export function EditorPane() {
  const selection = useStudio((s) => s.selection)
  return (
    <main className="editor-pane">
      <CodeErrorBanner />
      {selection.kind === 'function' ? (
        <FunctionEditor index={selection.index} />
      ) : selection.kind === 'swaig' ? (
        <SwaigSettings />
      ) : (
        <ScriptSettings />
      )}
    </main>
  )
}
