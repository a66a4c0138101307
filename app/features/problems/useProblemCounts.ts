import { useMemo } from 'react'
import { useStudio } from '../../store/context'
import { functionIndexOf } from './problemTarget'

export type FunctionCounts = ReadonlyMap<number, { errors: number; warnings: number }>

/** Errors and warnings per function (by script index), for badges in the outline. */
export function useFunctionProblemCounts(): FunctionCounts {
  const problems = useStudio((s) => s.problems)
  const root = useStudio((s) => s.doc.root)
  // Recomputed when the problems change (the root is read at that moment, not subscribed to).
  return useMemo(() => {
    const map = new Map<number, { errors: number; warnings: number }>()
    for (const p of problems) {
      if (p.severity === 'info' || p.pending) continue
      const index = functionIndexOf(root, p.path)
      if (index === undefined) continue
      const c = map.get(index) ?? { errors: 0, warnings: 0 }
      if (p.severity === 'error') c.errors++
      else c.warnings++
      map.set(index, c)
    }
    return map
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problems])
}
