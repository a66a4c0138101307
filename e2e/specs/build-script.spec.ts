import { test, expect, type StudioPage } from '../fixtures'

/*
 * "Done means: Playwright specs that build, through the forms only, a script with: a function
 * with three parameters (one required, one enum), fillers in two languages plus default, a
 * data_map with one expression and one POST webhook with a foreach, credentials in a
 * web_hook_url, all three reserved hooks, an include with user/pass and defaults with auth — and
 * then compare the exported JSON with the expected document."
 *
 * Everything below is clicked and typed in the forms: no code pane, no loading of a prepared
 * script. Each part is built and exported on its own, then the whole script end to end.
 */

// ---- The expected document, written out in full --------------------------------------------

const BOOK_TABLE = {
  function: 'book_table',
  description: 'Book a table for the caller and confirm it.',
  parameters: {
    type: 'object',
    properties: {
      party_size: {
        type: 'integer',
        description: 'How many people are coming',
      },
      arrival_time: {
        type: 'string',
        description: 'When they arrive, as HH:MM',
      },
      seating: {
        type: 'string',
        description: 'Where they would like to sit',
        enum: ['indoor', 'terrace'],
        default: 'indoor',
      },
    },
    required: ['party_size'],
  },
  // Credentials typed in the sign-in fields are written before the address (the spec's form).
  web_hook_url: 'bookings:tabl3-s3cret@https://api.example.com/swaig/book_table',
  fillers: {
    'en-US': ['One moment, I am checking the book.', 'Still looking, thank you for waiting.'],
    'es-ES': ['Un momento, estoy mirando la agenda.'],
    default: ['One moment, please.'],
  },
}

const GET_FORECAST = {
  function: 'get_forecast',
  description: 'Tell the caller the weather forecast for the city of their visit.',
  parameters: {
    type: 'object',
    properties: {
      city: {
        type: 'string',
        description: 'The city of the visit',
      },
    },
    required: ['city'],
  },
  data_map: {
    expressions: [
      {
        string: '${args.city}',
        pattern: '^\\s*$',
        output: {
          response: 'Ask the caller which city they mean.',
        },
      },
    ],
    webhooks: [
      {
        url: 'https://api.example.com/forecast',
        // "Add webhook" starts a webhook with its URL and output; what is set next follows.
        output: {
          response: 'The forecast for ${args.city}: ${forecast}',
        },
        method: 'POST',
        input_args_as_params: true,
        require_args: 'city',
        foreach: {
          input_key: 'days',
          output_key: 'forecast',
          append: '${this.day}: ${this.summary}. ',
          max: 3,
        },
      },
    ],
  },
}

// The hooks, as the "Call lifecycle hooks" buttons add them and their form fills them in.
const START_HOOK = { function: 'start_hook', description: 'Tell the bistro a call started.' }
const STOP_HOOK = { function: 'stop_hook', description: 'Tell the bistro the call ended.' }
const SUMMARIZE_CONVERSATION = {
  function: 'summarize_conversation',
  description: 'Receive the summary of the call.',
}

const DEFAULTS = {
  web_hook_url: 'https://api.example.com/swaig',
  web_hook_auth_user: 'studio',
  web_hook_auth_pass: 'd3fault-s3cret',
}

const INCLUDE = {
  url: 'https://functions.example.com/swaig',
  functions: ['transfer_call', 'send_sms'],
  user: 'remote',
  pass: 'r3mote-s3cret',
}

/** The starter script (the "Order lookup" template of "New script") with `SWAIG` replaced. */
function scriptWith(SWAIG: Record<string, unknown>) {
  return {
    version: '1.0.0',
    sections: {
      main: [
        {
          answer: {},
        },
        {
          ai: {
            prompt: {
              text: 'You are the friendly phone assistant of Example Bakery. Help callers check on an order: ask for the order number, look it up, and tell them its status in plain words.',
            },
            post_prompt: {
              text: 'Summarize the call in two sentences. Include the order number if the caller gave one.',
            },
            post_prompt_url: 'https://example.com/call-summary',
            SWAIG,
          },
        },
      ],
    },
  }
}

const WHOLE_SCRIPT = scriptWith({
  functions: [BOOK_TABLE, GET_FORECAST, START_HOOK, STOP_HOOK, SUMMARIZE_CONVERSATION],
  defaults: DEFAULTS,
  includes: [INCLUDE],
})

// ---- What a script designer does, part by part ----------------------------------------------

/** Deletes the starter's function: the list is empty and Script settings is shown. */
async function clearFunctions(studio: StudioPage) {
  await test.step('delete the starter function', async () => {
    await studio.fn.expectShowing('lookup_order')
    await studio.fn.delete.click()
    await expect(studio.list.root.getByText('No functions yet.')).toBeVisible()
  })
}

/** "Add function", then its name and description. */
async function addFunction(studio: StudioPage, name: string, description: string) {
  await studio.list.addFunction.click()
  await studio.fn.expectShowing('new_function')
  await studio.fn.name.fill(name)
  await studio.fn.description.fill(description)
  await studio.fn.expectShowing(name)
}

