import { Button } from './Button'
import { Icon } from './Icon'

export interface NoticeView {
  id: number
  tone: 'info' | 'success' | 'warning' | 'error'
  message: string
  details?: readonly string[]
  action?: { label: string; run(): void }
}

const ICON = { info: 'info', success: 'check', warning: 'alert', error: 'alert' } as const

/** Toasts in the corner: errors and warnings are alerts (read out at once), others status. */
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
        <div
          key={n.id}
          className={`notice notice-${n.tone}`}
          role={n.tone === 'error' || n.tone === 'warning' ? 'alert' : 'status'}
        >
          <Icon name={ICON[n.tone]} />
          <div className="notice-text">
            <p>{n.message}</p>
            {n.details && n.details.length > 0 && (
              <ul>
                {n.details.map((d, i) => (
                  <li key={i}>{d}</li>
                ))}
              </ul>
            )}
          </div>
          {n.action && (
            <Button
              size="sm"
              onClick={() => {
                n.action!.run()
                onDismiss(n.id)
              }}
            >
              {n.action.label}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            icon="close"
            label="Dismiss"
            onClick={() => onDismiss(n.id)}
          />
        </div>
      ))}
    </div>
  )
}
