import { useMemo } from 'react'
import { Icon } from '../../components/Icon'
import { useStudio, useStudioApi } from '../../store/context'
import { countProblems, describeCounts } from './problemCounts'

/** The header's problem count; opens and closes the Problems panel. */
export function ProblemsButton() {
  const api = useStudioApi()
  const problems = useStudio((s) => s.problems)
  const open = useStudio((s) => s.problemsOpen)
  const counts = useMemo(() => countProblems(problems), [problems])
  const tone = counts.error ? 'error' : counts.warning ? 'warning' : 'ok'
  return (
    <button
      type="button"
      className={`btn btn-ghost problems-button problems-${tone}`}
      aria-expanded={open}
      aria-controls="problems-panel"
      onClick={() => api.getState().setProblemsOpen(!open)}
    >
      <Icon name={tone === 'ok' ? 'check' : 'alert'} />
      <span>Problems</span>
      <span className="problems-summary">{describeCounts(counts)}</span>
    </button>
  )
}
