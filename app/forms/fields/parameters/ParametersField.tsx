import type { FieldProps } from '@rjsf/utils'
import { FieldShell } from '../common/FieldShell'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { isPlainObject } from '../../../model/core'
import { ParameterList } from './ParameterList'
import { objectSchemaOps, readProperties } from '../../../model/core'
import { useFieldTarget } from '../../formTargets'

/**
 * `parameters` (and the deprecated `argument`): a parameter builder. A value that cannot be
 * shown as a list of parameters (`"none"`, properties that are not an object) is kept and edited
 * as JSON.
 */
export function ParametersField(props: FieldProps) {
  const { value: formData, target, id } = useFieldTarget(props)
  const schema = formData === undefined ? {} : formData
  const editable = isPlainObject(schema) && readProperties(schema) !== undefined
  return (
    <FieldShell field={props} id={id}>
      {editable ? (
        <ParameterList
          idBase={id}
          schema={schema}
          target={target}
          prepare={(root) => objectSchemaOps(root, target.pointer)}
        />
      ) : (
        <JsonValueEditor
          id={`${id}-json`}
          label={`${props.name} as JSON`}
          labelHidden
          value={formData}
          help="These parameters are not written as a list of named inputs, so they are shown as JSON."
          onChange={(v) => target.set(v, `${id}-json`)}
        />
      )}
    </FieldShell>
  )
}
