import type { ReactNode } from 'react'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { SelectInput } from '../common/SelectInput'
import { TextInput } from '../common/TextInput'
import { isPlainObject, scalarText, type PlainObject } from '../../../model/core'
import { AllowedValues } from './AllowedValues'
import { DefaultValue } from './DefaultValue'
import { ParameterList } from './ParameterList'
import {
  PARAMETER_TYPES,
  TYPE_LABELS,
  otherRules,
  setOtherRulesOps,
  shownKeys,
} from '../../../model/core'
import type { EditTarget } from '../../editTarget'

export interface ParameterBodyProps {
  idBase: string
  /** What this schema describes, for names: "parameter city", "items of tags". */
  what: string
  param: PlainObject
  /** Whether its items or fields are edited as a form (one level deep); deeper ones are JSON. */
  nested: boolean
  /** Each control's label from its plain name ("Type" → "Property type", "Type of each item"). */
  labelOf?: (name: string) => ReactNode
  /** Shown before the type on the first line (a parameter's name). */
  leading?: ReactNode
  /** Shown after the type on the first line (required, the row's buttons). */
  trailing?: ReactNode
  /** This schema in the script. */
  target: EditTarget
}

function typeOptions(current: unknown) {
  const options = [{ value: '', label: 'Not set' }]
  for (const t of PARAMETER_TYPES) options.push({ value: t, label: TYPE_LABELS[t]! })
  if (typeof current === 'string' && !PARAMETER_TYPES.includes(current as never))
    options.push({ value: current, label: TYPE_LABELS[current] ?? current })
  return options
}

/** The rules of one parameter (or of the items of a list): type, meaning, values, shape. */
export function ParameterBody(props: ParameterBodyProps) {
  const { idBase, what, param, nested, labelOf = (name: string): ReactNode => name, target } = props
  const set = (key: string, sourceId?: string) => (value: unknown) =>
    target.at(key).set(value, sourceId)
  const rules = otherRules(param, nested)
  const hasRules = Object.keys(rules).length > 0
  const { type } = param
  const showValues =
    type === undefined ||
    ['string', 'integer', 'number'].includes(String(type)) ||
    param.enum !== undefined
  return (
    <div className="fld-param-body">
      <div className="fld-param-top">
        {props.leading}
        {shownKeys(param, nested).has('type') && (
          <SelectInput
            id={`${idBase}-type`}
            label={labelOf('Type')}
            className="fld-type"
            value={scalarText(type)}
            options={typeOptions(type)}
            help="Kind of value."
            onChange={(v) => set('type')(v === '' ? undefined : v)}
          />
        )}
        {props.trailing}
      </div>
      <TextInput
        id={`${idBase}-description`}
        label={labelOf('Description')}
        value={
          typeof param.description === 'string' ? param.description : scalarText(param.description)
        }
        help="Tells the agent what to put here."
        onChange={(v) => set('description', `${idBase}-description`)(v)}
      />
      <div className="fld-grid">
        {showValues && (
          <AllowedValues
            id={`${idBase}-enum`}
            values={param.enum}
            type={type}
            labelOf={labelOf}
            onChange={(v, s) => set('enum', s)(v)}
          />
        )}
        <DefaultValue
          id={`${idBase}-default`}
          value={param.default}
          type={type}
          allowed={param.enum}
          labelOf={labelOf}
          onChange={(v, s) => set('default', s)(v)}
        />
      </div>
      {nested && type === 'array' && shownKeys(param, nested).has('items') && (
        <div className="fld-nested" role="group" aria-label={`Items of ${what}`}>
          <p className="fld-nested-title">Each item of the list</p>
          <ParameterBody
            idBase={`${idBase}-items`}
            what={`items of ${what}`}
            param={isPlainObject(param.items) ? param.items : {}}
            nested={false}
            labelOf={(name) => `${name} of each item`}
            target={target.at('items')}
          />
        </div>
      )}
      {nested && type === 'object' && shownKeys(param, nested).has('properties') && (
        <div className="fld-nested" role="group" aria-label={`Properties of ${what}`}>
          <p className="fld-nested-title">Properties</p>
          <ParameterList idBase={`${idBase}-props`} schema={param} parent={what} target={target} />
        </div>
      )}
      <details className="fld-more" open={hasRules}>
        <summary>Other rules{hasRules ? ` (${Object.keys(rules).join(', ')})` : ''}</summary>
        <JsonValueEditor
          id={`${idBase}-rules`}
          label={`Other rules of ${what}`}
          labelHidden
          value={hasRules ? rules : undefined}
          help="Rules this form does not show, such as pattern, format, minimum or deeper fields."
          onChange={(v) =>
            target.edit((root, at) => setOtherRulesOps(root, at, nested, v), `${idBase}-rules`)
          }
        />
      </details>
    </div>
  )
}
