import type { ReservedHook } from '../../model/core'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'

/**
 * What a hook is: when the platform runs it and what it sends (spec 2.3). The summary hook runs
 * only when the script has a summary prompt: the panel says whether this one has.
 */
export function HookInfo({
  hook,
  hasPostPrompt,
  onOpenSettings,
}: {
  hook: ReservedHook
  hasPostPrompt: boolean
  onOpenSettings(): void
}) {
  const needsPostPrompt = hook.name === 'summarize_conversation'
  return (
    <div className="hook-info" role="note" aria-label="About this hook">
      <dl className="hook-facts">
        <div>
          <dt>When it runs</dt>
          <dd>{hook.when.replace(/^Runs /, '').replace(/^./, (c) => c.toUpperCase())}</dd>
        </div>
        <div>
          <dt>What it sends</dt>
          <dd>
            {hook.sends} A field with no value yet when the hook runs is left out. The agent never
            calls a hook: the platform runs it by itself.
          </dd>
        </div>
      </dl>
      {needsPostPrompt && (
        <p
          className={hasPostPrompt ? 'hook-status hook-status-ok' : 'hook-status hook-status-warn'}
        >
          <Icon name={hasPostPrompt ? 'check' : 'alert'} />
          {hasPostPrompt ? (
            <span>
              This script has a summary prompt, so this hook runs at the end of each call.
            </span>
          ) : (
            <span>
              This script has no summary prompt, so this hook never runs.{' '}
              <Button size="sm" variant="ghost" onClick={onOpenSettings}>
                Add one in Script settings
              </Button>
            </span>
          )}
        </p>
      )}
    </div>
  )
}
