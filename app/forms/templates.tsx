import type {
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  DescriptionFieldProps,
} from '@rjsf/utils'
import { TO_FILL_IN } from './problemErrors'

/**
 * One layout for every field: label, a one-line help text, the control, then its problems.
 * Ids follow rjsf's conventions (`<id>__description`, `<id>__error`) so that controls are
 * described by their help and errors through `aria-describedby`.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    required,
    children,
    rawDescription,
    rawErrors,
    hidden,
    displayLabel,
    schema,
    classNames,
  } = props
  if (hidden) return <div hidden>{children}</div>
  const container =
    (schema.type === 'object' || schema.type === 'array') && !props.uiSchema?.['ui:widget']
  const errors = rawErrors?.length ? (
    <div className="field-problems" id={`${id}__error`}>
      {rawErrors.map((message, i) =>
        message.startsWith(TO_FILL_IN) ? (
          <p key={i} className="field-todo">
            {message}
          </p>
        ) : message.startsWith('Warning: ') ? (
          <p key={i} className="field-warning">
            {message.slice('Warning: '.length)}
          </p>
        ) : (
          <p key={i} className="field-error">
            {message}
          </p>
        ),
      )}
    </div>
  ) : null
  // Containers and custom fields lay out their own label and help.
  if (container || props.uiSchema?.['ui:field']) {
    return (
      <div className={`field-group ${classNames ?? ''}`}>
        {children}
        {errors}
      </div>
    )
  }
  const isBoolean = schema.type === 'boolean'
  // The key as the script writes it, after the plain help: labels are plain words.
  const swmlName = props.fieldPathId?.path[props.fieldPathId.path.length - 1]
  return (
    <div
      className={`field ${isBoolean ? 'field-boolean' : ''} ${classNames ?? ''}`}
      data-field={id}
    >
      {displayLabel && !isBoolean && (
        <div className="field-label-row">
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          {required && <span className="field-required">Required</span>}
        </div>
      )}
      {children}
      {rawDescription && (
        <p id={`${id}__description`} className="field-help">
          {rawDescription}
          {typeof swmlName === 'string' && (
            <>
              {' '}
              <code className="setting-name">{swmlName}</code>
            </>
          )}
        </p>
      )}
      {errors}
    </div>
  )
}

/** Objects: a titled group of fields; the form's root object has no frame. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, uiSchema } = props
  const isRoot = fieldPathId.path.length === 0
  const content = properties
    .filter((p) => !p.hidden)
    .map((p) => <div key={p.name}>{p.content}</div>)
  if (isRoot) return <div className="form-fields">{content}</div>
  return (
    <fieldset className="field-set" id={fieldPathId.$id}>
      {title && !uiSchema?.['ui:options']?.hideTitle && (
        <legend className="field-set-title">{title}</legend>
      )}
      {description && <p className="field-help">{description}</p>}
      {content}
    </fieldset>
  )
}

/** Descriptions are rendered by the field template, once. */
export function DescriptionFieldTemplate(_props: DescriptionFieldProps) {
  return null
}
