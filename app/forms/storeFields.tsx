import { useCallback, useContext, useMemo, useRef, useState, type ComponentType } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { getDefaultRegistry } from '@rjsf/core'
import { deferEdit, flushPendingEdits } from '../store/pendingEdits'
import { FormTargetsContext, useFieldTarget } from './formTargets'

const defaults = getDefaultRegistry().fields
const plainStringField = defaults.StringField as ComponentType<FieldProps>

/**
 * rjsf's own fields for strings, numbers and booleans, reading their value from the store at
 * their place in the script and writing each change there as an edit operation. A keystroke
 * therefore re-renders the field alone: it never goes through the form's own state, and the form
 * above it does not re-render for it (see `useShapeOf`). The keystroke itself only re-renders
 * the field from its draft (what was typed); the edit reaches the store in the next task
 * (`store/pendingEdits.ts`), before anything else can change the script. In a form without
 * edit targets (a form over its own data, such as the Test tab's arguments), they are rjsf's
 * fields as they are.
 */
function storeBacked(Base: ComponentType<FieldProps>): ComponentType<FieldProps> {
  function FromStore(props: FieldProps) {
    const { value, target } = useFieldTarget(props)
    // Typing in one input is one undo step: the edits carry the input's id.
    const fieldId = props.fieldPathId.$id
    // What was typed and is not in the store yet (null: the field shows the store's value).
    const [draft, setDraft] = useState<{ value: unknown } | null>(null)
    const self = useRef({})
    const onChange = useCallback<FieldProps['onChange']>(
      (next, _path, _errors, id) => {
        setDraft({ value: next })
        deferEdit(self.current, () => {
          target.set(next, id ?? fieldId)
          setDraft(null)
        })
      },
      [target, fieldId],
    )
    const { onBlur } = props
    const blurred = useCallback<FieldProps['onBlur']>(
      (id, v) => {
        flushPendingEdits()
        onBlur(id, v)
      },
      [onBlur],
    )
    // rjsf's number field draws itself with the registry's string field: that one must be
    // rjsf's own, so that the number field's conversion of the text comes back here.
    const { registry } = props
    const inner = useMemo(
      () => ({ ...registry, fields: { ...registry.fields, StringField: plainStringField } }),
      [registry],
    )
    return (
      <Base
        {...props}
        registry={inner}
        formData={draft ? draft.value : value}
        onChange={onChange}
        onBlur={blurred}
      />
    )
  }
  function Field(props: FieldProps) {
    const targets = useContext(FormTargetsContext)
    return targets ? <FromStore {...props} /> : <Base {...props} />
  }
  Field.displayName = `StoreBacked(${Base.displayName ?? Base.name})`
  return Field
}

export const storeFields = {
  StringField: storeBacked(defaults.StringField as ComponentType<FieldProps>),
  NumberField: storeBacked(defaults.NumberField as ComponentType<FieldProps>),
  BooleanField: storeBacked(defaults.BooleanField as ComponentType<FieldProps>),
}
