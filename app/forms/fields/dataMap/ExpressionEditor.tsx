import { memo } from 'react'
import { deepEquals } from '@rjsf/utils'
import { ItemActions } from '../common/ItemActions'
import { CardItem } from '../common/CardItem'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { OptionalPart } from '../common/OptionalPart'
import { OtherKeys } from '../common/OtherKeys'
import { TextInput } from '../common/TextInput'
import { isPlainObject, scalarText } from '../../../model/core'
import type { EditTarget } from '../../editTarget'
import { OutputEditor } from './OutputEditor'

export interface ExpressionEditorProps {
  idBase: string
  expression: unknown
  /** "expression 1", "reply check 2 of webhook 1". */
  what: string
  index: number
  count: number
  /** The expression in the script. */
  target: EditTarget
  onMove(to: number): void
  onRemove(): void
}

const KNOWN = new Set(['string', 'pattern', 'output'])

/** One expression: a text, a pattern it is tested against, and the output when it matches. */
export const ExpressionEditor = memo(function ExpressionEditor(props: ExpressionEditorProps) {
  const { idBase, expression, what, target } = props
  const title = `${what[0]!.toUpperCase()}${what.slice(1)}`
  const head = (
    <div className="fld-card-head">
      <p className="fld-card-title">{title}</p>
      <ItemActions
        what={what}
        idBase={idBase}
        index={props.index}
        count={props.count}
        onMove={props.onMove}
        onRemove={props.onRemove}
      />
    </div>
  )
  if (!isPlainObject(expression))
    return (
      <CardItem id={idBase} label={title}>
        {head}
        <JsonValueEditor
          id={`${idBase}-json`}
          label={title}
          value={expression}
          onChange={(v) => target.set(v, `${idBase}-json`)}
        />
      </CardItem>
    )
  const set = (key: string) => (v: unknown, s?: string) => target.at(key).set(v, s)
  return (
    <CardItem id={idBase} label={title} className="fld-expression">
      {head}
      <div className="fld-grid">
        <TextInput
          id={`${idBase}-string`}
          label="Text to test"
          mono
          value={scalarText(expression.string)}
          placeholder="${args.city}"
          help="Usually an input of the function, such as ${args.city}."
          onChange={(v) => set('string')(v, `${idBase}-string`)}
        />
        <TextInput
          id={`${idBase}-pattern`}
          label="Pattern"
          mono
          value={scalarText(expression.pattern)}
          placeholder=".*"
          help="A regular expression: .* matches anything, /yes/i matches yes in any case."
          onChange={(v) => set('pattern')(v, `${idBase}-pattern`)}
        />
      </div>
      <OptionalPart
        present={expression.output !== undefined}
        addLabel={`Add output to ${what}`}
        onAdd={() => set('output')({ response: '' })}
      >
        <OutputEditor
          idBase={`${idBase}-out`}
          output={expression.output}
          what={what}
          target={target.at('output')}
        />
      </OptionalPart>
      <OtherKeys
        id={`${idBase}-other`}
        obj={expression}
        known={KNOWN}
        what={what}
        target={target}
      />
    </CardItem>
  )
}, deepEquals)
