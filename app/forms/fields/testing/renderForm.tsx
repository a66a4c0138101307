import { useState } from 'react'
import { render } from '@testing-library/react'
import { FORMS, type FormName } from '../../../../schemas'
import { SchemaForm } from '../../SchemaForm'

export interface FormChange {
  data: Record<string, unknown>
  fieldId: string | undefined
}

/**
 * Renders a real form (schema + uiSchema of schemas/) through `SchemaForm`, feeding each change
 * back as the new form data, as the editor does. `last()` is the data of the latest change.
 */
export function renderForm(form: FormName, initial: Record<string, unknown>, idPrefix = 'fn') {
  const changes: FormChange[] = []
  function Harness() {
    const [data, setData] = useState<unknown>(initial)
    return (
      <SchemaForm
        schema={FORMS[form].formSchema}
        uiSchema={FORMS[form].uiSchema}
        formData={data}
        idPrefix={idPrefix}
        onChange={(next, fieldId) => {
          changes.push({ data: next as Record<string, unknown>, fieldId })
          setData(next)
        }}
      />
    )
  }
  const utils = render(<Harness />)
  const last = (): Record<string, unknown> => {
    const change = changes[changes.length - 1]
    if (!change) throw new Error('The form reported no change')
    return change.data
  }
  return { ...utils, changes, last }
}

/** A function with the two required fields, plus overrides. */
export const makeFunction = (overrides: Record<string, unknown> = {}) => ({
  function: 'get_weather',
  description: 'Get the weather.',
  ...overrides,
})
