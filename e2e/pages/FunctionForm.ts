import { expect, type Locator, type Page } from '@playwright/test'
import { DataMapEditor, FillersEditor, ParametersEditor, UrlCredentialsField } from './FieldEditors'

/** The middle pane when a function is selected: its fields and its actions. */
export class FunctionForm {
  readonly main: Locator
  readonly heading: Locator
  /** "Function 2 of 3". */
  readonly position: Locator
  readonly name: Locator
  readonly description: Locator
  readonly active: Locator
  readonly moveUp: Locator
  readonly moveDown: Locator
  readonly duplicate: Locator
  readonly delete: Locator
  readonly parameters: ParametersEditor
  /** `web_hook_url`, with its sign-in (user and password written into the URL). */
  readonly webHookUrl: UrlCredentialsField
  readonly dataMap: DataMapEditor
  readonly fillers: FillersEditor
  readonly waitFileLoops: Locator
  /** The JSON of the keys the form does not know ("Other fields"). */
  readonly otherFields: Locator
  /** The notice of deprecated fields (purpose, argument) at the top of the form. */
  readonly deprecation: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.heading = this.main.getByRole('heading', { level: 2 })
    this.position = this.main.getByText(/^Function \d+ of \d+/)
    this.name = this.field('Name')
    // The function's own Description comes first (ui:order); each parameter has one too.
    this.description = this.field('Description').first()
    this.active = this.main.getByRole('switch', { name: 'Active', exact: true })
    const actions = this.main.getByRole('group', { name: 'Function actions' })
    this.moveUp = actions.getByRole('button', { name: 'Move up', exact: true })
    this.moveDown = actions.getByRole('button', { name: 'Move down', exact: true })
    this.duplicate = actions.getByRole('button', { name: 'Duplicate', exact: true })
    this.delete = actions.getByRole('button', { name: 'Delete', exact: true })
    this.parameters = new ParametersEditor(this.main)
    this.webHookUrl = new UrlCredentialsField(this.main, 'Webhook URL')
    this.dataMap = new DataMapEditor(this.main)
    this.fillers = new FillersEditor(
      page,
      this.main.getByRole('group', { name: 'Fillers', exact: true }),
    )
    this.waitFileLoops = this.main.getByRole('textbox', { name: 'Wait file loops', exact: true })
    this.otherFields = this.main
      .getByRole('region', { name: 'Other fields', exact: true })
      .getByRole('textbox', { name: 'Other fields', exact: true })
    this.deprecation = this.main.getByRole('note', { name: 'Deprecated fields', exact: true })
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true })
  }

  /** Turns the Active switch on or off by clicking its label, as a person does. */
  async setActive(on: boolean) {
    const label = this.active.locator('xpath=ancestor::label[1]')
    await label.getByText('Active', { exact: true }).click()
    await (on ? expect(this.active).toBeChecked() : expect(this.active).not.toBeChecked())
  }

  /** Waits until the form shows function `name`. */
  async expectShowing(name: string) {
    await expect(this.main.getByRole('region', { name, exact: true })).toBeVisible()
    await expect(this.heading).toHaveText(name)
  }
}

/** The middle pane when "Script settings" is selected. */
export class SettingsForm {
  readonly main: Locator
  readonly heading: Locator
  readonly version: Locator
  /** `ai.prompt.text` */
  readonly prompt: Locator
  /** `ai.post_prompt.text` */
  readonly postPrompt: Locator
  /** `ai.post_prompt_url` */
  readonly postPromptUrl: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.heading = this.main.getByRole('heading', { level: 2, name: 'Script settings' })
    this.version = this.field('Version')
    this.prompt = this.main
      .getByRole('group', { name: 'Prompt', exact: true })
      .getByLabel('Instructions', { exact: true })
    this.postPrompt = this.main
      .getByRole('group', { name: 'Summary prompt', exact: true })
      .getByLabel('Summary instructions', { exact: true })
    this.postPromptUrl = this.field('Summary URL')
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true })
  }
}