async function addBookTableParameters(studio: StudioPage) {
  await test.step('book_table: three parameters, one required, one with allowed values', async () => {
    const { parameters } = studio.fn
    await parameters.addParameter({
      name: 'party_size',
      type: 'Whole number (integer)',
      description: 'How many people are coming',
      required: true,
    })
    await parameters.addParameter({
      name: 'arrival_time',
      description: 'When they arrive, as HH:MM',
    })
    await parameters.addParameter({
      name: 'seating',
      description: 'Where they would like to sit',
      allowed: ['indoor', 'terrace'],
      default: 'indoor',
    })
    expect(await parameters.names()).toEqual(['party_size', 'arrival_time', 'seating'])
  })
}

async function setBookTableWebhook(studio: StudioPage) {
  await test.step('book_table: a webhook URL with a user and a password', async () => {
    const url = studio.fn.webHookUrl
    await url.fill({
      url: 'https://api.example.com/swaig/book_table',
      user: 'bookings',
      password: 'tabl3-s3cret',
    })
    // The address field keeps showing the address alone; the credentials have their own fields.
    await expect(url.address).toHaveValue('https://api.example.com/swaig/book_table')
    await expect(url.password).toHaveAttribute('type', 'password')
  })
}

async function addBookTableFillers(studio: StudioPage) {
  await test.step('book_table: fillers in English, Spanish and the default', async () => {
    const { fillers } = studio.fn
    await fillers.addLanguage('en-US', BOOK_TABLE.fillers['en-US'])
    await fillers.addLanguage('es-ES', BOOK_TABLE.fillers['es-ES'])
    await fillers.addLanguage('default', BOOK_TABLE.fillers.default)
  })
}

async function buildBookTable(studio: StudioPage) {
  await addFunction(studio, BOOK_TABLE.function, BOOK_TABLE.description)
  await addBookTableParameters(studio)
  await setBookTableWebhook(studio)
  await addBookTableFillers(studio)
}

async function buildGetForecast(studio: StudioPage) {
  await test.step('get_forecast: one required parameter', async () => {
    await addFunction(studio, GET_FORECAST.function, GET_FORECAST.description)
    await studio.fn.parameters.addParameter({
      name: 'city',
      description: 'The city of the visit',
      required: true,
    })
  })

  const { dataMap } = studio.fn
  await test.step('get_forecast: an expression that asks for the city when there is none', async () => {
    await dataMap.addExpression.click()
    const expression = dataMap.expression(1)
    await expression.text.fill('${args.city}')
    await expression.pattern.fill('^\\s*$')
    await expression.response.fill('Ask the caller which city they mean.')
  })

  await test.step('get_forecast: a POST webhook that lists the days of the reply', async () => {
    await dataMap.addWebhook.click()
    const webhook = dataMap.webhook(1)
    await webhook.url.address.fill('https://api.example.com/forecast')
    await webhook.response.fill('The forecast for ${args.city}: ${forecast}')
    await webhook.method.selectOption('POST')
    await webhook.inputsAsBody.check()
    await webhook.requiredInputs.fill('city')
    await webhook.addForeach.click()
    await webhook.listInReply.fill('days')
    await webhook.resultName.fill('forecast')
    await webhook.textPerElement.fill('${this.day}: ${this.summary}. ')
    await webhook.maximumElements.fill('3')
  })
}

async function addHooks(studio: StudioPage) {
  await test.step('the three call lifecycle hooks', async () => {
    for (const hook of [START_HOOK, STOP_HOOK, SUMMARIZE_CONVERSATION]) {
      await studio.list.addHookButton(hook.function).click()
      await studio.fn.expectShowing(hook.function)
      // The hook's own form says what it is, and writes nothing the person did not type.
      await expect(studio.hook.about).toBeVisible()
      expect((await studio.ai()).SWAIG?.functions?.at(-1)).toEqual({ function: hook.function })
      await studio.hook.description.fill(hook.description)
      // Added once: the hook's button now selects it.
      await expect(studio.list.addHookButton(hook.function)).toHaveCount(0)
      await expect(studio.list.hook(hook.function)).toHaveAttribute('aria-current', 'true')
    }
  })
}

async function setFunctionSettings(studio: StudioPage) {
  const { swaig } = studio
  await test.step('function settings: a default webhook with its own user and password', async () => {
    await studio.list.openFunctionSettings()
    await expect(swaig.heading).toBeVisible()
    await swaig.defaultUrl.address.fill(DEFAULTS.web_hook_url)
    await swaig.webhookUser.fill(DEFAULTS.web_hook_auth_user)
    await swaig.webhookPassword.fill(DEFAULTS.web_hook_auth_pass)
    await expect(swaig.webhookPassword).toHaveAttribute('type', 'password')
  })

  await test.step('function settings: a remote function set with a user and a password', async () => {
    await swaig.addRemoteFunctionSet.click()
    const set = swaig.remoteFunctionSet(1)
    await set.url.address.fill(INCLUDE.url)
    await set.addFunctionNames(INCLUDE.functions)
    await set.user.fill(INCLUDE.user)
    await set.password.fill(INCLUDE.pass)
    await expect(set.password).toHaveAttribute('type', 'password')
    // The set's own sign-in, not the URL's: the URL stays without credentials.
    await expect(set.url.user).toHaveValue('')
    await expect(set.url.address).toHaveValue(INCLUDE.url)
  })
}

