import { useId, useState, type ReactNode } from 'react'
import { Icon } from '../../components/Icon'
import type { ProblemCount } from './useAi'

const NONE: ProblemCount = { errors: 0, warnings: 0 }
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/**
 * A titled part of a settings page that opens and closes (a disclosure button in its heading),
 * with how many of its settings are changed and how many problems it has.
 */
export function SettingsSection({
  title,
  description,
  changed = 0,
  note,
  problems = NONE,
  defaultOpen = true,
  open: forcedOpen,
  children,
}: {
  title: string
  description?: ReactNode
  changed?: number
  /** Instead of "n changed": what the section holds ("2 languages"). */
  note?: string
  problems?: ProblemCount
  defaultOpen?: boolean
  /** Opens the section whatever the person chose (a search shows its matches). */
  open?: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(defaultOpen)
  const shown = forcedOpen ?? open
  const id = useId()
  return (
    <section className="settings-section" aria-labelledby={`${id}-name`}>
      <h3 className="settings-section-heading" id={`${id}-title`}>
        <button
          type="button"
          className="settings-section-toggle"
          aria-expanded={shown}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!shown)}
        >
          <Icon name="chevronDown" size={16} />
          <span className="settings-section-title" id={`${id}-name`}>
            {title}
          </span>
          {note ? (
            <span className="badge badge-muted">{note}</span>
          ) : (
            changed > 0 && <span className="badge badge-muted">{changed} changed</span>
          )}
          {problems.errors > 0 && (
            <span className="badge badge-problem">{plural(problems.errors, 'error')}</span>
          )}
          {problems.warnings > 0 && (
            <span className="badge badge-warning">{plural(problems.warnings, 'warning')}</span>
          )}
        </button>
      </h3>
      {description && <p className="settings-section-description">{description}</p>}
      <div id={`${id}-body`} className="settings-section-body" hidden={!shown}>
        {children}
      </div>
    </section>
  )
}
