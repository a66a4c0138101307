import { isArray, toPlain, type JsonObject } from '../../model/core'
import { PhraseList } from '../../forms/fields/fillers/PhraseList'
import { useAiTarget } from '../aiSettings/useAi'
import type { JsonPath } from '../../model/core'
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
              <FillerPhrases
                rel={[...rel, f.key]}
                idBase={`${id}_${f.key}`}
                language={`${f.label.toLowerCase()} of ${name}`}
                phrases={phrases}
                isList={isArray(list)}
              />
            </div>
          </div>
        )
      })}
    </>
  )
}

/** One list of phrases, each edit an operation on that list. */
function FillerPhrases(props: {
  rel: JsonPath
  idBase: string
  language: string
  phrases: string[]
  isList: boolean
}) {
  const target = useAiTarget(props.rel)
  return (
    <PhraseList
      idBase={props.idBase}
      language={props.language}
      phrases={props.phrases}
      target={target}
      isList={props.isList}
    />
  )
}