/** Export → Download JSON (a script with errors would ask first: that fails the test). */
async function exportJson(studio: StudioPage) {
  await expect(studio.header.getByRole('button', { name: /^Problems/ })).not.toContainText('error')
  const file = await studio.toolbar.download('JSON')
  expect(file.name).toBe('swaig-script.json')
  return JSON.parse(file.text) as ReturnType<typeof scriptWith>
}

type Exported = ReturnType<typeof scriptWith>
const swaigOf = (doc: Exported) =>
  (doc.sections.main[1]!.ai as { SWAIG: Record<string, unknown> }).SWAIG
const functionsOf = (doc: Exported) => swaigOf(doc).functions as Record<string, unknown>[]

/** `fn` with only these keys, in its order. */
const only = (fn: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(fn).filter(([key]) => keys.includes(key)))

/**
 * The editor promises key order: each function's keys (at every depth) come in the order they
 * were added. JSON.stringify writes keys in that order, so the texts are equal only then.
 */
function expectKeyOrder(actual: unknown, expected: unknown) {
  expect(JSON.stringify(actual, null, 2)).toBe(JSON.stringify(expected, null, 2))
}

// ---- The specs ------------------------------------------------------------------------------

test.describe('building a script through the forms only', () => {
  test('a function with three parameters: one required, one with allowed values and a default', async ({
    studio,
  }) => {
    await clearFunctions(studio)
    await addFunction(studio, BOOK_TABLE.function, BOOK_TABLE.description)
    await addBookTableParameters(studio)

    const doc = await exportJson(studio)
    const expected = only(BOOK_TABLE, ['function', 'description', 'parameters'])
    expect(doc).toEqual(scriptWith({ functions: [expected] }))
    expectKeyOrder(functionsOf(doc)[0], expected)
  })

  test('a webhook URL with credentials, and fillers in two languages plus default', async ({
    studio,
  }) => {
    await clearFunctions(studio)
    await addFunction(studio, BOOK_TABLE.function, BOOK_TABLE.description)
    await setBookTableWebhook(studio)
    await addBookTableFillers(studio)

    const doc = await exportJson(studio)
    const expected = only(BOOK_TABLE, ['function', 'description', 'web_hook_url', 'fillers'])
    expect(doc).toEqual(scriptWith({ functions: [expected] }))
    expectKeyOrder(functionsOf(doc)[0], expected)
  })

  test('a data_map with one expression and one POST webhook with a foreach', async ({ studio }) => {
    await clearFunctions(studio)
    await buildGetForecast(studio)

    const doc = await exportJson(studio)
    expect(doc).toEqual(scriptWith({ functions: [GET_FORECAST] }))
    expectKeyOrder(functionsOf(doc)[0], GET_FORECAST)
  })

  test('the three reserved hooks, defaults with auth and a remote function set with user and pass', async ({
    studio,
  }) => {
    await clearFunctions(studio)
    await addHooks(studio)
    await setFunctionSettings(studio)

    const doc = await exportJson(studio)
    const expected = scriptWith({
      functions: [START_HOOK, STOP_HOOK, SUMMARIZE_CONVERSATION],
      defaults: DEFAULTS,
      includes: [INCLUDE],
    })
    expect(doc).toEqual(expected)
    expectKeyOrder(functionsOf(doc), functionsOf(expected))
    expectKeyOrder(swaigOf(doc), swaigOf(expected))
  })

  test('the whole script, end to end from "New script"', async ({ studio }) => {
    test.slow()
    // Something to throw away first, so that "New script" has work to do.
    await studio.fn.description.fill('A draft that will be thrown away.')
    await studio.toolbar.startNewScript('Start new script', 'Order lookup')
    await expect(studio.fn.description).toHaveValue(
      'Look up an order by its number and tell the caller its status.',
    )

    await clearFunctions(studio)
    await buildBookTable(studio)
    await buildGetForecast(studio)
    await addHooks(studio)
    await setFunctionSettings(studio)
    // The hooks are listed under "Call lifecycle hooks", not with the functions.
    await studio.list.expectNames(['book_table', 'get_forecast'])
    for (const hook of ['start_hook', 'stop_hook', 'summarize_conversation'])
      await expect(studio.list.hook(hook)).toBeVisible()

    const doc = await exportJson(studio)
    expect(doc).toEqual(WHOLE_SCRIPT)
    expectKeyOrder(functionsOf(doc), functionsOf(WHOLE_SCRIPT))
    expectKeyOrder(swaigOf(doc), swaigOf(WHOLE_SCRIPT))
  })
})
