import { useCallback, useMemo, type ReactNode } from 'react'
import { completeTemplate, templateVariables } from '../../model/core'
import { TemplateCompletionContext } from '../../forms/fields/common/templateCompletion'
import { useStudio, useStudioApi } from '../../store/context'
import { selectFunctionAt } from '../../store/selectors'

/**
 * Gives the text fields of function `index`'s form their `${` completion: its arguments, its
 * sample replies' keys (kept with the test cases), global_data, meta_data, call fields.
 */
export function FunctionTemplateCompletion({
  index,
  children,
}: {
  index: number
  children: ReactNode
}) {
  const api = useStudioApi()
  const fn = useStudio(useMemo(() => selectFunctionAt(index), [index]))
  const samples = useStudio((s) => s.tests.samples)
  const variables = useMemo(() => {
    void fn
    return templateVariables(api.getState().doc, { functionIndex: index }, samples)
  }, [api, fn, index, samples])
  const complete = useCallback((before: string) => completeTemplate(before, variables), [variables])
  return (
    <TemplateCompletionContext.Provider value={complete}>
      {children}
    </TemplateCompletionContext.Provider>
  )
}
