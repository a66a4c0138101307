import type { monaco } from './setup'

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
  return () => {
    delete api.codeText
    delete api.codeCursor
    delete api.codeSelection
  }
}
