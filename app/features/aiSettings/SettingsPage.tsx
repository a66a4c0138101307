import type { ReactNode } from 'react'
import { DisabledContext } from '../../forms/fields/common/hooks'
import { useStudio } from '../../store/context'
import { selectLocked } from '../../store/selectors'

/** The frame of a settings page of the `ai` step: its title, a line of intro, its sections. */
export function SettingsPage({
  id,
  title,
  intro,
  children,
}: {
  /** Prefix of the page's ids (its title is `<id>-title`). */
  id: string
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  const locked = useStudio(selectLocked)
  return (
    <section className="pane pane-editor" aria-labelledby={`${id}-title`}>
      <header className="pane-header editor-header">
        <div className="editor-heading">
          <p className="eyebrow">Script</p>
          <h2 id={`${id}-title`} className="editor-title editor-title-plain">
            {title}
          </h2>
        </div>
      </header>
      <div className="pane-body form-body">
        <p className="form-intro">{intro}</p>
        <DisabledContext.Provider value={locked}>
          <div className="settings-page">{children}</div>
        </DisabledContext.Provider>
      </div>
    </section>
  )
}
