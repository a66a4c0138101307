import { useMemo } from 'react'
import { FORMS } from '../../../schemas'
import { AI_SETTINGS, aiPointer, scriptSettings, toPlain, type ScriptDoc } from '../../model/core'
import { errorSchemaFor } from '../../forms/problemErrors'
import { SchemaForm } from '../../forms/SchemaForm'
import { EditTarget } from '../../forms/editTarget'
import { useEditRunner, type FormTargets } from '../../forms/formTargets'
import { useStudio } from '../../store/context'
import { useShallow } from 'zustand/react/shallow'

const prepareAi = (doc: ScriptDoc) => aiPointer(doc).ops

/** The script-level settings: version, the agent's prompt, the post-prompt and its URL. */
export function ScriptSettings() {
  const settings = useStudio(useShallow((s) => scriptSettings(s.doc)))
  const locked = useStudio((s) => s.codeError !== null)
  const ai = useStudio((s) => aiPointer(s.doc).pointer)
  const run = useEditRunner('settings', prepareAi)
  // `version` is at the top of the script; everything else of this form in the `ai` step.
  const targets = useMemo<FormTargets>(() => {
    const root = new EditTarget('', run)
    const step = new EditTarget(ai, run)
    return { targetFor: (path) => (path[0] === 'version' ? root : step).at(...path) }
  }, [ai, run])
  const problems = useStudio((s) => s.problems)
  const extraErrors = useMemo(
    () =>
      errorSchemaFor(problems, [
        { pointer: '/version', at: ['version'] },
        ...AI_SETTINGS.map((k) => ({
          pointer: `${ai}/${k}`,
          at: [k],
        })),
      ]),
    [problems, ai],
  )
  const formData = useMemo(() => {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(settings))
      if (value !== undefined) out[key] = toPlain(value)
    return out
  }, [settings])
  return (
    <section className="pane pane-editor" aria-labelledby="settings-title">
      <header className="pane-header editor-header">
        <div className="editor-heading">
          <p className="eyebrow">Script</p>
          <h2 id="settings-title" className="editor-title">
            Script settings
          </h2>
        </div>
      </header>
      <div className="pane-body form-body">
        <SchemaForm
          schema={FORMS.scriptSettings.formSchema}
          uiSchema={FORMS.scriptSettings.uiSchema}
          formData={formData}
          targets={targets}
          extraErrors={extraErrors}
          idPrefix="settings"
          disabled={locked}
        />
      </div>
    </section>
  )
}
