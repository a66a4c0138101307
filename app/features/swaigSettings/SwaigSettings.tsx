import { useMemo } from 'react'
import { FORMS } from '../../../schemas'
import { aiPointer, getAi, swaigPathOf, swaigSettingsOf } from '../../model/core'
import { errorSchemaFor } from '../../forms/problemErrors'
import { SchemaForm } from '../../forms/SchemaForm'
import { EditTarget } from '../../forms/editTarget'
import { useEditRunner, type FormTargets } from '../../forms/formTargets'
import { useStudio } from '../../store/context'

const prepareAi = (doc: Parameters<typeof aiPointer>[0]) => aiPointer(doc).ops

/** Settings shared by all functions: defaults, remote function sets, built-in functions. */
export function SwaigSettings() {
  const swaig = useStudio((s) => getAi(s.doc.root)?.get('SWAIG'))
  const formData = useMemo(() => swaigSettingsOf(swaig), [swaig])
  const locked = useStudio((s) => s.codeError !== null)
  const swaigPointer = useStudio((s) => `${aiPointer(s.doc).pointer}/SWAIG`)
  const run = useEditRunner('swaig', prepareAi)
  const targets = useMemo<FormTargets>(() => {
    const base = new EditTarget(swaigPointer, run)
    return { targetFor: (path) => base.at(...swaigPathOf(swaig, path)) }
  }, [swaigPointer, run, swaig])
  const problems = useStudio((s) => s.problems)
  const extraErrors = useMemo(
    () => errorSchemaFor(problems, [{ pointer: swaigPointer, at: [] }]),
    [problems, swaigPointer],
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
          targets={targets}
          extraErrors={extraErrors}
          idPrefix="swaig"
          disabled={locked}
        />
      </div>
    </section>
  )
}
