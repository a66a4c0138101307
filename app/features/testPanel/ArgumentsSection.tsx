import { useMemo } from 'react'
import type { RJSFSchema } from '@rjsf/utils'
import { SchemaForm } from '../../forms/SchemaForm'
import { validator } from '../../forms/validator'

interface Props {
  schema: Record<string, unknown>
  args: Record<string, unknown>
  onChange(args: Record<string, unknown>): void
}

/**
 * The arguments the agent passes, in a form made from the function's own parameters: required
 * fields, enums and types as the agent will fill them. What the agent could not send (a
 * required argument missing, a wrong type) is shown, but Run still runs: trying what happens
 * then is the point.
 */
export function ArgumentsSection({ schema, args, onChange }: Props) {
  const props = schema.properties as Record<string, unknown> | undefined
  const empty = !props || Object.keys(props).length === 0
  const errors = useMemo(() => {
    if (empty) return undefined
    try {
      return validator.validateFormData(args, schema as RJSFSchema)
    } catch {
      return undefined
    }
  }, [args, schema, empty])
  return (
    <section className="test-section" aria-labelledby="test-args-title">
      <h3 id="test-args-title">Arguments</h3>
      {empty ? (
        <p className="muted">This function takes no arguments.</p>
      ) : (
        <div className="test-args-form">
          <SchemaForm
            schema={schema as RJSFSchema}
            formData={args}
            idPrefix="test_args"
            extraErrors={errors?.errorSchema}
            onChange={(data) => onChange((data ?? {}) as Record<string, unknown>)}
          />
        </div>
      )}
      {errors && errors.errors.length > 0 && (
        <p className="field-warning" role="note">
          The agent would not send these arguments as they are ({errors.errors.length} problem
          {errors.errors.length === 1 ? '' : 's'}); Run tries them anyway.
        </p>
      )}
    </section>
  )
}
