import { Icon, type IconName } from '../../components/Icon'
import { useStudio, useStudioApi } from '../../store/context'
import type { PageKind } from '../../store'
import { FunctionsList } from '../functionsList/FunctionsList'
import { LifecycleHooks } from '../lifecycleHooks/LifecycleHooks'

const PAGES: { kind: PageKind; label: string; icon: IconName }[] = [
  { kind: 'settings', label: 'Script settings', icon: 'settings' },
  { kind: 'behaviour', label: 'Agent behaviour', icon: 'sliders' },
  { kind: 'languages', label: 'Languages and speech', icon: 'globe' },
  { kind: 'flow', label: 'Conversation flow', icon: 'flow' },
  { kind: 'swaig', label: 'Function settings', icon: 'plug' },
]

/** The left pane: the script's pages, its call lifecycle hooks, then its functions. */
export function Outline() {
  const api = useStudioApi()
  const selection = useStudio((s) => s.selection)
  return (
    <nav className="pane pane-list" aria-label="Script outline" id="script-outline" tabIndex={-1}>
      <div className="list-top">
        {PAGES.map((page) => {
          const selected = selection.kind === page.kind
          return (
            <button
              key={page.kind}
              type="button"
              className={`outline-item${selected ? ' is-selected' : ''}`}
              aria-current={selected ? 'true' : undefined}
              onClick={() => api.getState().select({ kind: page.kind })}
            >
              <Icon name={page.icon} />
              {page.label}
            </button>
          )
        })}
        <LifecycleHooks />
      </div>
      <FunctionsList />
    </nav>
  )
}
