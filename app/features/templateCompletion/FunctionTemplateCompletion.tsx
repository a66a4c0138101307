import { useCallback, useRef, type ReactNode } from 'react'
import {
  completeTemplate,
  templateVariables,
  type JsonValue,
  type TemplateCompletion,
} from '../../model/core'
import { TemplateCompletionContext } from '../../forms/fields/common/templateCompletion'
import { useStudioApi } from '../../store/context'

/**
 * Gives the text fields of function `index`'s form their `${` completion: its arguments, its
 * sample replies' keys (kept with the test cases), global_data, meta_data, call fields.
 *
 * What to offer is worked out when a field asks (a `${` before the cursor), from the script as
 * it is then, and kept while the script and the samples stay the same: typing costs nothing,
 * and the fields never re-render for it (the function given to them does not change).
 */
export function FunctionTemplateCompletion({
  index,
  children,
}: {
  index: number
  children: ReactNode
}) {
  const api = useStudioApi()
  const cache = useRef<{ root: JsonValue; samples: unknown; items: TemplateCompletion[] }>(null)
  const complete = useCallback(
    (before: string) => {
      const s = api.getState()
      const hit = cache.current
      const items =
        hit && hit.root === s.doc.root && hit.samples === s.tests.samples
          ? hit.items
          : templateVariables(s.doc, { functionIndex: index }, s.tests.samples)
      cache.current = { root: s.doc.root, samples: s.tests.samples, items }
      return completeTemplate(before, items)
    },
    [api, index],
  )
  return (
    <TemplateCompletionContext.Provider value={complete}>
      {children}
    </TemplateCompletionContext.Provider>
  )
}
