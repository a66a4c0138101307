import { loadYaml, parseScriptLoading, serializeScript, type ScriptFormat } from './model/core'
import type { StudioStore } from './store'
import { BROKEN_KEY, STORAGE_KEY, autosaveStorage } from './store/persistence'

/**
 * A small, typed API on `window.swaigStudio` for QA scripts (Playwright's `page.evaluate`):
 * read the script as the export would write it, load a script, read the selection.
 */
export interface StudioTestApi {
  /** The script as the export would write it (YAML loads its writer first). */
  getScript(format?: ScriptFormat): Promise<string>
  /** Loads a script from text (JSON, or YAML), as an import would. */
  loadScript(
    text: string,
    fileName?: string,
  ): Promise<{ ok: true } | { ok: false; message: string }>
  selection():
    | { kind: 'settings' | 'behaviour' | 'languages' | 'flow' | 'swaig' }
    | { kind: 'function'; index: number }
  historyLength(): { past: number; future: number }
  /**
   * QA only: the autosave envelope as browser storage holds it now (IndexedDB, or localStorage
   * where IndexedDB is refused), JSON text parsed; `null` when there is none.
   */
  readAutosave(): Promise<unknown>
  /** QA only: the unreadable autosave kept aside, exactly as it was stored; `null` if none. */
  readAutosaveKeptAside(): Promise<unknown>
  /** QA only: removes the autosave and the copy kept aside. */
  clearAutosave(): Promise<void>
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
    async getScript(format = 'json') {
      if (format === 'yaml') await loadYaml()
      return serializeScript(store.getState().doc, format)
    },
    async loadScript(text, fileName) {
      const r = await parseScriptLoading(text)
      if (!r.ok) return { ok: false, message: r.error.message }
      store.getState().loadDoc(r.doc, r.format, fileName)
      return { ok: true }
    },
    selection: () => {
      const { selection, functionIds } = store.getState()
      return selection.kind === 'function'
        ? { kind: 'function', index: functionIds.indexOf(selection.id) }
        : selection
    },
    historyLength: () => ({
      past: store.getState().history.past.length,
      future: store.getState().history.future.length,
    }),
    async readAutosave() {
      const stored = await (await autosaveStorage())?.get(STORAGE_KEY)
      if (stored == null) return null
      return typeof stored === 'string' ? JSON.parse(stored) : stored
    },
    async readAutosaveKeptAside() {
      return (await (await autosaveStorage())?.get(BROKEN_KEY)) ?? null
    },
    async clearAutosave() {
      const storage = await autosaveStorage()
      await storage?.remove(STORAGE_KEY)
      await storage?.remove(BROKEN_KEY)
    },
  }
}
