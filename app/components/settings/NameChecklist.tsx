import { useDisabled } from '../../forms/fields/common/hooks'

export interface NameChecklistProps {
  id: string
  legend: string
  help?: string
  /** The key as the script writes it, shown after the help. */
  name?: string
  /** The names to choose from, in the order shown. */
  options: readonly string[]
  /** The names chosen (a name that is not an option is shown, checked, as "not found"). */
  value: readonly string[]
  /** The names chosen (the script's order kept, a new one last); `undefined` when none is. */
  onChange(value: string[] | undefined): void
  empty?: string
}

/** A choice of several names (functions, steps, stages), as checkboxes. */
export function NameChecklist(props: NameChecklistProps) {
  const { id, legend, options, value, onChange } = props
  const disabled = useDisabled()
  const unknown = value.filter((v) => !options.includes(v))
  const all = [...options, ...unknown]
  function toggle(name: string, on: boolean) {
    const next = on ? [...value.filter((n) => n !== name), name] : value.filter((n) => n !== name)
    onChange(next.length ? next : undefined)
  }
  return (
    <fieldset
      className="field name-checklist"
      aria-describedby={props.help ? `${id}__help` : undefined}
    >
      <legend className="field-label">{legend}</legend>
      {all.length === 0 ? (
        <p className="field-help">{props.empty ?? 'Nothing to choose from yet.'}</p>
      ) : (
        <div className="name-checklist-items">
          {all.map((name, i) => (
            <label key={name} className="name-check" htmlFor={`${id}-${i}`}>
              <input
                id={`${id}-${i}`}
                type="checkbox"
                checked={value.includes(name)}
                disabled={disabled}
                onChange={(e) => toggle(name, e.target.checked)}
              />
              <span className="mono">{name}</span>
              {unknown.includes(name) && <span className="badge badge-muted">not found</span>}
            </label>
          ))}
        </div>
      )}
      {props.help && (
        <p id={`${id}__help`} className="field-help">
          {props.help}
          {props.name && (
            <>
              {' '}
              <code className="setting-name">{props.name}</code>
            </>
          )}
        </p>
      )}
    </fieldset>
  )
}
