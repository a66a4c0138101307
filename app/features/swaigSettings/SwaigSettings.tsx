import { useCallback, useMemo } from 'react'
import { FORMS } from '../../../schemas'
import { aiPath, getAi, swaigSettingsOf, toPointer } from '../../model/core'
import { errorSchemaFor } from '../../forms/problemErrors'
import { SchemaForm } from '../../forms/SchemaForm'
import { useStudio, useStudioApi } from '../../store/context'

/** Settings shared by all functions: defaults, remote function sets, built-in functions. */
export function SwaigSettings() {
  const api = useStudioApi()
  const swaig = useStudio((s) => getAi(s.doc.root)?.get('SWAIG'))
  const formData = useMemo(() => swaigSettingsOf(swaig), [swaig])
  const locked = useStudio((s) => s.codeError !== null)
  const swaigPointer = useStudio((s) => toPointer([...(aiPath(s.doc.root) ?? []), 'SWAIG']))
  const problems = useStudio((s) => s.problems)
  const extraErrors = useMemo(
    () => errorSchemaFor(problems, [{ pointer: swaigPointer, at: [] }]),
    [problems, swaigPointer],
  )
  const onChange = useCallback(
    (data: unknown, fieldId: string | undefined) =>
      api.getState().updateSwaig(data as Record<string, unknown>, fieldId),
    [api],
  )
  return (
    <section className="pane pane-editor" aria-labelledby="swaig-title">
      <header className="pane-header editor-header">
        <div className="editor-heading">
          <p className="eyebrow">Script</p>
          <h2 id="swaig-title" className="editor-title editor-title-plain">
            Function settings
          </h2>
        </div>
      </header>
      <div className="pane-body form-body">
        <p className="form-intro">
          Shared by every function: the default webhook and its credentials, function sets served
          from another server, the platform’s built-in functions and what the agent says while they
          run. A function’s own webhook URL takes precedence over the default.
        </p>
        <SchemaForm
          schema={FORMS.swaig.formSchema}
          uiSchema={FORMS.swaig.uiSchema}
          formData={formData}
          onChange={onChange}
          extraErrors={extraErrors}
          idPrefix="swaig"
          disabled={locked}
        />
      </div>
    </section>
  )
}
