import type { FieldProps } from '@rjsf/utils'
import { FieldShell } from './common/FieldShell'
import { JsonValueEditor } from './common/JsonValueEditor'
import { KeyValueEditor } from './common/KeyValueEditor'
import { isPlainObject } from '../../model/core'
import { useFieldTarget } from '../formTargets'

/**
 * `meta_data` (and `includes[].meta_data`): keys and values, with JSON for nested values. A
 * value that is not an object is kept and edited as JSON.
 */
export function KeyValueField(props: FieldProps) {
  const { value, target, id } = useFieldTarget(props)
  return (
    <FieldShell field={props} id={id}>
      {value === undefined || isPlainObject(value) ? (
        <KeyValueEditor idBase={id} value={value ?? {}} target={target} />
      ) : (
        <JsonValueEditor
          id={`${id}-json`}
          label={`${props.name} as JSON`}
          labelHidden
          value={value}
          help="This is not a set of keys and values, so it is shown as JSON."
          onChange={(v) => target.set(v, `${id}-json`)}
        />
      )}
    </FieldShell>
  )
}
