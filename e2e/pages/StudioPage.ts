import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The editor as a QA script sees it: one page object per panel, reached through accessible
 * names (the names are part of the contract: see README, "Testing").
 */
export class StudioPage {
  readonly header: Locator
  readonly functionList: Locator
  readonly code: CodePane
  readonly form: Locator

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner')
    this.functionList = page.getByRole('list', { name: 'Functions' })
    this.code = new CodePane(page)
    this.form = page.getByRole('main')
  }

  /** Opens the editor on a clean browser profile (no autosave) unless told to keep storage. */
  async open() {
    await this.page.goto('/')
    await expect(this.page.getByRole('heading', { name: 'SWAIG Studio' })).toBeVisible()
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true })
  }
  functionItem(name: string) {
    return this.functionList.getByRole('listitem', { name, exact: true })
  }
  async selectFunction(name: string) {
    await this.functionItem(name).getByRole('button', { name, exact: true }).click()
    await expect(this.page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  }
  field(label: string) {
    return this.form.getByLabel(label, { exact: true })
  }
  /** The script as Export would write it, read through the page's QA API. */
  async script(format: 'json' | 'yaml' = 'json'): Promise<string> {
    return this.page.evaluate((f) => window.swaigStudio!.getScript(f), format)
  }
  async scriptJson(): Promise<unknown> {
    return JSON.parse(await this.script('json'))
  }
  async functionNames(): Promise<string[]> {
    const doc = (await this.scriptJson()) as {
      sections: { main: { ai?: { SWAIG?: { functions?: { function: string }[] } } }[] }
    }
    const ai = doc.sections.main.find((s) => s.ai)?.ai
    return (ai?.SWAIG?.functions ?? []).map((f) => f.function)
  }
}

/** Monaco's pane: read and type the JSON. */
export class CodePane {
  readonly region: Locator
  readonly editor: Locator
  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Script JSON' })
    this.editor = this.region.locator('.monaco-editor')
  }
  async ready() {
    await expect(this.editor).toBeVisible({ timeout: 20_000 })
  }
  /** The whole text of the editor's model. */
  async text(): Promise<string> {
    await this.ready()
    return this.page.evaluate(() => window.swaigStudio!.codeText?.() ?? '')
  }
}
