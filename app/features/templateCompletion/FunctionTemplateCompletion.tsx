import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import type { JsonValue } from '../../model/core'
import type * as CompletionModule from '../../model/completion'
import type { TemplateCompletion } from '../../model/completion'
import { TemplateCompletionContext } from '../../forms/fields/common/templateCompletion'
import { useStudioApi } from '../../store/context'

type Completion = typeof CompletionModule

/** The completion module: loaded once, when the first form that offers completion mounts. */
let loaded: Completion | undefined
let loading: Promise<Completion> | undefined
const loadCompletion = () =>
  (loading ??= import('../../model/completion').then((m) => (loaded = m)))

/**
 * Gives the text fields of function `index`'s form their `${` completion: its arguments, its
 * sample replies' keys (kept with the test cases), global_data, meta_data, call fields.
 *
 * What to offer is worked out when a field asks (a `${` before the cursor), from the script as
 * it is then, and kept while the script and the samples stay the same: typing costs nothing,
 * and the fields never re-render for it (the function given to them does not change). The
 * completion module (with the parts of the simulator it reads) is not part of the page's first
 * load: it loads as the form mounts, well before anyone types `${`.
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
  useEffect(() => {
    void loadCompletion()
  }, [])
  const complete = useCallback(
    (before: string) => {
      if (!loaded) return undefined
      const s = api.getState()
      const hit = cache.current
      const items =
        hit && hit.root === s.doc.root && hit.samples === s.tests.samples
          ? hit.items
          : loaded.templateVariables(s.doc, { functionIndex: index }, s.tests.samples)
      cache.current = { root: s.doc.root, samples: s.tests.samples, items }
      return loaded.completeTemplate(before, items)
    },
    [api, index],
  )
  return (
    <TemplateCompletionContext.Provider value={complete}>
      {children}
    </TemplateCompletionContext.Provider>
  )
}
