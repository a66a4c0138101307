import type { ReactNode } from 'react'
import { Button } from '../../../components/Button'
import { useDisabled } from './hooks'

export interface OptionalPartProps {
  /** Whether the part exists in the script (then its editor is shown). */
  present: boolean
  /** Name of the button that creates it ("Add output to webhook 1"). */
  addLabel: string
  onAdd(): void
  children: ReactNode
}

/** An optional part of a structure: its editor when present, else a button that adds it. */
export function OptionalPart({ present, addLabel, onAdd, children }: OptionalPartProps) {
  const disabled = useDisabled()
  if (present) return <>{children}</>
  return (
    <div>
      <Button size="sm" icon="plus" disabled={disabled} onClick={onAdd}>
        {addLabel}
      </Button>
    </div>
  )
}
