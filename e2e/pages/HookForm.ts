import { type Locator, type Page } from '@playwright/test'
import { UrlCredentialsField } from './FieldEditors'

/** The middle pane when a call lifecycle hook is selected: its own form. */
export class HookForm {
  readonly main: Locator
  readonly heading: Locator
  /** "When it runs" and "What it sends". */
  readonly about: Locator
  /** The hook's name: a choice of its spellings (start_hook or startup_hook…). */
  readonly name: Locator
  readonly description: Locator
  readonly webHookUrl: UrlCredentialsField
  readonly delete: Locator
  readonly otherFields: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.heading = this.main.getByRole('heading', { level: 2 })
    this.about = this.main.getByRole('note', { name: 'About this hook' })
    this.name = this.main.getByLabel('Name', { exact: true })
    this.description = this.main.getByRole('textbox', { name: 'Description', exact: true })
    this.webHookUrl = new UrlCredentialsField(this.main, 'Webhook URL')
    this.delete = this.main
      .getByRole('group', { name: 'Hook actions' })
      .getByRole('button', { name: 'Delete', exact: true })
    this.otherFields = this.main.getByRole('textbox', { name: 'Other fields', exact: true })
  }
}
