import { useMemo } from 'react'
import { summarizeFunction, getFunctions } from '../../model/core'
import type { ShownProblem } from '../../store'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { useStudio, useStudioApi } from '../../store/context'
import { selectLocked } from '../../store/selectors'
import { functionIndexOf } from './problemTarget'
import { countProblems, describeCounts } from './problemCounts'

const SHOWN = 500
const ICON = { error: 'alert', warning: 'alert', info: 'info' } as const

/** Problems grouped by function, each a button that shows the place in the form and the code. */
export function ProblemsPanel() {
  const api = useStudioApi()
  const problems = useStudio((s) => s.problems)
  const root = useStudio((s) => s.doc.root)
  const groups = useMemo(() => {
    const byGroup = new Map<string, { title: string; items: ShownProblem[] }>()
    for (const p of problems.slice(0, SHOWN)) {
      const index = functionIndexOf(root, p.path)
      const key = index === undefined ? 'script' : `fn-${index}`
      let group = byGroup.get(key)
      if (!group) {
        const name =
          index === undefined ? undefined : summarizeFunction(getFunctions(root)[index]!).name
        group = {
          title: index === undefined ? 'Script' : (name ?? `Function ${index + 1}`),
          items: [],
        }
        byGroup.set(key, group)
      }
      group.items.push(p)
    }
    return [...byGroup.values()]
  }, [problems, root])
  const counts = useMemo(() => countProblems(problems), [problems])
  const locked = useStudio(selectLocked)

  return (
    <section id="problems-panel" className="problems-panel" aria-labelledby="problems-title">
      <header className="problems-head">
        <h2 id="problems-title" className="pane-title">
          Problems <span className="problems-summary">{describeCounts(counts)}</span>
        </h2>
        <Button
          size="sm"
          variant="ghost"
          icon="close"
          label="Close problems"
          onClick={() => api.getState().setProblemsOpen(false)}
        />
      </header>
      {problems.length === 0 ? (
        <p className="problems-empty">No problems found. Lint runs as you edit.</p>
      ) : (
        <div className="problems-body">
          {groups.map((group) => (
            <section
              key={group.title + group.items[0]!.path}
              aria-label={`Problems in ${group.title}`}
            >
              <h3 className="problems-group">{group.title}</h3>
              <ul className="problems-list">
                {group.items.map((p) => (
                  <li
                    key={`${p.path}|${p.rule}|${p.message}`}
                    className={`problem problem-${p.pending ? 'pending' : p.severity}`}
                  >
                    <button
                      type="button"
                      className="problem-main"
                      onClick={() => api.getState().revealPath(p.path, { rule: p.rule })}
                    >
                      <Icon
                        name={p.pending ? 'info' : ICON[p.severity]}
                        label={p.pending ? 'to fill in' : p.severity}
                      />
                      <span className="problem-message">{p.message}</span>
                      <code className="problem-rule">{p.rule}</code>
                    </button>
                    {p.fix && (
                      <Button
                        size="sm"
                        disabled={locked}
                        onClick={() => api.getState().applyFix(p)}
                      >
                        {p.fix.label}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {problems.length > SHOWN && (
            <p className="problems-more">and {problems.length - SHOWN} more.</p>
          )}
        </div>
      )}
    </section>
  )
}
