import type { FieldProps } from '@rjsf/utils'
import { DisabledContext } from './common/hooks'
import { fieldTitle } from './common/FieldShell'
import { JsonValueEditor } from './common/JsonValueEditor'
import { useFieldTarget } from '../formTargets'

/**
 * Any value edited as JSON text: the generic fallback for structures without their own editor.
 * The text is committed as soon as it parses; while it does not, the field says where the
 * mistake is and the script keeps its last good value. Problems reported by the editor's
 * validation are shown by the field template.
 */
export function JsonField(props: FieldProps) {
  const { value, target, id } = useFieldTarget(props)
  return (
    <DisabledContext.Provider value={Boolean(props.disabled || props.readonly)}>
      <div data-field={id}>
        <JsonValueEditor
          id={id}
          label={fieldTitle(props)}
          value={value}
          help={props.schema.description}
          onChange={(v) => target.set(v, id)}
        />
      </div>
    </DisabledContext.Provider>
  )
}
