import { expect, type Locator, type Page } from '@playwright/test'

/** The "Test" tab of the right pane: try the selected function, keep test cases. */
export class TestPanel {
  readonly tab: Locator
  readonly panel: Locator
  readonly result: Locator
  readonly heard: Locator
  readonly actions: Locator
  readonly steps: Locator
  readonly request: Locator
  readonly allowSend: Locator
  readonly runAllButton: Locator
  readonly resultsPerFunction: Locator

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Test', exact: true })
    this.panel = page.getByRole('tabpanel', { name: 'Test', exact: true })
    this.result = this.panel.getByRole('region', { name: /^Result/ })
    this.heard = this.panel.getByLabel('The agent hears')
    this.actions = this.panel.getByRole('list', { name: 'Actions' })
    this.steps = this.panel.getByRole('list', { name: 'Steps' }).getByRole('listitem')
    this.request = this.panel.getByLabel('The request', { exact: true })
    this.allowSend = this.panel.getByRole('switch', { name: 'Allow sending to my server' })
    this.runAllButton = this.panel.getByRole('button', { name: 'Run all', exact: true })
    this.resultsPerFunction = this.panel.getByRole('list', { name: 'Results per function' })
  }

  async open() {
    await this.tab.click()
    await expect(this.tab).toHaveAttribute('aria-selected', 'true')
    await expect(this.panel.getByRole('region', { name: /^All test cases/ })).toBeVisible()
  }
  /** An argument's field in the arguments form (labelled by the parameter's name). */
  arg(name: string): Locator {
    return this.panel.getByRole('region', { name: 'Arguments' }).getByLabel(name, { exact: true })
  }
  /** The reply editor of request `n` (1-based): a group named after the request. */
  reply(n: number): Locator {
    return this.panel.getByRole('group', { name: new RegExp(`^Reply (to webhook ${n}:|from )`) })
  }
  replyBody(n = 1): Locator {
    return this.reply(n).getByLabel('Reply body')
  }
  async run() {
    await this.panel.getByRole('button', { name: 'Run', exact: true }).click()
    await expect(this.result).toBeVisible()
  }
  /** The step of the trace whose tag is `tag` (`request`, `reply`, `foreach`, `output`…). */
  step(tag: string): Locator {
    return this.steps.filter({
      has: this.page.locator('.test-step-tag', { hasText: new RegExp(`^${tag}$`) }),
    })
  }
  async saveCase(name: string) {
    await this.panel.getByLabel('Case name').fill(name)
    await this.panel.getByRole('button', { name: 'Save as case', exact: true }).click()
  }
  /** The names of the saved cases of a function, as listed. */
  cases(fn: string): Locator {
    return this.panel.getByRole('list', { name: `Cases of ${fn}` }).locator('.test-case-name')
  }
  async runAll() {
    await this.runAllButton.click()
    await expect(this.resultsPerFunction).toBeVisible()
  }
  /** The "Run all" line of a function: pass or fail, with its counts. */
  functionResult(fn: string): Locator {
    return this.resultsPerFunction.getByRole('listitem').filter({ hasText: fn }).first()
  }
}
