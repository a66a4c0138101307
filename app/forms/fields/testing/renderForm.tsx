import { useCallback, useMemo } from 'react'
import { render } from '@testing-library/react'
import { FORMS, type FormName } from '../../../../schemas'
import { makeDoc, toJsonValue, toPlain, type JsonObject, type PatchOp } from '../../../model/core'
import { createStudioStore } from '../../../store'
import { StudioProvider, useStudio, useStudioApi } from '../../../store/context'
import { SchemaForm } from '../../SchemaForm'
import { EditTarget, type RunEdit } from '../../editTarget'
import { targetsUnder } from '../../formTargets'

export interface FormChange {
  /** The operations the change made, as the form stated them. */
  ops: PatchOp[]
  /** The form's data after the change. */
  data: Record<string, unknown>
  /** The input typed in (edits with the same id make one undo step); none for add/remove/move. */
  fieldId: string | undefined
}

/**
 * Renders a real form (schema + uiSchema of schemas/) through `SchemaForm` over a real store, its
 * data at `/form` of a small document: every change goes through the store as the operations
 * the form states, as in the editor. `last()` is the form's data after the latest change.
 */
export function renderForm(form: FormName, initial: Record<string, unknown>, idPrefix = 'fn') {
  const changes: FormChange[] = []
  const store = createStudioStore({
    doc: makeDoc(toJsonValue({ form: initial }) as JsonObject),
    format: 'json',
  })
  function Harness() {
    const api = useStudioApi()
    const node = useStudio((s) => s.doc.root.get('form'))
    const data = useMemo(() => (node === undefined ? undefined : toPlain(node)), [node])
    const run = useCallback<RunEdit>(
      (build, fieldId) => {
        const ops = build(api.getState().doc.root)
        const key = fieldId === undefined ? undefined : { key: fieldId }
        if (ops.length === 0 || !api.getState().applyOps(ops, key)) return
        const after = api.getState().doc.root.get('form')
        const data = (after === undefined ? {} : toPlain(after)) as Record<string, unknown>
        changes.push({ ops, data, fieldId })
      },
      [api],
    )
    const targets = useMemo(() => targetsUnder(new EditTarget('/form', run)), [run])
    return (
      <SchemaForm
        schema={FORMS[form].formSchema}
        uiSchema={FORMS[form].uiSchema}
        formData={data}
        idPrefix={idPrefix}
        targets={targets}
      />
    )
  }
  const utils = render(
    <StudioProvider store={store}>
      <Harness />
    </StudioProvider>,
  )
  const last = (): Record<string, unknown> => {
    const change = changes[changes.length - 1]
    if (!change) throw new Error('The form reported no change')
    return change.data
  }
  /** The operations of every change, in order. */
  const ops = () => changes.map((c) => c.ops)
  return { ...utils, changes, last, ops, store }
}

/** A function with the two required fields, plus overrides. */
export const makeFunction = (overrides: Record<string, unknown> = {}) => ({
  function: 'get_weather',
  description: 'Get the weather.',
  ...overrides,
})
