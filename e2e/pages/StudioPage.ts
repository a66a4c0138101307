import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { CodePane } from './CodePane'
import { SwaigSettingsForm } from './FieldEditors'
import { FunctionForm, SettingsForm } from './FunctionForm'
import { FunctionListPanel } from './FunctionListPanel'
import { HookForm } from './HookForm'
import { SettingsPages } from './SettingsPages'
import { Toolbar } from './Toolbar'

export { CodePane } from './CodePane'

export const AUTOSAVE_KEY = 'swaig-studio:autosave'
/** Where the editor keeps its autosave: an IndexedDB database and object store (key–value). */
export const AUTOSAVE_DB = 'swaig-studio'
export const AUTOSAVE_STORE = 'autosave'
export const DATA_DIR = join(import.meta.dirname, '..', 'data')

/** A test data file of `e2e/data/`, as text. */
export function dataFile(name: string): string {
  return readFileSync(join(DATA_DIR, name), 'utf8')
}
export function dataPath(name: string): string {
  return join(DATA_DIR, name)
}

/** The parts of a script the specs look at (SWML, loosely typed). */
export interface Script {
  version?: string
  sections: Record<string, Record<string, unknown>[]>
}
export interface AiStep {
  prompt?: { text?: string }
  post_prompt?: { text?: string }
  post_prompt_url?: string
  SWAIG?: { functions?: Record<string, unknown>[] }
  [key: string]: unknown
}

/**
 * The editor as a QA script sees it: one page object per panel, reached through accessible
 * names (the names are part of the contract: see README, "Testing").
 */
