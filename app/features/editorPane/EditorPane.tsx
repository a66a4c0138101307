import { Suspense, useState } from 'react'
import { summarizeFunction } from '../../model/core'
import { useStudio } from '../../store/context'
import { selectSelectedFunction, selectSelectedIndex } from '../../store/selectors'
import { FunctionEditor } from '../functionEditor/FunctionEditor'
import { SwaigSettings } from '../swaigSettings/SwaigSettings'
import { CodeErrorBanner } from './CodeErrorBanner'
import { ProblemsPanel } from '../problems/ProblemsPanel'
import {
  FlowPage,
  HookEditor,
  LanguagesPage,
  ParamsPage,
  ScriptSettingsPage,
} from './settingsPages'
import { useFocusRequest } from './useFocusRequest'

/** The middle pane: the form of whatever is selected in the outline. */
export function EditorPane() {
  const selection = useStudio((s) => s.selection)
  const index = useStudio(selectSelectedIndex)
  const problemsOpen = useStudio((s) => s.problemsOpen)
  const isHook = useStudio((s) => {
    const fn = selectSelectedFunction(s)
    return fn !== undefined && summarizeFunction(fn).hook !== undefined
  })
  // Hook or function form is decided when the function is selected: renaming a function to a
  // hook's name while typing keeps its form (which asks whether the built-in behaviour is meant).
  const [latched, setLatched] = useState({ selection, isHook })
  if (latched.selection !== selection) setLatched({ selection, isHook })
  const showHook = latched.selection === selection ? latched.isHook : isHook
  useFocusRequest()
  return (
    <main className="editor-pane" id="editor-pane" tabIndex={-1}>
      <CodeErrorBanner />
      <Suspense fallback={<p className="empty-state">Loading the form…</p>}>
        {selection.kind === 'function' ? (
          index < 0 ? null : showHook ? (
            <HookEditor index={index} />
          ) : (
            <FunctionEditor index={index} />
          )
        ) : selection.kind === 'swaig' ? (
          <SwaigSettings />
        ) : selection.kind === 'behaviour' ? (
          <ParamsPage />
        ) : selection.kind === 'languages' ? (
          <LanguagesPage />
        ) : selection.kind === 'flow' ? (
          <FlowPage />
        ) : (
          <ScriptSettingsPage />
        )}
      </Suspense>
      {problemsOpen && <ProblemsPanel />}
    </main>
  )
}
