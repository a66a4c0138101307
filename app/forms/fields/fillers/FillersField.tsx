import type { FieldProps } from '@rjsf/utils'
import { FieldShell } from '../common/FieldShell'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { useFieldTarget } from '../../formTargets'
import { asFillerMap } from '../../../model/core'
import { FillerMapEditor } from './FillerMapEditor'

/**
 * `fillers`: phrases said while the function runs, per language. A value that is not a map
 * (some scripts write a bare string) is kept and edited as JSON.
 */
export function FillersField(props: FieldProps) {
  const { value: formData, target, id } = useFieldTarget(props)
  const map = asFillerMap(formData)
  return (
    <FieldShell field={props} id={id}>
      {map ? (
        <FillerMapEditor idBase={id} map={map} target={target} />
      ) : (
        <JsonValueEditor
          id={`${id}-json`}
          label="Fillers"
          labelHidden
          value={formData}
          help="These fillers are not a list of phrases per language, so they are shown as JSON."
          onChange={(v) => target.set(v, `${id}-json`)}
        />
      )}
    </FieldShell>
  )
}
