import { useMemo } from 'react'
import { asString, getAi, isObject, summarizeFunction, type JsonPath } from '../../model/core'
import { Button } from '../../components/Button'
import { DisabledContext } from '../../forms/fields/common/hooks'
import type { StudioState } from '../../store'
import { useStudio, useStudioApi } from '../../store/context'
import { selectLocked } from '../../store/selectors'
import { OtherFieldsJson } from '../aiSettings/OtherFieldsJson'
import { OtherSettings } from '../aiSettings/OtherSettings'
import { useAiProblems, useAiValue } from '../aiSettings/useAi'
import { HookFields } from './HookFields'
import { HookInfo } from './HookInfo'

const KNOWN = new Set(['function', 'description', 'web_hook_url', 'meta_data'])
const all = () => true

/** Whether the script has a summary prompt with text (or structured sections). */
const selectHasPostPrompt = (s: StudioState) => {
  const post = getAi(s.doc.root)?.get('post_prompt')
  return isObject(post) && (Boolean(asString(post.get('text'))?.trim()) || post.has('pom'))
}

/**
 * The form of a call lifecycle hook: when it runs and what it sends, then only the fields that
 * make sense for it (its name's spelling, a description, where it sends, its metadata); any
 * other field it has is kept in "Other fields".
 */
export function HookEditor({ index }: { index: number }) {
  const api = useStudioApi()
  const rel: JsonPath = useMemo(() => ['SWAIG', 'functions', index], [index])
  const fn = useAiValue(rel)
  const problems = useAiProblems()
  const locked = useStudio(selectLocked)
  const hasPostPrompt = useStudio(selectHasPostPrompt)
  if (!isObject(fn)) return null
  const { name, hook } = summarizeFunction(fn)
  if (!hook || !name) return null
  const spellings = [hook.name, ...(hook.alias ? [hook.alias] : [])]
  const descriptionProblem =
    problems.at([...rel, 'description']) ?? (fn.has('description') ? null : problems.at(rel))
  return (
    <section className="pane pane-editor" aria-labelledby="editor-title">
      <header className="pane-header editor-header">
        <div className="editor-heading">
          <p className="eyebrow">Call lifecycle hook</p>
          <h2 id="editor-title" className="editor-title">
            {name}
          </h2>
        </div>
        <div className="toolbar-group" role="group" aria-label="Hook actions">
          <Button
            size="sm"
            variant="danger"
            icon="trash"
            disabled={locked}
            onClick={() => {
              api.getState().removeFunction(index)
              api.getState().notify({
                tone: 'info',
                message: `Deleted “${name}”.`,
                action: { label: 'Undo', run: () => api.getState().undo() },
              })
            }}
          >
            Delete
          </Button>
        </div>
      </header>
      <div className="pane-body form-body">
        <DisabledContext.Provider value={locked}>
          <div className="settings-page">
            <HookInfo
              hook={hook}
              hasPostPrompt={hasPostPrompt}
              onOpenSettings={() => api.getState().select({ kind: 'settings' })}
            />
            <HookFields
              rel={rel}
              name={name}
              spellings={spellings}
              description={fn.get('description')}
              url={asString(fn.get('web_hook_url'))}
              problem={descriptionProblem}
              locked={locked}
            />
            <fieldset className="field-set settings-group">
              <legend className="field-set-title">Metadata</legend>
              <p className="field-help">
                Data kept with this hook and sent with it.{' '}
                <code className="setting-name">meta_data</code>
              </p>
              <OtherSettings
                rel={[...rel, 'meta_data']}
                idBase="hook_meta_data"
                isOther={all}
                noun="key"
              />
            </fieldset>
            <OtherFieldsJson rel={rel} known={KNOWN} id="hook_other" title="Other fields" />
          </div>
        </DisabledContext.Provider>
      </div>
    </section>
  )
}
