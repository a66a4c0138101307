import { useEffect, useState } from 'react'
import { Button } from './Button'
import { Icon } from './Icon'
import type { NoticeView } from './Notices'

const ICON = { info: 'info', success: 'check', warning: 'alert', error: 'alert' } as const

/** How long information stays on screen; errors and warnings stay until closed. */
export const TOAST_MS = 5000

/**
 * One toast. Information and confirmations go away after `TOAST_MS` (the time restarts while
 * the pointer or the focus is on the toast, so it can be read and acted on); errors and warnings
 * stay until closed. Errors and warnings are alerts (read out at once), others status.
 */
export function Toast({ notice: n, onDismiss }: { notice: NoticeView; onDismiss(): void }) {
  const [paused, setPaused] = useState(false)
  const lasting = n.tone === 'error' || n.tone === 'warning'
  useEffect(() => {
    if (lasting || paused) return
    const timer = window.setTimeout(onDismiss, TOAST_MS)
    return () => window.clearTimeout(timer)
  }, [lasting, paused, onDismiss])
  return (
    <div
      className={`notice notice-${n.tone}`}
      role={lasting ? 'alert' : 'status'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
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
            onDismiss()
          }}
        >
          {n.action.label}
        </Button>
      )}
      <Button variant="ghost" size="sm" icon="close" label="Dismiss" onClick={onDismiss} />
    </div>
  )
}
