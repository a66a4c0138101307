import { memo, useCallback, useMemo, type ComponentType } from 'react'
import Form from '@rjsf/core'
import type {
  ErrorSchema,
  FieldPathList,
  FieldProps,
  RJSFSchema,
  RegistryFieldsType,
  UiSchema,
} from '@rjsf/utils'
import { FormTargetsContext, useFormTargets, type FormTargets } from './formTargets'
import { storeFields } from './storeFields'
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
  /** Where each field writes in the script: every change is an edit operation there. */
  targets?: FormTargets
  /**
   * For a form over data that is not the script (the Test tab's arguments): the whole form's
   * data after each change. Such a form has only rjsf's standard fields.
   */
  onChange?(data: unknown): void
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
 * The root of every form: rjsf's own object field, whose changes (from rjsf's standard widgets:
 * a text input, a switch) become the edit of the value at the changed field's path. Custom
 * fields edit through their own targets (see `useFieldTarget`) and never come this way.
 */
function EditingRootField(props: FieldProps) {
  const ObjectField = props.registry.fields.ObjectField as ComponentType<FieldProps>
  const targets = useFormTargets()
  const { onChange } = props
  const onFieldChange = useCallback<FieldProps['onChange']>(
    (value, path, errors, id) => {
      if (path && path.length > 0) targets.targetFor(path as FieldPathList).set(value, id)
      onChange(value, path, errors, id)
    },
    [targets, onChange],
  )
  return <ObjectField {...props} onChange={onFieldChange} />
}

const fields = {
  ...customFields,
  ...storeFields,
  editingRoot: EditingRootField,
} as RegistryFieldsType

/**
 * An rjsf form over one part of the script (one function, the settings…). Every change is an
 * edit operation at its place (`targets`). Problems come from the editor's own validation
 * pipeline (`extraErrors`), so the form does not validate itself.
 */
export const SchemaForm = memo(function SchemaForm({
  schema,
  uiSchema,
  formData,
  targets,
  onChange,
  idPrefix,
  disabled,
  extraErrors,
  onBlur,
}: SchemaFormProps) {
  const editsScript = targets !== undefined
  const ui = useMemo(
    () => ({
      ...uiSchema,
      ...(editsScript ? { 'ui:field': 'editingRoot' } : {}),
      'ui:submitButtonOptions': { norender: true },
    }),
    [uiSchema, editsScript],
  )
  return (
    <FormTargetsContext.Provider value={targets ?? null}>
      <Form
        schema={schema}
        uiSchema={ui}
        formData={formData}
        validator={validator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        idPrefix={idPrefix}
        disabled={disabled}
        noHtml5Validate
        showErrorList={false}
        liveValidate={false}
        extraErrors={extraErrors}
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        onBlur={onBlur}
        onChange={onChange && ((e) => onChange(e.formData))}
        onSubmit={() => undefined}
        tagName="div"
      />
    </FormTargetsContext.Provider>
  )
})
