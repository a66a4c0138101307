import type { ReactNode } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { DisabledContext } from './hooks'
import { nestedErrors } from './errors'

/** The title of an rjsf field: `ui:title`, the schema's title, or the property name. */
export const fieldTitle = (props: FieldProps): string =>
  (props.uiSchema?.['ui:title'] as string | undefined) ?? props.schema.title ?? props.name

/**
 * The frame of a composite custom field: a titled group with its one-line help, the field's
 * content, and the problems reported inside it. Controls inside read `disabled` from context.
 */
export function FieldShell({
  field,
  id,
  children,
}: {
  field: FieldProps
  /** The field's DOM id (see `useFieldTarget`). */
  id: string
  children: ReactNode
}) {
  const help =
    (field.uiSchema?.['ui:description'] as string | undefined) ?? field.schema.description
  const problems = nestedErrors(field.errorSchema)
  return (
    <DisabledContext.Provider value={Boolean(field.disabled || field.readonly)}>
      <fieldset
        className="fld-shell"
        id={id}
        data-field={id}
        aria-describedby={help ? `${id}__description` : undefined}
      >
        <legend className="field-label fld-shell-title">{fieldTitle(field)}</legend>
        {help && (
          <p id={`${id}__description`} className="field-help">
            {help}
          </p>
        )}
        {children}
        {problems.length > 0 && (
          <ul className="fld-problems" aria-label={`Problems in ${fieldTitle(field)}`}>
            {problems.map((p, i) => (
              <li key={i} className="field-error">
                <span className="fld-problem-where">{p.where}:</span> {p.message}
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </DisabledContext.Provider>
  )
}
