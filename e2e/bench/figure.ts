/** One figure of the report, with its target from the issue. */
export interface Figure {
  group: string
  label: string
  value: number
  unit: string
  /** Text shown instead of the value (e.g. "> 120 s"). */
  shown?: string
  /**
   * The floor this figure stands beside: the same measurement, in the same run, on a bare page
   * (a plain text area, Monaco alone, one rjsf form); `what` names that page.
   */
  floor?: { value: number; what: string }
  /** value ÷ floor. */
  ratio?: number
  /**
   * `of: 'ratio'`: the target applies to `ratio` (e.g. ≤ 1.5× the floor); otherwise to the
   * value. `text` says how the value was set when it comes from a floor ("floor + 8 ms").
   */
  target?: { op: '<=' | '>='; value: number; of?: 'ratio'; text?: string }
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

/** Fills in a figure's ratio to its floor and whether it meets its target. */
export function judge(f: Figure): Figure {
  if (f.floor && f.ratio === undefined) f.ratio = f.value / f.floor.value
  if (f.target) {
    const v = f.target.of === 'ratio' ? f.ratio : f.value
    const t = f.target.value
    if (v !== undefined && Number.isFinite(v) && Number.isFinite(t))
      f.pass = f.target.op === '<=' ? v <= t : v >= t
  }
  return f
}

/** A floor, when it was measured (a finite value). */
export const floorOf = (value: number, what: string) =>
  Number.isFinite(value) ? { floor: { value, what } } : {}