export class StudioPage {
  readonly header: Locator
  readonly toolbar: Toolbar
  readonly list: FunctionListPanel
  readonly fn: FunctionForm
  readonly settings: SettingsForm
  /** The form of a call lifecycle hook. */
  readonly hook: HookForm
  /** The settings pages of the ai step (Agent behaviour, Languages and speech…). */
  readonly pages: SettingsPages
  /** The "Function settings" page (`ai.SWAIG` without its functions). */
  readonly swaig: SwaigSettingsForm
  readonly code: CodePane
  /** The middle pane (the form of what is selected). */
  readonly form: Locator
  /** Shorthand for `list.list`: the list named "Functions". */
  readonly functionList: Locator
  readonly autosaveOn: Locator
  readonly autosaveOff: Locator
  readonly dropOverlay: Locator

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner')
    this.toolbar = new Toolbar(page)
    this.list = new FunctionListPanel(page)
    this.fn = new FunctionForm(page)
    this.settings = new SettingsForm(page)
    this.hook = new HookForm(page)
    this.pages = new SettingsPages(page)
    this.swaig = new SwaigSettingsForm(page)
    this.code = new CodePane(page)
    this.form = page.getByRole('main')
    this.functionList = this.list.list
    this.autosaveOn = this.header.getByText('Saved in this browser')
    this.autosaveOff = this.header.getByRole('status').filter({ hasText: 'Autosave is off' })
    this.dropOverlay = page.getByText('Drop a JSON or YAML script to open it')
  }

  /** Opens the editor (on whatever this browser context has in storage). */
  async open() {
    await this.page.goto('/')
    await expect(this.page.getByRole('heading', { name: 'SWAIG Studio' })).toBeVisible()
  }

  /** Reloads the page as a person would (F5), and waits for the editor. */
  async reload() {
    await this.page.reload()
    await expect(this.page.getByRole('heading', { name: 'SWAIG Studio' })).toBeVisible()
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true })
  }
  functionItem(name: string) {
    return this.list.item(name)
  }
  async selectFunction(name: string) {
    await this.list.select(name)
    await this.fn.expectShowing(name)
  }
  field(label: string) {
    return this.form.getByLabel(label, { exact: true })
  }
  fileName(name: string) {
    return this.header.getByText(name, { exact: true })
  }

  /** A toast (alert for errors and warnings, status otherwise) that contains `text`. */
  notice(text: string | RegExp): Locator {
    return this.page.getByRole('alert').or(this.page.getByRole('status')).filter({ hasText: text })
  }

  // ---- The script, read through the page's QA API (`window.swaigStudio`) ----

  /** The script as Export would write it. */
  async script(format: 'json' | 'yaml' = 'json'): Promise<string> {
    return this.page.evaluate((f) => window.swaigStudio!.getScript(f), format)
  }
  async scriptJson(): Promise<Script> {
    return JSON.parse(await this.script('json')) as Script
  }
  /** The `ai` step the editor edits: the first step of `sections.main` with an `ai` key. */
  async ai(): Promise<AiStep> {
    const doc = await this.scriptJson()
    const step = doc.sections.main?.find((s) => 'ai' in s)
    return (step?.ai ?? {}) as AiStep
  }
  async functionNames(): Promise<string[]> {
    return ((await this.ai()).SWAIG?.functions ?? []).map((f) => String(f.function))
  }
  async historyLength(): Promise<{ past: number; future: number }> {
    return this.page.evaluate(() => window.swaigStudio!.historyLength())
  }

  /** Arranges a test: loads a script as if imported (one undoable step). */
  async load(text: string, fileName?: string) {
    const r = await this.page.evaluate(
      ([t, n]) => window.swaigStudio!.loadScript(t!, n),
      [text, fileName],
    )
    expect(r).toEqual({ ok: true })
  }
  /** Arranges a test: loads one of `e2e/data/`. */
  async loadData(name: string) {
    await this.load(dataFile(name), name)
  }

  // ---- Files: drag and drop onto the window ----

  /**
   * Drags a file from the desktop onto the window and drops it: a `DataTransfer` holding a
   * `File` is made in the page, then dragenter, dragover and drop are dispatched where a
   * person would let go (the middle of the form), bubbling up to the window.
   */
  async dropFile(file: { name: string; mimeType: string; buffer: Buffer }) {
    const dataTransfer = await this.page.evaluateHandle(
      ({ name, mimeType, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        const dt = new DataTransfer()
        dt.items.add(new File([bytes], name, { type: mimeType }))
        return dt
      },
      { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
    )
    await this.form.dispatchEvent('dragenter', { dataTransfer })
    await expect(this.dropOverlay).toBeVisible()
    await this.form.dispatchEvent('dragover', { dataTransfer })
    await this.page.locator('body').dispatchEvent('drop', { dataTransfer })
    await expect(this.dropOverlay).toBeHidden()
    await dataTransfer.dispose()
  }

  // ---- Autosave (browser storage) ----

  /**
   * The autosave envelope as the editor keeps it now (IndexedDB, or localStorage where
   * IndexedDB is refused), read through the page's test API; null when there is none.
   */
  async savedEnvelope(): Promise<{ version: number; format: string; text: string } | null> {
    return (await this.page.evaluate(() => window.swaigStudio!.readAutosave())) as {
      version: number
      format: string
      text: string
    } | null
  }
  /** The unreadable autosave the editor kept aside, exactly as it was stored (null if none). */
  async autosaveKeptAside(): Promise<unknown> {
    return this.page.evaluate(() => window.swaigStudio!.readAutosaveKeptAside())
  }
  /**
   * Puts values in this browser's autosave storage (IndexedDB) before the editor opens, as an
   * earlier visit would have left them (the page on the same origin is a static file, not the
   * editor). Strings are stored as they are: the editor reads an envelope as JSON text too.
   */
  async seedStorage(entries: Record<string, unknown>) {
    await this.page.goto('/favicon.svg')
    await this.page.evaluate(
      async ({ db: name, store, entries }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open(name)
          req.onupgradeneeded = () => req.result.createObjectStore(store)
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error)
        })
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(store, 'readwrite')
          for (const [k, v] of Object.entries(entries)) tx.objectStore(store).put(v, k)
          tx.oncomplete = () => resolve()
          tx.onabort = () => reject(tx.error)
        })
        db.close()
      },
      { db: AUTOSAVE_DB, store: AUTOSAVE_STORE, entries },
    )
  }
  /** Puts values in localStorage before the editor opens, as earlier versions saved there. */
  async seedLocalStorage(entries: Record<string, string>) {
    await this.page.goto('/favicon.svg')
    await this.page.evaluate((all) => {
      for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v)
    }, entries)
  }
  /** What localStorage holds under `key` (null when nothing). */
  async localStorageItem(key: string): Promise<string | null> {
    return this.page.evaluate((k) => localStorage.getItem(k), key)
  }

  // ---- Layout ----

  async pageScrollsHorizontally(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    )
  }
}
