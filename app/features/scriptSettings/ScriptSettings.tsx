import { useCallback, useMemo } from 'react'
import { FORMS } from '../../../schemas'
import {
  AI_SETTINGS,
  aiPath,
  scriptSettings,
  toPlain,
  toPointer,
  type ScriptSettings as Settings,
} from '../../model/core'
import { errorSchemaFor } from '../../forms/problemErrors'
import { SchemaForm } from '../../forms/SchemaForm'
import { useStudio, useStudioApi } from '../../store/context'
import { useShallow } from 'zustand/react/shallow'

/** The script-level settings: version, the agent's prompt, the post-prompt and its URL. */
export function ScriptSettings() {
  const api = useStudioApi()
  const settings = useStudio(useShallow((s) => scriptSettings(s.doc)))
  const locked = useStudio((s) => s.codeError !== null)
  const aiPointer = useStudio((s) => toPointer(aiPath(s.doc.root) ?? ['sections', 'main', 0, 'ai']))
  const problems = useStudio((s) => s.problems)
  const extraErrors = useMemo(
    () =>
      errorSchemaFor(problems, [
        { pointer: '/version', at: ['version'] },
        ...AI_SETTINGS.map((k) => ({
          pointer: `${aiPointer}/${k}`,
          at: [k],
        })),
      ]),
    [problems, aiPointer],
  )
  const formData = useMemo(() => {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(settings))
      if (value !== undefined) out[key] = toPlain(value)
    return out
  }, [settings])
  const onChange = useCallback(
    (data: unknown, fieldId: string | undefined) =>
      api.getState().updateSettings(data as Settings, fieldId),
    [api],
  )
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
          onChange={onChange}
          extraErrors={extraErrors}
          idPrefix="settings"
          disabled={locked}
        />
      </div>
    </section>
  )
}
