import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page } from '@playwright/test'

/** A file as `setInputFiles` takes it: a path on disk, or a name and its bytes. */
export type FileInput = string | { name: string; mimeType: string; buffer: Buffer }

export type ExportItem = 'Download JSON' | 'Download YAML' | 'Copy JSON' | 'Copy YAML'

/** The header's toolbar: Undo, Redo, New script, Import, Export. */
export class Toolbar {
  readonly root: Locator
  readonly undo: Locator
  readonly redo: Locator
  readonly newScript: Locator
  readonly import: Locator
  /** The (visually hidden) file input the Import button opens. */
  readonly importInput: Locator
  readonly export: Locator
  readonly exportMenu: Locator
  readonly newScriptDialog: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('toolbar', { name: 'Script' })
    this.undo = this.root.getByRole('button', { name: 'Undo', exact: true })
    this.redo = this.root.getByRole('button', { name: 'Redo', exact: true })
    this.newScript = this.root.getByRole('button', { name: 'New script', exact: true })
    this.import = this.root.getByRole('button', { name: 'Import', exact: true })
    this.importInput = page.getByLabel('Import a script file', { exact: true })
    this.export = this.root.getByRole('button', { name: 'Export', exact: true })
    this.exportMenu = page.getByRole('menu')
    this.newScriptDialog = page.getByRole('dialog', { name: 'Start a new script?' })
  }

  /** Import, choosing a file in the file chooser the button opens. */
  async importFile(file: FileInput) {
    const chooser = this.page.waitForEvent('filechooser')
    await this.import.click()
    await (await chooser).setFiles(file)
  }

  /** Sets the labelled file input directly (what assistive technology and drivers reach). */
  async setImportFile(file: FileInput) {
    await this.importInput.setInputFiles(file)
  }

  exportItem(name: ExportItem): Locator {
    return this.exportMenu.getByRole('menuitem', { name })
  }

  async openExportMenu() {
    await this.export.click()
    await expect(this.export).toHaveAttribute('aria-expanded', 'true')
    await expect(this.exportMenu).toBeVisible()
  }

  /**
   * Export → Download JSON/YAML: the file the browser saved, by name and text. A script with
   * errors is exported only after a confirmation: `ifErrors: 'export anyway'` answers it; by
   * default the confirmation fails the test, with the errors it lists.
   */
  async download(
    format: 'JSON' | 'YAML',
    { ifErrors = 'fail' }: { ifErrors?: 'fail' | 'export anyway' } = {},
  ): Promise<{ name: string; text: string }> {
    await this.openExportMenu()
    const download = this.page.waitForEvent('download')
    await this.exportItem(`Download ${format}`).click()
    await this.answerErrorsConfirmation(download, ifErrors)
    const file = await download
    const path = await file.path()
    return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') }
  }

  /** Export → Copy JSON/YAML: the clipboard's text afterwards (needs clipboard permissions). */
  async copy(
    format: 'JSON' | 'YAML',
    { ifErrors = 'fail' }: { ifErrors?: 'fail' | 'export anyway' } = {},
  ): Promise<string> {
    await this.openExportMenu()
    await this.exportItem(`Copy ${format}`).click()
    const copied = this.page
      .getByRole('status')
      .filter({ hasText: `Copied the script as ${format}` })
    await this.answerErrorsConfirmation(copied.waitFor(), ifErrors)
    await expect(copied).toBeVisible()
    return this.page.evaluate(() => navigator.clipboard.readText())
  }

  /** The question Export asks when the script has errors. */
  get errorsDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^The script has (an error|\d+ errors)$/ })
  }

  /** Waits for the export (`done`) or the errors question, and answers the question. */
  private async answerErrorsConfirmation(done: Promise<unknown>, ifErrors: string) {
    const asked = this.errorsDialog
      .waitFor()
      .then(() => 'asked' as const)
      // Never settles a test by itself: once the export is done, the page may close.
      .catch(() => new Promise<never>(() => undefined))
    const outcome = await Promise.race([done.then(() => 'done' as const), asked])
    if (outcome === 'done') return
    if (ifErrors !== 'export anyway') {
      throw new Error(`Export asked to confirm errors:\n${await this.errorsDialog.innerText()}`)
    }
    await this.errorsDialog.getByRole('button', { name: 'Export anyway', exact: true }).click()
    await expect(this.errorsDialog).toBeHidden()
  }

  /**
   * New script, answering the question: "Start new script" from `from` ("Blank script", the
   * default, or a template's name such as "Order lookup"), or "Cancel".
   */
  async startNewScript(answer: 'Start new script' | 'Cancel' = 'Start new script', from?: string) {
    await this.newScript.click()
    await expect(this.newScriptDialog).toBeVisible()
    if (from) await this.templateChoice(from).check()
    await this.newScriptDialog.getByRole('button', { name: answer, exact: true }).click()
    await expect(this.newScriptDialog).toBeHidden()
  }

  /** A choice of the New script dialog: "Blank script" or a template, by name. */
  templateChoice(name: string): Locator {
    return this.newScriptDialog.getByRole('radio', { name, exact: true })
  }
}
