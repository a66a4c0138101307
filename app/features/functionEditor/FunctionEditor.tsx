import { useCallback, useMemo } from 'react'
import { FORMS } from '../../../schemas'
import { isObject, summarizeFunction, toPlain } from '../../model'
import { SchemaForm } from '../../forms/SchemaForm'
import { useStudio, useStudioApi } from '../../store/context'
import { selectFunctionAt, selectFunctionCount } from '../../store/selectors'
import { FunctionActions } from './FunctionActions'

/** The form of the selected function: only this one function's form is mounted. */
export function FunctionEditor({ index }: { index: number }) {
  const api = useStudioApi()
  const fn = useStudio(useMemo(() => selectFunctionAt(index), [index]))
  const count = useStudio(selectFunctionCount)
  const locked = useStudio((s) => s.codeError !== null)
  const formData = useMemo(() => (fn === undefined ? undefined : toPlain(fn)), [fn])
  const onChange = useCallback(
    (data: unknown, fieldId: string | undefined) =>
      api.getState().updateFunction(index, data, fieldId),
    [api, index],
  )
  if (fn === undefined) return null
  const summary = summarizeFunction(fn)
  const title = summary.name || 'Unnamed function'

  return (
    <section className="pane pane-editor" aria-labelledby="editor-title">
      <header className="pane-header editor-header">
        <div className="editor-heading">
          <p className="eyebrow">
            Function {index + 1} of {count}
            {summary.hook && <span className="badge badge-hook">Call lifecycle hook</span>}
            {!summary.active && <span className="badge badge-muted">Inactive</span>}
          </p>
          <h2 id="editor-title" className="editor-title">
            {title}
          </h2>
        </div>
        <FunctionActions index={index} count={count} name={title} />
      </header>
      <div className="pane-body form-body">
        {isObject(fn) ? (
          <SchemaForm
            key={index}
            schema={FORMS.function.formSchema}
            uiSchema={FORMS.function.uiSchema}
            formData={formData}
            onChange={onChange}
            idPrefix="fn"
            disabled={locked}
          />
        ) : (
          <div className="empty-state">
            <h3>This item is not a function</h3>
            <p>
              Item {index + 1} of <code>SWAIG.functions</code> is not an object, so it has no fields
              to show. Edit it in the code pane, or delete it.
            </p>
          </div>
        )}
      </div>
    </section>
  )
}
