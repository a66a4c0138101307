import { Suspense, lazy, useEffect } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { FieldShell } from '../common/FieldShell'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { isPlainObject } from '../../../model/core'
import { useFocusSoon } from '../common/hooks'
import { useFieldTarget } from '../../formTargets'
import { DataMapStart } from './DataMapStart'

/** The parts' editors, loaded as the first form shows (they are not part of the first load). */
const loadBody = () => import('./DataMapBody')
const DataMapBody = lazy(loadBody)

/**
 * `data_map`: a start (what to begin with) when there is none; else its parts' editors
 * (`DataMapBody`). A value that is not an object is edited as JSON.
 */
export function DataMapField(props: FieldProps) {
  const { value, target, id } = useFieldTarget(props)
  const focusSoon = useFocusSoon()
  useEffect(() => {
    void loadBody()
  }, [])
  if (value !== undefined && !isPlainObject(value))
    return (
      <FieldShell field={props} id={id}>
        <JsonValueEditor
          id={`${id}-json`}
          label="Data map as JSON"
          labelHidden
          value={value}
          onChange={(v) => target.set(v, `${id}-json`)}
        />
      </FieldShell>
    )
  if (value === undefined)
    return (
      <FieldShell field={props} id={id}>
        <DataMapStart
          onStart={(part, value) => {
            focusSoon(() =>
              document.getElementById(`${id}-${part}`)?.querySelector('input, textarea'),
            )
            target.at(part).set(value)
          }}
        />
      </FieldShell>
    )
  return (
    <FieldShell field={props} id={id}>
      <Suspense fallback={<p className="field-help">Loading the data map editor…</p>}>
        <DataMapBody id={id} map={value} target={target} disabled={props.disabled} />
      </Suspense>
    </FieldShell>
  )
}
