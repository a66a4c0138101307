/** Small statistics helpers: every figure is a median over runs, latencies come with p95. */

/** The q-quantile (0..1) by linear interpolation between closest ranks; NaN for no data. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const at = (sorted.length - 1) * q
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo)
}

export const median = (values: readonly number[]) => quantile(values, 0.5)
export const p95 = (values: readonly number[]) => quantile(values, 0.95)
export const max = (values: readonly number[]) => (values.length ? Math.max(...values) : NaN)

/** p50, p95 and max of one run's samples. */
export function summarize(values: readonly number[]) {
  return { n: values.length, p50: median(values), p95: p95(values), max: max(values) }
}

export function round(value: number, digits = 1): number {
  if (!Number.isFinite(value)) return value
  const f = 10 ** digits
  return Math.round(value * f) / f
}
