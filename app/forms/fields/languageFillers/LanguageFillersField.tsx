import type { FieldProps } from '@rjsf/utils'
import { FieldShell } from '../common/FieldShell'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { useFieldTarget } from '../../formTargets'
import { PhraseList } from '../fillers/PhraseList'

type Entry = Record<string, unknown>

const KINDS = [
  {
    key: 'speech_fillers',
    label: 'Speech fillers',
    help: 'Said to fill a silence while the agent thinks.',
  },
  {
    key: 'function_fillers',
    label: 'Function fillers',
    help: 'Said while any function runs (unless the function skips them).',
  },
] as const

/** The language's name for people, and its code. */
function languageName(entry: Entry, index: number): { title: string; code: string } {
  const code = typeof entry.code === 'string' ? entry.code : ''
  const name = typeof entry.name === 'string' ? entry.name : ''
  return {
    title: name || code || `Language ${index + 1}`,
    code: code || name || `language-${index + 1}`,
  }
}

/**
 * `ai.languages`: per language, its speech fillers and function fillers (the phrases a
 * function's `skip_fillers` turns off). The languages themselves (voice, engine…) are kept as
 * they are. The deprecated `fillers` is shown as the function fillers when it is the one used.
 */
export function LanguageFillersField(props: FieldProps) {
  const { value, target, id } = useFieldTarget(props)
  const languages = Array.isArray(value) ? (value as unknown[]) : undefined

  return (
    <FieldShell field={props} id={id}>
      {!languages || languages.length === 0 ? (
        <p className="field-help">
          This script defines no languages (<code>ai.languages</code>), so the platform’s defaults
          apply.
        </p>
      ) : (
        <ol className="array-items">
          {languages.map((raw, index) => {
            if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null
            const entry = raw as Entry
            const { title, code } = languageName(entry, index)
            return (
              <li key={index} className="array-item">
                <div className="array-item-body">
                  <h4 className="lang-title">
                    {title} {code !== title && <code>{code}</code>}
                  </h4>
                  {KINDS.map((kind) => {
                    const key =
                      kind.key === 'function_fillers' &&
                      !('function_fillers' in entry) &&
                      'fillers' in entry
                        ? 'fillers'
                        : kind.key
                    const current = entry[key]
                    const fieldId = `${id}-${index}-${kind.key}`
                    return (
                      <div key={kind.key} className="field">
                        <span className="field-label" id={`${fieldId}-label`}>
                          {kind.label}
                          {key === 'fillers' && (
                            <span className="field-help"> (written as the older “fillers”)</span>
                          )}
                        </span>
                        <p className="field-help">{kind.help}</p>
                        {current === undefined ||
                        (Array.isArray(current) && current.every((p) => typeof p === 'string')) ? (
                          <PhraseList
                            idBase={fieldId}
                            language={`${kind.label.toLowerCase()} of ${code}`}
                            phrases={(current as string[] | undefined) ?? []}
                            target={target.at(index, key)}
                            isList={Array.isArray(current)}
                          />
                        ) : (
                          <JsonValueEditor
                            id={`${fieldId}-json`}
                            label={`${kind.label} of ${title}`}
                            labelHidden
                            value={current}
                            help="Not a list of phrases, so shown as JSON."
                            onChange={(v) => target.at(index, key).set(v, `${fieldId}-json`)}
                          />
                        )}
                      </div>
                    )
                  })}
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </FieldShell>
  )
}
