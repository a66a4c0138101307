import { expect, type Locator, type Page } from '@playwright/test'

/*
 * The custom fields of the forms (app/forms/fields), reached through their accessible names.
 * Each class wraps the group (fieldset or role="group") a field renders, so that repeated names
 * ("Description", "User", "Response", …) are always read inside their own part of the form.
 */

/** A text input whose accessible name is exactly `name`, inside `scope`. */
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true })

/**
 * A URL that may carry credentials: the address input, then the group "Sign-in for …" with
 * User, Password (masked until "Show password") written into the URL as `user:password@`.
 */
export class UrlCredentialsField {
  readonly address: Locator
  readonly signIn: Locator
  readonly user: Locator
  readonly password: Locator
  readonly showPassword: Locator

  /** `label` is the address field's name; `signIn` the group's name when it is not "Sign-in for {label}". */
  constructor(scope: Locator, label: string, signIn = `Sign-in for ${label}`) {
    this.address = textbox(scope, label)
    this.signIn = scope.getByRole('group', { name: signIn, exact: true })
    this.user = textbox(this.signIn, 'User')
    this.password = this.signIn.getByLabel('Password', { exact: true })
    this.showPassword = this.signIn.getByRole('button', { name: 'Show password', exact: true })
  }

  async fill({ url, user, password }: { url: string; user?: string; password?: string }) {
    await this.address.fill(url)
    if (user !== undefined) await this.user.fill(user)
    if (password !== undefined) await this.password.fill(password)
  }
}

export interface ParameterSpec {
  name: string
  /** The option's label in "Type", e.g. "Whole number (integer)"; new parameters are text. */
  type?: string
  description: string
  required?: boolean
  /** Allowed values, one per line. */
  allowed?: string[]
  /** The default: picked from the allowed values, or typed. */
  default?: string
}

/** The function's "Parameters" group: one group "Parameter {name}" per parameter. */
export class ParametersEditor {
  readonly root: Locator
  readonly add: Locator

  constructor(main: Locator) {
    this.root = main.getByRole('group', { name: 'Parameters', exact: true })
    this.add = this.root.getByRole('button', { name: 'Add parameter', exact: true })
  }

  parameter(name: string): Locator {
    return this.root.getByRole('group', { name: `Parameter ${name}`, exact: true })
  }
  nameOf(name: string): Locator {
    return textbox(this.parameter(name), 'Parameter name')
  }

  /** The names of the parameters shown, top to bottom. */
  async names(): Promise<string[]> {
    return this.root
      .getByRole('group', { name: /^Parameter / })
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')!.slice(10)))
  }

  /** Add parameter, then fill its row as a person would, field by field. */
  async addParameter(spec: ParameterSpec) {
    await this.add.click()
    // The new row is called new_parameter, and its name gets the focus.
    const name = this.nameOf('new_parameter')
    await expect(name).toBeFocused()
    await name.fill(spec.name)
    const row = this.parameter(spec.name)
    await expect(row).toBeVisible()
    if (spec.type)
      await row
        .getByRole('combobox', { name: 'Type', exact: true })
        .selectOption({ label: spec.type })
    await textbox(row, 'Description').fill(spec.description)
    if (spec.required) {
      const required = row.getByRole('switch', { name: 'Required', exact: true })
      await required.check()
      await expect(required).toBeChecked()
    }
    if (spec.allowed) await textbox(row, 'Allowed values').fill(spec.allowed.join('\n'))
    if (spec.default !== undefined) {
      const fieldDefault = row.getByLabel('Default', { exact: true })
      if (spec.allowed) await fieldDefault.selectOption(spec.default)
      else await fieldDefault.fill(spec.default)
    }
  }
}

/**
 * A fillers editor (a function's "Fillers", or a built-in function's "Fillers of {name}"): one
 * group "Language {code}" per language, its phrases "Phrase {n} of {code}".
 */
export class FillersEditor {
  readonly newLanguage: Locator
  readonly addLanguageButton: Locator

  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {
    this.newLanguage = root.getByRole('combobox', { name: 'New language', exact: true })
    this.addLanguageButton = root.getByRole('button', { name: 'Add language', exact: true })
  }

  language(code: string): Locator {
    return this.root.getByRole('group', { name: `Language ${code}`, exact: true })
  }
  code(code: string): Locator {
    return textbox(this.language(code), 'Language code')
  }
  phrase(code: string, n: number): Locator {
    return textbox(this.language(code), `Phrase ${n} of ${code}`)
  }

  /**
   * Types a language code, adds it (the first phrase gets the focus), then types its phrases,
   * pressing Enter after each but the last (Enter adds the next phrase).
   */
  async addLanguage(code: string, phrases: string[]) {
    await this.newLanguage.fill(code)
    await this.addLanguageButton.click()
    for (const [i, text] of phrases.entries()) {
      const phrase = this.phrase(code, i + 1)
      await expect(phrase).toBeFocused()
      await this.page.keyboard.insertText(text)
      await expect(phrase).toHaveValue(text)
      if (i < phrases.length - 1) await this.page.keyboard.press('Enter')
    }
  }
}

/** One card of a data map's expressions: "Expression {n}". */
export class ExpressionCard {
  readonly text: Locator
  readonly pattern: Locator
  readonly response: Locator
  constructor(readonly root: Locator) {
    this.text = textbox(root, 'Text to test')
    this.pattern = textbox(root, 'Pattern')
    this.response = textbox(root, 'Response')
  }
}

