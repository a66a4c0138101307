import type { ReactNode } from 'react'

export interface CardItemProps {
  /** DOM id of the card (its buttons and inputs use it as a prefix). */
  id: string
  /** The card's accessible name ("Webhook 1"). */
  label: string
  className?: string
  children: ReactNode
}

/** One card of a list: a list item holding a labelled group. */
export function CardItem({ id, label, className, children }: CardItemProps) {
  return (
    <li className="fld-item">
      <div id={id} role="group" aria-label={label} className={`fld-card ${className ?? ''}`.trim()}>
        {children}
      </div>
    </li>
  )
}
