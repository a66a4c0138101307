import { useCallback } from 'react'
import { Toast } from './Toast'

export interface NoticeView {
  id: number
  tone: 'info' | 'success' | 'warning' | 'error'
  message: string
  details?: readonly string[]
  action?: { label: string; run(): void }
}

/**
 * Toasts in the bottom-left corner, over the outline and the form and never over the code
 * pane's text; the store keeps at most three (see `notify`).
 */
export function Notices({
  notices,
  onDismiss,
}: {
  notices: readonly NoticeView[]
  onDismiss(id: number): void
}) {
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <DismissibleToast key={n.id} notice={n} onDismiss={onDismiss} />
      ))}
    </div>
  )
}

function DismissibleToast({
  notice,
  onDismiss,
}: {
  notice: NoticeView
  onDismiss(id: number): void
}) {
  const dismiss = useCallback(() => onDismiss(notice.id), [onDismiss, notice.id])
  return <Toast notice={notice} onDismiss={dismiss} />
}
