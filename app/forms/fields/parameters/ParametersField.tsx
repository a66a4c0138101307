import type { FieldProps } from '@rjsf/utils'
import { FieldShell } from '../common/FieldShell'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { useFieldValue } from '../common/useFieldValue'
import { isPlainObject, setKey, type PlainObject } from '../common/plain'
import { ParameterList } from './ParameterList'
import { readProperties } from './parameterModel'

/** The function's parameters as written: `type: "object"` always, keys in the script's order. */
function asParameters(schema: PlainObject): PlainObject {
  return schema.type === 'object' ? schema : setKey({ type: 'object', ...schema }, 'type', 'object')
}

/**
 * `parameters` (and the deprecated `argument`): a parameter builder. A value that cannot be
 * shown as a list of parameters (`"none"`, properties that are not an object) is kept and edited
 * as JSON.
 */
export function ParametersField(props: FieldProps) {
  const { value: formData, emit, id } = useFieldValue(props)
  const schema = formData === undefined ? {} : formData
  const editable = isPlainObject(schema) && readProperties(schema) !== undefined
  return (
    <FieldShell field={props} id={id}>
      {editable ? (
        <ParameterList
          idBase={id}
          schema={schema}
          onChange={(next, sourceId) => emit(asParameters(next), sourceId)}
        />
      ) : (
        <JsonValueEditor
          id={`${id}-json`}
          label={`${props.name} as JSON`}
          labelHidden
          value={formData}
          help="These parameters are not written as a list of named inputs, so they are shown as JSON."
          onChange={(v) => emit(v, `${id}-json`)}
        />
      )}
    </FieldShell>
  )
}
