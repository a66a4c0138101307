import { expect, type Locator, type Page } from '@playwright/test'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The left pane ("Script outline"): Script settings, then the functions, with a search box. */
export class FunctionListPanel {
  readonly root: Locator
  readonly settings: Locator
  /** "Function settings": defaults, remote functions, built-in functions. */
  readonly functionSettings: Locator
  /** The "Call lifecycle hooks" list. */
  readonly hooks: Locator
  readonly addFunction: Locator
  readonly search: Locator
  readonly list: Locator
  readonly items: Locator
  readonly count: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('navigation', { name: 'Script outline' })
    this.settings = this.root.getByRole('button', { name: 'Script settings', exact: true })
    this.functionSettings = this.root.getByRole('button', {
      name: 'Function settings',
      exact: true,
    })
    this.hooks = this.root.getByRole('list', { name: 'Call lifecycle hooks', exact: true })
    this.addFunction = this.root.getByRole('button', { name: 'Add function', exact: true })
    this.search = this.root.getByRole('searchbox', { name: 'Search functions' })
    this.list = this.root.getByRole('list', { name: 'Functions', exact: true })
    this.items = this.list.getByRole('listitem')
    this.count = this.root.getByRole('heading', { name: /^Functions \d+$/ })
  }

  /** A function's row, named by the function's name. */
  item(name: string): Locator {
    return this.list.getByRole('listitem', { name, exact: true })
  }
  /** The row's main button (its name is the function's name, then its kind). */
  rowButton(name: string): Locator {
    return this.item(name).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}( |$)`) })
  }
  /** The row's drag handle. */
  handle(name: string): Locator {
    return this.item(name).getByRole('button', { name: `Reorder ${name}`, exact: true })
  }

  async select(name: string) {
    await this.rowButton(name).click()
    await expect(this.rowButton(name)).toHaveAttribute('aria-current', 'true')
  }
  /** The button that adds a reserved hook: "Add start_hook: Runs when the call is answered." */
  addHookButton(name: string): Locator {
    return this.hooks.getByRole('button', {
      name: new RegExp(`^Add ${escapeRegExp(name)}: `),
    })
  }
  /** A hook that is defined: its button selects it. */
  hook(name: string): Locator {
    return this.hooks.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} `) })
  }
  async openFunctionSettings() {
    await this.functionSettings.click()
    await expect(this.functionSettings).toHaveAttribute('aria-current', 'true')
  }
  async openSettings() {
    await this.settings.click()
    await expect(this.settings).toHaveAttribute('aria-current', 'true')
  }

  /** The names of the rows shown, top to bottom. */
  async names(): Promise<string[]> {
    return this.items.evaluateAll((items) =>
      items
        .map((li) => ({
          at: Number(li.getAttribute('aria-posinset')),
          name: document.getElementById(li.getAttribute('aria-labelledby') ?? '')?.textContent,
        }))
        .sort((a, b) => a.at - b.at)
        .map((r) => r.name ?? ''),
    )
  }
  async expectNames(names: string[]) {
    await expect.poll(() => this.names()).toEqual(names)
  }

  /**
   * Drags `name`'s handle with the mouse and drops it on `target`'s row (a real pointer drag:
   * press, move in steps, release).
   */
  async drag(name: string, target: string) {
    const from = await this.handle(name).boundingBox()
    const to = await this.item(target).boundingBox()
    if (!from || !to) throw new Error('rows are not in view')
    const mouse = this.page.mouse
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await mouse.down()
    await mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 8 })
    await mouse.up()
  }
}
