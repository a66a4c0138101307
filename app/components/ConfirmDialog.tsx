import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Button } from './Button'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  tone?: 'primary' | 'danger'
  /** A wider dialog, for a choice among several options. */
  wide?: boolean
  onConfirm(): void
  onCancel(): void
}

/** A modal question with two answers, on the native <dialog> (focus trap, Escape to cancel). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  wide,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog-wide' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onCancel()
      }}
    >
      {open && (
        <form method="dialog" onSubmit={(e) => (e.preventDefault(), onConfirm())}>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <div className="dialog-body">{children}</div>
          <div className="dialog-actions">
            <Button onClick={onCancel}>{cancelLabel}</Button>
            <Button type="submit" variant={tone} autoFocus>
              {confirmLabel}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  )
}
