import { memo } from 'react'
import { deepEquals } from '@rjsf/utils'
import { ItemActions } from '../common/ItemActions'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { SwitchInput } from '../common/SwitchInput'
import { TextInput } from '../common/TextInput'
import { useTextDraft } from '../common/hooks'
import { isPlainObject } from '../../../model/core'
import { ParameterBody } from './ParameterBody'
import { parameterNameProblem } from '../../../model/core'
import type { EditTarget } from '../../editTarget'

/** What a row asks its list to do; stable, so that rows re-render only when their data changes. */
export interface ParameterRowHandlers {
  rename(name: string, to: string, sourceId?: string): void
  required(name: string, on: boolean): void
  move(name: string, offset: number): void
  remove(name: string): void
}

export interface ParameterRowProps {
  idBase: string
  name: string
  value: unknown
  required: boolean
  /** The names of the other parameters next to this one. */
  otherNames: readonly string[]
  /** The object parameter this one belongs to, for nested properties. */
  parent?: string
  index: number
  count: number
  handlers: ParameterRowHandlers
  /** This parameter's schema in the script. */
  target: EditTarget
}

/** One parameter: its name (renamable in place), whether it is required, and its rules. */
export const ParameterRow = memo(function ParameterRow(props: ParameterRowProps) {
  const { idBase, name, value, parent, handlers, target } = props
  const draft = useTextDraft(name)
  const noun = parent === undefined ? 'Parameter' : 'Property'
  const what = parent === undefined ? `parameter ${name}` : `property ${name} of ${parent}`
  const nameId = `${idBase}-name`
  // Nested properties name their controls apart from those of the parameter holding them.
  const labelOf =
    parent === undefined ? undefined : (control: string) => `Property ${control.toLowerCase()}`
  const nameInput = (
    <TextInput
      id={nameId}
      label={`${noun} name`}
      className="fld-name"
      mono
      value={draft.text}
      error={draft.problem}
      help="Its name in the call data."
      onBlur={draft.reset}
      onChange={(text) => {
        if (draft.type(text, parameterNameProblem(text, props.otherNames)))
          handlers.rename(name, text, nameId)
      }}
    />
  )
  const trailing = (
    <SwitchInput
      id={`${idBase}-required`}
      label={labelOf?.('Required') ?? 'Required'}
      checked={props.required}
      help="Always needed."
      onChange={(on) => handlers.required(name, on)}
    />
  )
  return (
    <section id={idBase} className="fld-card fld-param" role="group" aria-label={`${noun} ${name}`}>
      <div className="fld-card-head">
        <p className="fld-card-title">
          <span className="fld-card-number">{props.index + 1}</span>
          <span className="mono">{name}</span>
        </p>
        <ItemActions
          what={what}
          idBase={idBase}
          index={props.index}
          count={props.count}
          onMove={(to) => handlers.move(name, to - props.index)}
          onRemove={() => handlers.remove(name)}
        />
      </div>
      {isPlainObject(value) ? (
        <ParameterBody
          idBase={idBase}
          what={what}
          param={value}
          nested={parent === undefined}
          labelOf={labelOf}
          leading={nameInput}
          trailing={trailing}
          target={target}
        />
      ) : (
        <>
          <div className="fld-param-top">
            {nameInput}
            {trailing}
          </div>
          <JsonValueEditor
            id={`${idBase}-json`}
            label={`Rules of ${what}`}
            value={value}
            help="This parameter is not described by an object, so it is shown as JSON."
            onChange={(v) => target.set(v, `${idBase}-json`)}
          />
        </>
      )}
    </section>
  )
}, sameRow)

/** Rows re-render when their data or their place in the script changes (handlers are stable). */
function sameRow(a: ParameterRowProps, b: ParameterRowProps): boolean {
  const { target: ta, ...ra } = a
  const { target: tb, ...rb } = b
  return ta.pointer === tb.pointer && deepEquals(ra, rb)
}
