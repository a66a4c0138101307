import type { JsonPath } from '../../model/core'
import { OtherFieldsBox } from '../../forms/fields/common/OtherFieldsBox'
import { useAiTarget, useAiValue } from './useAi'

/** "Other fields" of an object of the `ai` step (see `OtherFieldsBox`). */
export function OtherFieldsJson({
  rel,
  known,
  id,
  title,
  emptyText,
}: {
  rel: JsonPath
  known: ReadonlySet<string>
  id: string
  title?: string
  /** Shown when there is nothing: the box is then hidden behind a button. */
  emptyText?: string
}) {
  const node = useAiValue(rel)
  const target = useAiTarget(rel)
  return (
    <OtherFieldsBox
      id={id}
      node={node}
      known={known}
      target={target}
      {...(title ? { title } : {})}
      {...(emptyText ? { emptyText } : {})}
    />
  )
}
