import { useState } from 'react'
import { deepEquals, type FieldProps } from '@rjsf/utils'

/**
 * The value a custom field shows, and the function that changes it.
 *
 * rjsf re-renders a field only when its props change by a deep comparison that ignores the
 * order of object keys, so a field whose edit only reorders keys (moving a parameter) would
 * not see its own change. The field therefore also remembers what it wrote last, and shows it
 * while rjsf's value is that same data; any other value (undo, the code pane) wins.
 *
 * `emit` reports the id of the typed-in input with the change, so that typing in one input makes
 * one undo step in the editor's history; a change without one (add, remove, move) is reported
 * as `<field id>#<n>`, an id of its own, so that each is undone on its own.
 */
export function useFieldValue(props: FieldProps): {
  value: unknown
  emit: (value: unknown, sourceId?: string) => void
  /** The field's DOM id (also the id of its main input, when it has one). */
  id: string
} {
  const { formData, onChange, fieldPathId } = props
  const [written, setWritten] = useState<{ value: unknown } | null>(null)
  const value = written && deepEquals(written.value, formData) ? written.value : formData
  // Under `anyOf`/`oneOf`, rjsf appends an `XxxOf` step for the option selector it renders next
  // to the field (unless the uiSchema sets `ui:fieldReplacesAnyOrOneOf`); the value is above it.
  const { path, $id } = fieldPathId
  const inOption = path[path.length - 1] === XXX_OF
  const fieldId = inOption ? $id.replace(/[_.]XxxOf$/, '') : $id
  return {
    value,
    id: fieldId,
    emit(next, sourceId) {
      setWritten({ value: next })
      const changeId = sourceId ?? `${fieldId}#${++structuralChanges}`
      onChange(next, inOption ? path.slice(0, -1) : path, undefined, changeId)
    },
  }
}

const XXX_OF = 'XxxOf'
let structuralChanges = 0
