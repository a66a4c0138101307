import { useEffect } from 'react'
import { useStudio, useStudioApi } from '../../store/context'

/** The ids of a form's Name field: the function form's, then the hook form's. */
const NAME_IDS = ['fn_function', 'hook_function']

/**
 * Answers a focus request of the store (after "Add function" or "Duplicate", the new function's
 * Name): once the form that shows the field has rendered, the field gets the focus, its text
 * selected so typing replaces the proposed name.
 */
export function useFocusRequest() {
  const api = useStudioApi()
  const request = useStudio((s) => s.focusRequest)
  const selection = useStudio((s) => s.selection)
  // After the forms' own effects (a passive effect of the pane runs after its children's): the
  // function form records the name it had before the person types, while the Name is not focused.
  useEffect(() => {
    if (!request) return
    let frames = 10
    const attempt = () => {
      const el = NAME_IDS.map((id) => document.getElementById(id)).find(Boolean)
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) {
        el.focus()
        if (el instanceof HTMLInputElement) el.select()
        if (api.getState().focusRequest === request) api.setState({ focusRequest: null })
        return
      }
      if (frames-- > 0) requestAnimationFrame(attempt)
    }
    attempt()
  }, [api, request, selection])
}
