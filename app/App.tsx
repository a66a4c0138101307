import { useCallback } from 'react'
import { Notices } from './components/Notices'
import { SplitPanes } from './components/SplitPanes'
import { useStudio, useStudioApi } from './store/context'
import { AutosaveStatus } from './features/autosave/AutosaveStatus'
import { useAutosave } from './features/autosave/useAutosave'
import { EditorPane } from './features/editorPane/EditorPane'
import { Outline } from './features/outline/Outline'
import { DropZone } from './features/importExport/DropZone'
import { usePaneSizes } from './features/layout/usePaneSizes'
import { useGlobalShortcuts } from './features/commands/useGlobalShortcuts'
import { SkipLinks } from './features/layout/SkipLinks'
import { Toolbar } from './features/toolbar/Toolbar'
import { useLinting } from './features/problems/useLinting'
import { useRevealProblem } from './features/problems/useRevealProblem'
import { useFieldVisits } from './features/problems/useFieldVisits'
import { ProblemsButton } from './features/problems/ProblemsButton'
import { RightPane } from './features/rightPane/RightPane'

/** The shell: a header, and the list, the form and the code side by side. */
export function App() {
  const api = useStudioApi()
  useAutosave(api)
  useGlobalShortcuts(api)
  useLinting(api)
  useRevealProblem(api)
  useFieldVisits(api)
  const [sizes, setSizes] = usePaneSizes()
  const fileName = useStudio((s) => s.fileName)
  const notices = useStudio((s) => s.notices)
  const dismiss = useCallback((id: number) => api.getState().dismiss(id), [api])
  return (
    <div className="app">
      <SkipLinks />
      <header className="app-header">
        <div className="brand">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          <h1>SWAIG Studio</h1>
          <span className="file-name" title={fileName ?? 'Unsaved script'}>
            {fileName ?? 'Untitled script'}
          </span>
          <AutosaveStatus />
        </div>
        <ProblemsButton />
        <Toolbar />
      </header>
      <SplitPanes
        left={<Outline />}
        center={<EditorPane />}
        right={<RightPane />}
        leftWidth={sizes.leftWidth}
        rightWidth={sizes.rightWidth}
        onResize={setSizes}
      />
      <Notices notices={notices} onDismiss={dismiss} />
      <DropZone />
    </div>
  )
}
