import { expect, type Locator, type Page } from '@playwright/test'

export interface CodePosition {
  lineNumber: number
  column: number
}
export interface CodeSelection {
  startLineNumber: number
  startColumn: number
  endLineNumber: number
  endColumn: number
}

/**
 * Monaco's pane: the region and textbox named "Script JSON". Typing goes through
 * `keyboard.insertText` (Monaco closes brackets and quotes as you type, which breaks
 * `keyboard.type`); the cursor and the model's text are read through the page's QA API.
 */
export class CodePane {
  readonly region: Locator
  /** Monaco's hidden textarea: what has focus while the person types in the editor. */
  readonly textbox: Locator
  readonly editor: Locator
  /** The parse error shown above the editor while the JSON does not parse. */
  readonly error: Locator

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Script JSON' })
    this.textbox = this.region.getByRole('textbox', { name: 'Script JSON' })
    this.editor = this.region.locator('.monaco-editor')
    this.error = this.region.getByRole('alert').filter({ hasText: /^Line \d+, column \d+:/ })
  }

  /** Waits for Monaco to load (it is a lazy chunk) and show the script. */
  async ready() {
    await expect(this.editor).toBeVisible({ timeout: 20_000 })
    await expect
      .poll(() => this.page.evaluate(() => typeof window.swaigStudio?.codeText), {
        timeout: 20_000,
      })
      .toBe('function')
  }

  /** The whole text of the editor's model. */
  async text(): Promise<string> {
    await this.ready()
    return this.page.evaluate(() => window.swaigStudio!.codeText?.() ?? '')
  }
  /** The text, parsed (throws when the pane does not hold valid JSON). */
  async json(): Promise<unknown> {
    return JSON.parse(await this.text())
  }

  async cursor(): Promise<CodePosition | null> {
    return this.page.evaluate(() => window.swaigStudio!.codeCursor?.() ?? null)
  }
  async selection(): Promise<CodeSelection | null> {
    return this.page.evaluate(() => window.swaigStudio!.codeSelection?.() ?? null)
  }

  /** A rendered line of the editor that shows `text` (the script is short enough to be in view). */
  line(text: string): Locator {
    return this.region.locator('.view-line', { hasText: text }).first()
  }

  /**
   * Clicks the line showing `text` near its left edge, then puts the cursor at the start of its
   * text (Home: the first non-blank character) or at its end.
   */
  async placeCursorOn(text: string, where: 'start' | 'end'): Promise<CodePosition> {
    await this.ready()
    await this.line(text).click({ position: { x: 4, y: 4 } })
    await expect(this.textbox).toBeFocused()
    // From column 1, Home goes to the first non-blank character.
    await this.page.keyboard.press(where === 'end' ? 'End' : 'Home')
    const position = await this.cursor()
    if (!position) throw new Error('Monaco has no cursor')
    return position
  }

  /** The text of the line the cursor is on. */
  async lineAtCursor(): Promise<string> {
    const [text, at] = await Promise.all([this.text(), this.cursor()])
    return text.split('\n')[(at?.lineNumber ?? 1) - 1] ?? ''
  }

  /**
   * Selects the first occurrence of `search` (on one line) the way a person would: Find
   * (Ctrl+F) from the top, type it, Escape; the match stays selected.
   */
  async find(search: string) {
    await this.focus()
    await this.page.keyboard.press('ControlOrMeta+Home')
    await this.page.keyboard.press('ControlOrMeta+f')
    const findInput = this.region.getByRole('textbox', { name: 'Find' })
    await expect(findInput).toBeFocused()
    await this.page.keyboard.press('ControlOrMeta+a')
    await this.page.keyboard.insertText(search)
    await expect(this.region.getByText(/^1 of \d+$/)).toBeVisible()
    await this.page.keyboard.press('Escape')
    await expect(this.textbox).toBeFocused()
    const text = await this.text()
    const selected = await this.selection()
    if (!selected) throw new Error('Monaco has no selection')
    const lines = text.split('\n')
    const got = lines[selected.startLineNumber - 1]!.slice(
      selected.startColumn - 1,
      selected.startLineNumber === selected.endLineNumber ? selected.endColumn - 1 : undefined,
    )
    expect(got, `Find should select "${search}"`).toBe(search)
  }

  /**
   * Replaces the first occurrence of `search`: select it, delete it, type the replacement.
   * (Typing straight over a selection with `insertText` confuses Monaco's textarea diffing when
   * the old and new text share a prefix or suffix, as a paste over a selection does not.)
   */
  async replaceText(search: string, replacement: string) {
    await this.find(search)
    await this.page.keyboard.press('Backspace')
    if (replacement) await this.page.keyboard.insertText(replacement)
  }

  /** Focuses the editor (clicking into its text), keeping what it holds. */
  async focus() {
    await this.ready()
    // In the middle of the editor's box (the text area itself may be scrolled far sideways).
    await this.editor.click()
    await expect(this.textbox).toBeFocused()
  }

  /** Types text at the cursor as a person pasting or typing would, without auto-closing. */
  async insertText(text: string) {
    await expect(this.textbox).toBeFocused()
    await this.page.keyboard.insertText(text)
  }

  /** Selects everything in the editor and pastes the clipboard (needs clipboard permissions). */
  async pasteOverAll() {
    await this.focus()
    await this.page.keyboard.press('ControlOrMeta+a')
    await this.page.keyboard.press('ControlOrMeta+v')
  }

  /** Leaves the editor (the pane commits the text at once on blur). */
  async blur() {
    await this.page.getByRole('heading', { name: 'SWAIG Studio' }).click()
    await expect(this.textbox).not.toBeFocused()
  }
}
