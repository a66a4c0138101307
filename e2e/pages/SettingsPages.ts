import { expect, type Locator, type Page } from '@playwright/test'

/** The settings pages of the script, as the outline names them. */
export type SettingsPageName =
  | 'Script settings'
  | 'Agent behaviour'
  | 'Languages and speech'
  | 'Conversation flow'
  | 'Function settings'

/**
 * The settings pages of the `ai` step (buttons of the "Script outline"): their sections, which
 * open and close, and their fields, reached by label.
 */
export class SettingsPages {
  readonly outline: Locator
  readonly main: Locator
  readonly heading: Locator
  /** Agent behaviour's search box. */
  readonly findSetting: Locator

  constructor(readonly page: Page) {
    this.outline = page.getByRole('navigation', { name: 'Script outline' })
    this.main = page.getByRole('main')
    this.heading = this.main.getByRole('heading', { level: 2 })
    this.findSetting = this.main.getByRole('searchbox', { name: 'Find a setting' })
  }

  pageButton(name: SettingsPageName): Locator {
    return this.outline.getByRole('button', { name, exact: true })
  }

  async open(name: SettingsPageName) {
    await this.pageButton(name).click()
    await expect(this.pageButton(name)).toHaveAttribute('aria-current', 'true')
    await expect(this.heading).toHaveText(name)
  }

  /** A section of a page ("Timing and turn-taking", "Languages"…), by its title. */
  section(title: string): Locator {
    return this.main.getByRole('region', { name: title, exact: true })
  }
  /** The button that opens or closes a section. */
  sectionToggle(title: string): Locator {
    return this.main.getByRole('button', { name: new RegExp(`^${title}( |$)`) })
  }
  async openSection(title: string) {
    const toggle = this.sectionToggle(title).first()
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }

  /** A field of the page by its label, within `scope` (the page by default). */
  field(label: string, scope: Locator = this.main): Locator {
    return scope.getByLabel(label, { exact: true })
  }
  /** A card of a list (a language, a stage, a step…), by its group name ("Language 1: English"). */
  card(name: string | RegExp): Locator {
    return this.main.getByRole('group', { name })
  }
  button(name: string | RegExp, scope: Locator = this.main): Locator {
    return scope.getByRole('button', { name, exact: typeof name === 'string' })
  }
}
