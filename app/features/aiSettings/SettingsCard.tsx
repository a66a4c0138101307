import type { ReactNode } from 'react'
import { ItemActions } from '../../forms/fields/common/ItemActions'

/**
 * One item of a list on a settings page: a card named for assistive technology ("Language 2:
 * Spanish"), its number and title, buttons to move it and remove it, and its fields.
 */
export function SettingsCard({
  id,
  label,
  title,
  index,
  count,
  what,
  onMove,
  onRemove,
  children,
}: {
  id: string
  label: string
  title: ReactNode
  index: number
  count: number
  /** What the buttons act on, as read in their names ("language English"). */
  what: string
  onMove?(to: number): void
  onRemove(): void
  children: ReactNode
}) {
  return (
    <li className="fld-item">
      <div id={id} role="group" aria-label={label} className="fld-card settings-card">
        <div className="fld-card-head">
          <h4 className="fld-card-title">
            <span className="fld-card-number">{index + 1}</span>
            {title}
          </h4>
          <ItemActions
            what={what}
            idBase={id}
            index={index}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
          />
        </div>
        {children}
      </div>
    </li>
  )
}
