import type { Problem, Severity } from '../../model/core'

export type Counts = Record<Severity, number>

/** Counts by severity, leaving out problems of freshly added items (`pending`: to fill in). */
export function countProblems(problems: readonly (Problem & { pending?: true })[]): Counts {
  const counts: Counts = { error: 0, warning: 0, info: 0 }
  for (const p of problems) if (!p.pending) counts[p.severity]++
  return counts
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** "1 error, 2 warnings" (infos are named only when there is nothing else). */
export function describeCounts(c: Counts): string {
  const parts = [
    c.error && plural(c.error, 'error'),
    c.warning && plural(c.warning, 'warning'),
  ].filter(Boolean)
  if (parts.length) return parts.join(', ')
  return c.info ? plural(c.info, 'note') : 'No problems'
}
