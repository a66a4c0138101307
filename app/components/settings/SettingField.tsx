import type { ReactNode } from 'react'

/** A problem of a field, as the field shows it: `todo` is the neutral "to fill in". */
export interface FieldProblem {
  readonly message: string
  readonly tone: 'error' | 'warning' | 'todo'
}

export interface SettingFieldProps {
  /** The id of the control (its label points at it; its help and problem are `<id>__…`). */
  id: string
  label: ReactNode
  /** What it does, in plain words. */
  help?: ReactNode
  /** The key as the script writes it (shown in code, e.g. `end_of_speech_timeout`). */
  name?: string
  /** Short facts after the help: "Default 700 ms", "250 to 10,000 ms". */
  facts?: readonly string[]
  problem?: FieldProblem | null
  /** The control, given the ids that describe it (help, then problem). */
  children(describedBy: string): ReactNode
  className?: string
  /** The control shows its own label (a JSON editor): the label is not repeated. */
  ownLabel?: boolean
}

const PROBLEM_CLASS = { error: 'field-error', warning: 'field-warning', todo: 'field-todo' }

/** One setting: its label, the control, a line of help with its facts and SWML name, its problem. */
export function SettingField(props: SettingFieldProps) {
  const { id, label, help, name, facts = [], problem, children } = props
  const hasHelp = Boolean(help) || facts.length > 0 || Boolean(name)
  const describedBy = [hasHelp ? `${id}__help` : '', problem ? `${id}__problem` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={`field setting ${props.className ?? ''}`.trim()} data-setting={name}>
      {!props.ownLabel && (
        <label htmlFor={id} className="field-label">
          {label}
        </label>
      )}
      {children(describedBy)}
      {hasHelp && (
        <p id={`${id}__help`} className="field-help">
          {help}
          {facts.length > 0 && <span className="setting-facts"> {facts.join(' · ')}.</span>}
          {name && (
            <>
              {' '}
              <code className="setting-name">{name}</code>
            </>
          )}
        </p>
      )}
      {problem && (
        <p id={`${id}__problem`} className={PROBLEM_CLASS[problem.tone]}>
          {problem.tone === 'todo' ? `To fill in: ${problem.message}` : problem.message}
        </p>
      )}
    </div>
  )
}
