import { useStudio } from '../../store/context'

/** While the code pane's JSON does not parse, the form shows the last valid script, read-only. */
export function CodeErrorBanner() {
  const error = useStudio((s) => s.codeError)
  if (!error) return null
  return (
    <div className="banner banner-warning" role="status">
      The JSON in the code pane has an error at line {error.line}, column {error.column}. The form
      shows the last valid version of the script and is read-only until the code is fixed. Nothing
      has been lost.
    </div>
  )
}
