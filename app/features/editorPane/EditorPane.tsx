import { useStudio } from '../../store/context'
import { selectSelectedIndex } from '../../store/selectors'
import { FunctionEditor } from '../functionEditor/FunctionEditor'
import { ScriptSettings } from '../scriptSettings/ScriptSettings'
import { SwaigSettings } from '../swaigSettings/SwaigSettings'
import { CodeErrorBanner } from './CodeErrorBanner'
import { ProblemsPanel } from '../problems/ProblemsPanel'

/** The middle pane: the form of whatever is selected in the list. */
export function EditorPane() {
  const selection = useStudio((s) => s.selection)
  const index = useStudio(selectSelectedIndex)
  const problemsOpen = useStudio((s) => s.problemsOpen)
  return (
    <main className="editor-pane">
      <CodeErrorBanner />
      {selection.kind === 'function' && index >= 0 ? (
        <FunctionEditor index={index} />
      ) : selection.kind === 'swaig' ? (
        <SwaigSettings />
      ) : (
        <ScriptSettings />
      )}
      {problemsOpen && <ProblemsPanel />}
    </main>
  )
}
