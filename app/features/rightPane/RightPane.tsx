import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react'
import { useStudio, useStudioApi } from '../../store/context'
import { CodePane } from '../codePane/CodePane'

// The client preview (with its snippets and the Relay client controller) loads when its tab is
// first opened: most sessions never open it.
const TokenPreviewPanel = lazy(() =>
  import('../tokenPreview/TokenPreviewPanel').then((m) => ({ default: m.TokenPreviewPanel })),
)
// The Test tab (the simulator, its forms and the test cases) loads the same way.
const TestPanel = lazy(() =>
  import('../testPanel/TestPanel').then((m) => ({ default: m.TestPanel })),
)

const TABS = [
  { id: 'code', label: 'Code' },
  { id: 'preview', label: 'Client preview' },
  { id: 'test', label: 'Test' },
] as const
type TabId = (typeof TABS)[number]['id']

/**
 * The right pane: the script's JSON, the client preview, or the Test tab. Once shown, each stays
 * mounted, so Monaco keeps its undo history and a connected client stays connected while another
 * tab is shown.
 */
export function RightPane() {
  const api = useStudioApi()
  const tab: TabId = useStudio((s) => s.rightTab)
  const [previewOpened, setPreviewOpened] = useState(tab === 'preview')
  if (tab === 'preview' && !previewOpened) setPreviewOpened(true)
  const [testOpened, setTestOpened] = useState(tab === 'test')
  if (tab === 'test' && !testOpened) setTestOpened(true)
  const setTab = (id: TabId) => api.getState().setRightTab(id)
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})
  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    const i = TABS.findIndex((t) => t.id === tab)
    const next =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : undefined
    if (!next) return
    e.preventDefault()
    setTab(next.id)
    refs.current[next.id]?.focus()
  }
  return (
    <div className="pane pane-right">
      <div role="tablist" aria-label="Code, preview and test" className="tabs" onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className="tab"
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`panel-${t.id}`}
          aria-labelledby={`tab-${t.id}`}
          hidden={tab !== t.id}
          className="tab-panel"
        >
          {t.id === 'code' ? (
            <CodePane />
          ) : t.id === 'test' ? (
            testOpened ? (
              <Suspense fallback={<p className="empty-state">Loading the Test tab…</p>}>
                <TestPanel />
              </Suspense>
            ) : null
          ) : previewOpened ? (
            <Suspense fallback={<p className="empty-state">Loading the client preview…</p>}>
              <TokenPreviewPanel />
            </Suspense>
          ) : null}
        </div>
      ))}
    </div>
  )
}
