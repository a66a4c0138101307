import { parseScript, serializeScript, type ScriptFormat } from './model'
import type { StudioStore } from './store'

/**
 * A small, typed API on `window.swaigStudio` for QA scripts (Playwright's `page.evaluate`):
 * read the script as the export would write it, load a script, read the selection.
 */
export interface StudioTestApi {
  getScript(format?: ScriptFormat): string
  loadScript(text: string, fileName?: string): { ok: true } | { ok: false; message: string }
  selection(): { kind: 'settings' } | { kind: 'swaig' } | { kind: 'function'; index: number }
  historyLength(): { past: number; future: number }
  /** The code pane's text, once Monaco has loaded (set by the code pane). */
  codeText?: () => string
  /** QA only: the code pane's cursor (1-based line and column), once Monaco has loaded. */
  codeCursor?: () => { lineNumber: number; column: number } | null
  /** QA only: the code pane's markers (problems and parse errors), once Monaco has loaded. */
  codeMarkers?: () => {
    message: string
    severity: 'error' | 'warning' | 'info'
    code?: string
    startLineNumber: number
    startColumn: number
    endLineNumber: number
    endColumn: number
  }[]
  /** QA only: the code pane's selection (1-based, inclusive start, exclusive end). */
  codeSelection?: () => {
    startLineNumber: number
    startColumn: number
    endLineNumber: number
    endColumn: number
  } | null
}

declare global {
  interface Window {
    swaigStudio?: StudioTestApi
  }
}

export function installTestApi(store: StudioStore) {
  window.swaigStudio = {
    getScript: (format = 'json') => serializeScript(store.getState().doc, format),
    loadScript(text, fileName) {
      const r = parseScript(text)
      if (!r.ok) return { ok: false, message: r.error.message }
      store.getState().loadDoc(r.doc, r.format, fileName)
      return { ok: true }
    },
    selection: () => store.getState().selection,
    historyLength: () => ({
      past: store.getState().history.past.length,
      future: store.getState().history.future.length,
    }),
  }
}
