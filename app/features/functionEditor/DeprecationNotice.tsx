import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { useStudio, useStudioApi } from '../../store/context'

const DEPRECATED = {
  'deprecated-purpose': { field: 'purpose', instead: 'description' },
  'deprecated-argument': { field: 'argument', instead: 'parameters' },
} as const

/**
 * The deprecated `purpose` and `argument` fields, said plainly at the top of the form, with the
 * one-click migration the lint rule offers (one undoable step).
 */
export function DeprecationNotice({ pointer }: { pointer: string }) {
  const api = useStudioApi()
  const problems = useStudio((s) => s.problems)
  const found = problems.filter(
    (p) =>
      p.rule in DEPRECATED &&
      p.path.startsWith(pointer + '/') &&
      p.path.split('/').length === pointer.split('/').length + 1,
  )
  if (found.length === 0) return null
  return (
    <div className="notice-inline" role="note" aria-label="Deprecated fields">
      <Icon name="info" />
      <div className="notice-inline-text">
        {found.map((p) => {
          const d = DEPRECATED[p.rule as keyof typeof DEPRECATED]
          return (
            <p key={p.rule}>
              <strong>
                <code>{d.field}</code> is deprecated.
              </strong>{' '}
              The platform now reads <code>{d.instead}</code>.{' '}
              {p.fix ? (
                <Button size="sm" onClick={() => api.getState().applyFix(p)}>
                  Use {d.instead} instead
                </Button>
              ) : (
                <span>Move its content to {d.instead} by hand: both are set and differ.</span>
              )}
            </p>
          )
        })}
      </div>
    </div>
  )
}
