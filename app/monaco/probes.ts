import { monaco } from './setup'

/**
 * QA probes on `window.swaigStudio` (see app/testApi.ts): the code pane's text, cursor and
 * selection, for Playwright's `page.evaluate`. Returns the function that removes them.
 */
export function exposeProbes(editor: monaco.editor.IStandaloneCodeEditor): () => void {
  const api = window.swaigStudio
  if (!api) return () => undefined
  api.codeText = () => editor.getModel()?.getValue() ?? ''
  api.codeCursor = () => editor.getPosition()?.toJSON() ?? null
  api.codeSelection = () => editor.getSelection()?.toJSON() ?? null
  api.codeMarkers = () => {
    const model = editor.getModel()
    if (!model) return []
    return monaco.editor.getModelMarkers({ resource: model.uri }).map((m) => ({
      message: m.message,
      severity: m.severity === 8 ? 'error' : m.severity === 4 ? 'warning' : 'info',
      code: typeof m.code === 'string' ? m.code : undefined,
      startLineNumber: m.startLineNumber,
      startColumn: m.startColumn,
      endLineNumber: m.endLineNumber,
      endColumn: m.endColumn,
    }))
  }
  return () => {
    delete api.codeText
    delete api.codeCursor
    delete api.codeSelection
    delete api.codeMarkers
  }
}
