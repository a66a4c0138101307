import { expect, type Locator, type Page } from '@playwright/test'

/** The "Client preview" tab of the right pane. */
export class PreviewPanel {
  readonly tab: Locator
  readonly status: Locator
  readonly countdown: Locator
  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Client preview' })
    this.status = page.getByRole('status', { name: 'Connection status' })
    this.countdown = page.getByRole('timer', { name: 'Time until the token expires' })
  }
  async open() {
    await this.tab.click()
    await expect(this.tab).toHaveAttribute('aria-selected', 'true')
  }
  async connect(opts: { minutes?: number; resource?: string; autoRefresh?: boolean } = {}) {
    if (opts.resource !== undefined) await this.page.getByLabel('Resource').fill(opts.resource)
    if (opts.minutes !== undefined)
      await this.page.getByLabel('Expires in (minutes)').fill(String(opts.minutes))
    const auto = this.page.getByRole('switch', { name: 'Refresh automatically' })
    if (opts.autoRefresh !== undefined && (await auto.isChecked()) !== opts.autoRefresh)
      await auto.click()
    await this.page.getByRole('button', { name: 'Connect' }).click()
  }
  claim(name: string) {
    return this.page
      .locator('.claim', { has: this.page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
      .locator('dd')
  }
}
