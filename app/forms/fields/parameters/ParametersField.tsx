import type { FieldProps } from '@rjsf/utils'
import { Button } from '../../../components/Button'
import { FieldShell } from '../common/FieldShell'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { useDisabled } from '../common/hooks'
import { isPlainObject, newParameter, objectSchemaOps, readProperties } from '../../../model/core'
import { ParameterList } from './ParameterList'
import { useFieldTarget } from '../../formTargets'

/**
 * `parameters` (and the deprecated `argument`): a parameter builder. `"none"` (old scripts' way
 * to say the function takes no inputs) is said so, and the first parameter added replaces it. A
 * value that cannot be shown as a list of parameters is kept and edited as JSON.
 */
export function ParametersField(props: FieldProps) {
  const { value: formData, target, id } = useFieldTarget(props)
  const schema = formData === undefined ? {} : formData
  const editable = isPlainObject(schema) && readProperties(schema) !== undefined
  return (
    <FieldShell field={props} id={id}>
      {formData === 'none' ? (
        <NoInputs
          id={id}
          onAdd={() =>
            target.set({ type: 'object', properties: { new_parameter: newParameter() } })
          }
        />
      ) : editable ? (
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

/** `"none"`: the function takes no inputs; adding one turns it into a list of parameters. */
function NoInputs({ id, onAdd }: { id: string; onAdd(): void }) {
  const disabled = useDisabled()
  return (
    <div className="fld-params">
      <p className="field-help" id={`${id}-none`}>
        This function takes no inputs (the script writes <code>"none"</code>).
      </p>
      <div>
        <Button
          id={`${id}-add`}
          size="sm"
          icon="plus"
          disabled={disabled}
          aria-describedby={`${id}-none`}
          onClick={onAdd}
        >
          Add parameter
        </Button>
      </div>
    </div>
  )
}
