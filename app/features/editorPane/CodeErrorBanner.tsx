import { Button } from '../../components/Button'
import { useStudio, useStudioApi } from '../../store/context'

/**
 * While the code pane's JSON does not parse, the script is read-only (form, list, undo), so
 * nothing overwrites the person's text; the banner says so and offers the way back.
 */
export function CodeErrorBanner() {
  const api = useStudioApi()
  const error = useStudio((s) => s.codeError)
  if (!error) return null
  return (
    <div className="banner banner-warning" role="status">
      <p>
        The JSON in the code pane has an error at line {error.line}, column {error.column}. Until it
        is fixed, the form shows the last valid version of the script and is read-only. Nothing has
        been lost.
      </p>
      <Button size="sm" onClick={() => api.getState().discardCodeChanges()}>
        Discard code changes
      </Button>
    </div>
  )
}
