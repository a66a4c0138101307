/** One figure of the report, with its target from the issue. */
export interface Figure {
  group: string
  label: string
  value: number
  unit: string
  /** Text shown instead of the value (e.g. "> 120 s"). */
  shown?: string
  target?: { op: '<=' | '>='; value: number }
  pass?: boolean
  baseline?: string
  note?: string
}

export type AddFigure = (f: Figure) => void

export const LARGE = 2000

export function fmt(v: number): string {
  if (!Number.isFinite(v)) return 'n/a'
  const a = Math.abs(v)
  return a >= 100 ? v.toFixed(0) : a >= 10 ? v.toFixed(1) : v.toFixed(2)
}
