import { memo } from 'react'
import { deepEquals } from '@rjsf/utils'
import { ItemActions } from '../common/ItemActions'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { TextInput } from '../common/TextInput'
import { useTextDraft } from '../common/hooks'
import type { Emit, KeyedRowHandlers } from '../common/types'
import type { EditTarget } from '../../editTarget'
import { phrasesView } from '../../../model/core'
import { languageCodeProblem, languageLabel } from '../../../model/core'
import { PhraseList } from './PhraseList'

export interface LanguageBlockProps {
  idBase: string
  code: string
  value: unknown
  /** The other languages of the map (a rename must not take one of their codes). */
  otherCodes: readonly string[]
  index: number
  count: number
  handlers: KeyedRowHandlers
  /** This language's phrases in the script. */
  target: EditTarget
}

/** One language of a filler map: its code (renamable in place) and its phrases. */
export const LanguageBlock = memo(function LanguageBlock(props: LanguageBlockProps) {
  const { idBase, code, value, otherCodes, handlers } = props
  const onChange: Emit<unknown> = (next, sourceId) => handlers.change(code, next, sourceId)
  const name = useTextDraft(code)
  const view = phrasesView(value)
  const codeId = `${idBase}-code`
  const known = languageLabel(name.text)

  function rename(text: string) {
    if (name.type(text, languageCodeProblem(text, otherCodes))) handlers.rename(code, text, codeId)
  }

  return (
    <section
      id={idBase}
      className="fld-card fld-language"
      role="group"
      aria-label={`Language ${code}`}
    >
      <div className="fld-card-head">
        <TextInput
          id={codeId}
          label="Language code"
          className="fld-code"
          value={name.text}
          error={name.problem}
          help={known ?? 'A language code such as en-US, or default, auto or multi.'}
          onChange={rename}
          onBlur={name.reset}
        />
        <ItemActions
          what={`language ${code}`}
          idBase={idBase}
          index={props.index}
          count={props.count}
          onRemove={() => handlers.remove(code)}
        />
      </div>
      {view.kind === 'list' ? (
        <PhraseList
          idBase={`${idBase}-phrase`}
          language={code}
          phrases={view.phrases}
          target={props.target}
          isList={Array.isArray(value)}
        />
      ) : (
        <JsonValueEditor
          id={`${idBase}-json`}
          label={`Phrases of ${code}`}
          value={view.value}
          help="These phrases are not a plain list of texts, so they are shown as JSON."
          onChange={onChange}
        />
      )}
    </section>
  )
}, deepEquals)