/** One card of a data map's webhooks: "Webhook {n}". */
export class WebhookCard {
  readonly url: UrlCredentialsField
  readonly method: Locator
  readonly inputsAsBody: Locator
  readonly requiredInputs: Locator
  readonly errorKeys: Locator
  readonly addForeach: Locator
  readonly foreach: Locator
  readonly listInReply: Locator
  readonly resultName: Locator
  readonly textPerElement: Locator
  readonly maximumElements: Locator
  readonly output: Locator
  readonly response: Locator

  constructor(
    readonly root: Locator,
    n: number,
  ) {
    this.url = new UrlCredentialsField(root, 'URL', `Sign-in for webhook ${n}`)
    this.method = root.getByRole('combobox', { name: 'Method', exact: true })
    this.inputsAsBody = root.getByRole('switch', { name: 'Send inputs as body', exact: true })
    this.requiredInputs = textbox(root, 'Required inputs')
    this.errorKeys = textbox(root, 'Keys that mean it failed')
    this.addForeach = root.getByRole('button', {
      name: `Turn a list in the reply into text (webhook ${n})`,
      exact: true,
    })
    this.foreach = root.getByRole('group', { name: `List as text of webhook ${n}`, exact: true })
    this.listInReply = textbox(this.foreach, 'List in reply')
    this.resultName = textbox(this.foreach, 'Result name')
    this.textPerElement = textbox(this.foreach, 'Text per element')
    this.maximumElements = textbox(this.foreach, 'Maximum elements')
    this.output = root.getByRole('group', { name: `Output of webhook ${n}`, exact: true })
    this.response = textbox(this.output, 'Response')
  }
}

/** The function's "Data map" group. */
export class DataMapEditor {
  readonly root: Locator
  readonly addExpression: Locator
  readonly addWebhook: Locator
  readonly addFallbackOutput: Locator

  constructor(main: Locator) {
    this.root = main.getByRole('group', { name: 'Data map', exact: true })
    this.addExpression = this.root.getByRole('button', { name: 'Add expression', exact: true })
    this.addWebhook = this.root.getByRole('button', { name: 'Add webhook', exact: true })
    this.addFallbackOutput = this.root.getByRole('button', {
      name: 'Add fallback output',
      exact: true,
    })
  }

  expression(n: number): ExpressionCard {
    return new ExpressionCard(
      this.root.getByRole('group', { name: `Expression ${n}`, exact: true }),
    )
  }
  webhook(n: number): WebhookCard {
    return new WebhookCard(this.root.getByRole('group', { name: `Webhook ${n}`, exact: true }), n)
  }
}

/**
 * One item of "Remote functions" (`SWAIG.includes`): its URL (with its own sign-in), the names
 * of the functions it serves, and the server's user and password.
 */
export class RemoteFunctionSet {
  readonly url: UrlCredentialsField
  readonly functions: Locator
  readonly addFunctionName: Locator
  /** The set's own User and Password (`user`, `pass`), not those of the URL's sign-in. */
  readonly user: Locator
  readonly password: Locator

  constructor(readonly root: Locator) {
    this.url = new UrlCredentialsField(root, 'URL')
    this.functions = root.getByRole('group', { name: 'Functions', exact: true })
    this.addFunctionName = this.functions.getByRole('button', { name: 'Add item', exact: true })
    // The URL's sign-in group has a User and a Password too: these are the other ones.
    const own = root.locator(
      'xpath=.//input[not(ancestor::*[@role="group"][starts-with(@aria-label, "Sign-in for")])]',
    )
    this.user = textbox(root, 'User').and(own)
    this.password = root.getByLabel('Password', { exact: true }).and(own)
  }

  /** The inputs of the function names, in order. */
  functionName(n: number): Locator {
    return this.functions
      .getByRole('listitem')
      .nth(n - 1)
      .getByRole('textbox')
  }

  /** Adds the names one by one ("Add item", then type into the new input). */
  async addFunctionNames(names: string[]) {
    for (const [i, name] of names.entries()) {
      await this.addFunctionName.click()
      await this.functionName(i + 1).fill(name)
    }
  }
}

/** The "Function settings" page: defaults, remote functions, built-in functions and fillers. */
export class SwaigSettingsForm {
  readonly main: Locator
  readonly heading: Locator
  readonly defaults: Locator
  readonly defaultUrl: UrlCredentialsField
  /** `defaults.web_hook_auth_user` */
  readonly webhookUser: Locator
  /** `defaults.web_hook_auth_pass` */
  readonly webhookPassword: Locator
  readonly remoteFunctions: Locator
  readonly addRemoteFunctionSet: Locator
  readonly builtInFunctions: Locator
  readonly builtInFillers: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.heading = this.main.getByRole('heading', { level: 2, name: 'Function settings' })
    this.defaults = this.main.getByRole('group', { name: 'Defaults', exact: true })
    this.defaultUrl = new UrlCredentialsField(this.defaults, 'Webhook URL')
    this.webhookUser = textbox(this.defaults, 'Webhook user')
    this.webhookPassword = this.defaults.getByLabel('Webhook password', { exact: true })
    this.remoteFunctions = this.main.getByRole('group', { name: 'Remote functions', exact: true })
    this.addRemoteFunctionSet = this.remoteFunctions.getByRole('button', {
      name: 'Add remote function set',
      exact: true,
    })
    this.builtInFunctions = this.main.getByRole('group', {
      name: 'Built-in functions',
      exact: true,
    })
    this.builtInFillers = this.main.getByRole('group', {
      name: 'Built-in function fillers',
      exact: true,
    })
  }

  remoteFunctionSet(n: number): RemoteFunctionSet {
    return new RemoteFunctionSet(
      this.remoteFunctions
        .getByRole('group', { name: 'Remote function set', exact: true })
        .nth(n - 1),
    )
  }
}
