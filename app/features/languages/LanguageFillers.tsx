import { isArray, toPlain, type JsonObject } from '../../model/core'
import { PhraseList } from '../../forms/fields/fillers/PhraseList'
import { useAiEditor } from '../aiSettings/useAi'
import { FILLER_LISTS, OLD_FILLERS } from './languageSpecs'

/**
 * A language's filler phrases: speech fillers and function fillers, or the old `fillers` list
 * where the script uses it instead of both.
 */
export function LanguageFillers({
  index,
  obj,
  name,
}: {
  index: number
  obj: JsonObject
  name: string
}) {
  const edit = useAiEditor()
  const rel = ['languages', index]
  const id = `lang_languages_${index}`
  const old = obj.has('fillers') && !obj.has('function_fillers') && !obj.has('speech_fillers')
  return (
    <>
      {(old ? [OLD_FILLERS] : FILLER_LISTS).map((f) => {
        const list = obj.get(f.key)
        const phrases = isArray(list) ? (toPlain(list) as unknown[]).map(String) : []
        return (
          <div key={f.key} className="field settings-phrases">
            <span className="field-label" id={`${id}_${f.key}-label`}>
              {f.label}
            </span>
            <p className="field-help">
              {f.help} <code className="setting-name">{f.key}</code>
            </p>
            <div role="group" aria-labelledby={`${id}_${f.key}-label`}>
              <PhraseList
                idBase={`${id}_${f.key}`}
                language={`${f.label.toLowerCase()} of ${name}`}
                phrases={phrases}
                onChange={(next) =>
                  edit.set([...rel, f.key], next.length ? next : undefined, { coalesce: false })
                }
              />
            </div>
          </div>
        )
      })}
    </>
  )
}
