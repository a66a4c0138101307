import { useCallback } from 'react'
import { getFunctions } from '../../model/core'
import { useStudioApi } from '../../store/context'
import { readScriptFile } from './readScriptFile'

/**
 * Opens a script file in place of the current one (one undoable step), or says why not; a
 * `.tests.json` file becomes the script's test cases.
 */
export function useImportScript() {
  const api = useStudioApi()
  return useCallback(
    async (file: File) => {
      // A test-case sidecar (`<name>.tests.json`) goes beside the script, not in its place.
      if (/\.tests\.json$/i.test(file.name)) {
        const { importTestsFile } = await import('../testPanel/importTests')
        return importTestsFile(api, file)
      }
      if (api.getState().codeError) {
        api.getState().notify({
          tone: 'error',
          message:
            'The JSON in the code pane has an error. Fix it, or discard your code changes, before opening another script.',
        })
        return
      }
      const result = await readScriptFile(file)
      const state = api.getState()
      if (!result.ok) {
        // Parse errors come without a final period; end the sentence before the next one.
        const reason = /[.!?]$/.test(result.message) ? result.message : `${result.message}.`
        state.notify({
          tone: 'error',
          message: `Could not open the file. ${reason} Your current script is unchanged.`,
        })
        return
      }
      state.loadDoc(result.doc, result.format, result.fileName)
      state.setCodeError(null)
      const count = getFunctions(result.doc.root).length
      state.notify({
        tone: result.warnings.length ? 'warning' : 'success',
        message: `Opened ${result.fileName} (${count} function${count === 1 ? '' : 's'}).`,
        details: result.warnings.map((w) => `Line ${w.line}, column ${w.column}: ${w.message}`),
        action: { label: 'Undo', run: () => api.getState().undo() },
      })
    },
    [api],
  )
}
