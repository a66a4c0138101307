import { memo, useMemo } from 'react'
import Form from '@rjsf/core'
import type { RJSFSchema, UiSchema, ErrorSchema, RegistryFieldsType } from '@rjsf/utils'
import { validator } from './validator'
import { DescriptionFieldTemplate, FieldTemplate, ObjectFieldTemplate } from './templates'
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './arrayTemplates'
import { PasswordWidget, SwitchWidget, TextareaWidget } from './widgets'
import { customFields } from './fields'

export interface SchemaFormProps {
  /** A self-contained schema (see `bundleForForm` in schemas/). */
  schema: RJSFSchema
  uiSchema?: UiSchema
  formData: unknown
  /** Called with the whole form's data and the id of the field that changed. */
  onChange(data: unknown, fieldId: string | undefined): void
  /** Prefix of every field id (`<idPrefix>_description`…), unique on the page. */
  idPrefix: string
  disabled?: boolean
  extraErrors?: ErrorSchema
  /** Called when a field loses focus, with its id and value. */
  onBlur?(fieldId: string, value: unknown): void
}

const widgets = {
  switch: SwitchWidget,
  CheckboxWidget: SwitchWidget,
  textarea: TextareaWidget,
  TextareaWidget,
  password: PasswordWidget,
  PasswordWidget,
}
const templates = {
  FieldTemplate,
  ObjectFieldTemplate,
  DescriptionFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
}
/** Forms write what the user sets, never the schema's defaults. */
const DEFAULTS_BEHAVIOUR = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  allOf: 'skipDefaults',
  constAsDefaults: 'never',
} as const

/**
 * An rjsf form over one part of the script (one function, the settings…). Problems come from
 * the editor's own validation pipeline (`extraErrors`), so the form does not validate itself.
 */
export const SchemaForm = memo(function SchemaForm({
  schema,
  uiSchema,
  formData,
  onChange,
  idPrefix,
  disabled,
  extraErrors,
  onBlur,
}: SchemaFormProps) {
  const ui = useMemo(
    () => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }),
    [uiSchema],
  )
  return (
    <Form
      schema={schema}
      uiSchema={ui}
      formData={formData}
      validator={validator}
      widgets={widgets}
      fields={customFields as RegistryFieldsType}
      templates={templates}
      idPrefix={idPrefix}
      disabled={disabled}
      noHtml5Validate
      showErrorList={false}
      liveValidate={false}
      extraErrors={extraErrors}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
      onChange={(e, id) => onChange(e.formData, id)}
      onBlur={onBlur}
      onSubmit={() => undefined}
      tagName="div"
    />
  )
})
