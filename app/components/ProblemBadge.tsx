/** A function's problems at a glance: the worst severity, with a count and a readable label. */
export function ProblemBadge({ errors, warnings }: { errors: number; warnings: number }) {
  if (!errors && !warnings) return null
  const parts = [
    errors && `${errors} error${errors === 1 ? '' : 's'}`,
    warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`,
  ]
  const label = parts.filter(Boolean).join(', ')
  return (
    <span className={`problem-badge ${errors ? 'is-error' : 'is-warning'}`} title={label}>
      <span aria-hidden="true">{errors || warnings}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
