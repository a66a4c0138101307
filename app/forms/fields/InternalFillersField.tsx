import { useState } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { INTERNAL_FILLER_NAMES } from '../../../schemas'
import { Button } from '../../components/Button'
import { FieldShell } from './common/FieldShell'
import { JsonValueEditor } from './common/JsonValueEditor'
import { SelectInput } from './common/SelectInput'
import { isPlainObject, type PlainObject } from '../../model/core'
import { useFocusSoon } from './common/hooks'
import { useFieldTarget } from '../formTargets'
import { FillerMapEditor } from './fillers/FillerMapEditor'

const OTHER = '__other__'

/**
 * `ai.SWAIG.internal_fillers`: for each built-in function, phrases per language (the same
 * editor as a function's fillers). Unknown function names are kept.
 */
export function InternalFillersField(props: FieldProps) {
  const { value, target, id } = useFieldTarget(props)
  const focusSoon = useFocusSoon()
  const [choice, setChoice] = useState('')
  const [otherName, setOtherName] = useState('')
  if (value !== undefined && !isPlainObject(value)) {
    return (
      <FieldShell field={props} id={id}>
        <JsonValueEditor
          id={`${id}-json`}
          label={`${props.name} as JSON`}
          labelHidden
          value={value}
          onChange={(v) => target.set(v, `${id}-json`)}
        />
      </FieldShell>
    )
  }
  const map: PlainObject = value ?? {}
  const names = Object.keys(map)
  const describe = (name: string) => {
    const property = (
      props.schema.properties as Record<string, { description?: string }> | undefined
    )?.[name]
    return property?.description ?? 'A built-in function of the platform.'
  }
  const available = INTERNAL_FILLER_NAMES.filter((n) => !names.includes(n))
  const toAdd = choice === OTHER ? otherName.trim() : choice
  /** Removes a function's fillers (the whole map goes with its last function). */
  const removeFillersOf = (name: string) =>
    names.length > 1 ? target.at(name).remove() : target.remove()
  function add() {
    if (toAdd === '' || names.includes(toAdd)) return
    setChoice('')
    setOtherName('')
    focusSoon(`${id}-${toAdd}-new`)
    target.at(toAdd).set({})
  }
  return (
    <FieldShell field={props} id={id}>
      {names.map((name) => (
        <section key={name} className="fld-card" role="group" aria-label={`Fillers of ${name}`}>
          <div className="fld-card-head">
            <div>
              <p className="fld-card-title mono">{name}</p>
              <p className="field-help">{describe(name)}</p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              icon="trash"
              label={`Remove fillers of ${name}`}
              disabled={props.disabled}
              onClick={() => removeFillersOf(name)}
            />
          </div>
          {isPlainObject(map[name]) ? (
            <FillerMapEditor
              idBase={`${id}-${name}`}
              map={map[name]}
              target={target.at(name)}
              keepWhenEmpty
            />
          ) : (
            <JsonValueEditor
              id={`${id}-${name}-json`}
              label={`Phrases for ${name}`}
              value={map[name]}
              onChange={(v) => target.at(name).set(v, `${id}-${name}-json`)}
            />
          )}
        </section>
      ))}
      <div className="fld-add-row">
        <SelectInput
          id={`${id}-choice`}
          label="Built-in function"
          value={choice}
          options={[
            { value: '', label: 'Choose a function…' },
            ...available.map((n) => ({ value: n, label: n })),
            { value: OTHER, label: 'Other (type its name)' },
          ]}
          onChange={setChoice}
        />
        {choice === OTHER && (
          <div className="field">
            <label htmlFor={`${id}-other`} className="field-label">
              Function name
            </label>
            <input
              id={`${id}-other`}
              className="input mono"
              value={otherName}
              onChange={(e) => setOtherName(e.target.value)}
            />
          </div>
        )}
        <Button
          size="sm"
          icon="plus"
          disabled={props.disabled || toAdd === '' || names.includes(toAdd)}
          onClick={add}
        >
          Add fillers for a function
        </Button>
      </div>
    </FieldShell>
  )
}
