import { useMemo } from 'react'
import { RESERVED_HOOKS, summarizeFunction } from '../../model/core'
import { Icon } from '../../components/Icon'
import { ProblemBadge } from '../../components/ProblemBadge'
import { useFunctionProblemCounts } from '../problems/useProblemCounts'
import { useStudio, useStudioApi } from '../../store/context'
import { selectFunctions, selectLocked, selectSelectedIndex } from '../../store/selectors'
import { CallTimeline } from '../callTimeline/CallTimeline'

/**
 * "Call lifecycle hooks": the three reserved functions, each shown where it is defined (under
 * either of its names) or with a button to add it.
 */
export function LifecycleHooks() {
  const api = useStudioApi()
  const fns = useStudio(selectFunctions)
  const selectedIndex = useStudio(selectSelectedIndex)
  const problemCounts = useFunctionProblemCounts()
  const locked = useStudio(selectLocked)
  const byHook = useMemo(() => {
    const map = new Map<string, { index: number; name: string }[]>()
    fns.forEach((fn, index) => {
      const s = summarizeFunction(fn)
      if (!s.hook) return
      map.set(s.hook.name, [...(map.get(s.hook.name) ?? []), { index, name: s.name! }])
    })
    return map
  }, [fns])

  return (
    <section className="hooks" aria-labelledby="hooks-title">
      <h2 id="hooks-title" className="pane-title section-title">
        Call lifecycle hooks
      </h2>
      <ul className="hook-list" aria-labelledby="hooks-title">
        {RESERVED_HOOKS.map((hook) => {
          const defined = byHook.get(hook.name) ?? []
          return (
            <li key={hook.name} className="hook-item">
              {defined.length === 0 ? (
                <button
                  type="button"
                  className="hook-add"
                  disabled={locked}
                  title={hook.when}
                  aria-label={`Add ${hook.name}: ${hook.when}`}
                  onClick={() => api.getState().addHook(hook.name)}
                >
                  <Icon name="plus" size={14} />
                  <span className="hook-text">
                    <span className="fn-name">{hook.name}</span>
                    <span className="hook-when">{hook.when}</span>
                  </span>
                </button>
              ) : (
                defined.map(({ index, name }) => {
                  const selected = selectedIndex === index
                  return (
                    <button
                      key={index}
                      type="button"
                      className={`hook-defined${selected ? ' is-selected' : ''}`}
                      aria-current={selected ? 'true' : undefined}
                      title={hook.when}
                      onClick={() => api.getState().selectFunction(index)}
                    >
                      <Icon name="bolt" size={14} />
                      <span className="hook-text">
                        <span className="fn-name">{name}</span>
                        <span className="hook-when">{hook.when}</span>
                      </span>
                      {problemCounts.get(index) && <ProblemBadge {...problemCounts.get(index)!} />}
                    </button>
                  )
                })
              )}
            </li>
          )
        })}
      </ul>
      <CallTimeline />
    </section>
  )
}
