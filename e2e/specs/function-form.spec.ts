import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, type StudioPage } from '../fixtures'

/*
 * Behaviours of the function form that the issue names, one story each: renaming a filler
 * language, a reserved name, the deprecated purpose, unknown keys, wait_file_loops' type and the
 * masked password of a web_hook_url.
 */

const CORPUS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus')
const CALENDAR = join(CORPUS, 'signalwire__digital_employees__ai_calendar_perl.json')

/** A script with these functions (and the starter's prompt), as a file to import. */
function scriptFile(name: string, functions: Record<string, unknown>[]) {
  const doc = {
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: { text: 'You are a helpful assistant.' },
            SWAIG: { functions },
          },
        },
      ],
    },
  }
  return {
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(`${JSON.stringify(doc, null, 2)}\n`),
  }
}

/** Imports a script file with the Import button's file input, and waits for it to open. */
async function importScript(studio: StudioPage, file: ReturnType<typeof scriptFile> | string) {
  await studio.toolbar.setImportFile(file)
  const name = typeof file === 'string' ? file.split('/').pop()! : file.name
  await expect(studio.notice(`Opened ${name}`)).toBeVisible()
}

/** The functions of the exported JSON. */
async function exportedFunctions(studio: StudioPage) {
  const { text } = await studio.toolbar.download('JSON', { ifErrors: 'export anyway' })
  const doc = JSON.parse(text) as { sections: { main: { ai?: { SWAIG: { functions: [] } } }[] } }
  return doc.sections.main.find((step) => step.ai)!.ai!.SWAIG.functions as Record<string, unknown>[]
}

test('renaming a filler language in place keeps the focus, the phrases and the order', async ({
  studio,
  page,
}) => {
  await importScript(
    studio,
    scriptFile('fillers.json', [
      {
        function: 'get_weather',
        description: 'Get the weather.',
        web_hook_url: 'https://example.com/swaig',
        fillers: { en: ['One moment.', 'Almost there.'], default: ['Please hold.'] },
      },
    ]),
  )
  const { fillers } = studio.fn
  // The designer meant en-US: they click at the end of the code and type the rest.
  await fillers.code('en').click()
  await page.keyboard.press('End')
  let code = 'en'
  for (const key of '-US') {
    await page.keyboard.type(key)
    code += key
    // Every keystroke renames the language, and the same input keeps the focus.
    await expect(fillers.code(code)).toBeFocused()
    await expect(fillers.code(code)).toHaveValue(code)
  }
  await expect(fillers.phrase('en-US', 1)).toHaveValue('One moment.')
  await expect(fillers.phrase('en-US', 2)).toHaveValue('Almost there.')
  await expect(fillers.language('en')).toHaveCount(0)

  // Clearing the code on the way to another one is not committed: the language keeps its
  // phrases and its place, and the field says what is missing.
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
  await expect(fillers.code('en-US')).toBeFocused()
  await expect(fillers.code('en-US')).toHaveValue('')
  await expect(fillers.language('en-US').getByRole('alert')).toContainText('Type a language code')
  await page.keyboard.type('fr-FR')
  await expect(fillers.code('fr-FR')).toBeFocused()

  const [fn] = await exportedFunctions(studio)
  expect(fn!.fillers).toEqual({
    'fr-FR': ['One moment.', 'Almost there.'],
    default: ['Please hold.'],
  })
  expect(Object.keys(fn!.fillers as object)).toEqual(['fr-FR', 'default'])
})

test.describe('renaming a function to a reserved name', () => {
  const dialog = (studio: StudioPage) =>
    studio.page.getByRole('dialog', { name: 'Use the reserved name “start_hook”?' })

  test('asks first; "No, keep the old name" puts the old name back', async ({ studio, page }) => {
    await studio.fn.name.fill('start_hook')
    await page.keyboard.press('Tab')

    await expect(dialog(studio)).toBeVisible()
    await expect(dialog(studio)).toContainText('the agent never calls it')
    await dialog(studio).getByRole('button', { name: 'No, keep the old name', exact: true }).click()
    await expect(dialog(studio)).toBeHidden()

    await studio.fn.expectShowing('lookup_order')
    await expect(studio.fn.name).toHaveValue('lookup_order')
    await expect(studio.list.item('lookup_order')).toBeVisible()
    await expect(studio.list.addHookButton('start_hook')).toBeVisible()
    expect((await exportedFunctions(studio)).map((f) => f.function)).toEqual(['lookup_order'])
  })

  test('"Yes, use the built-in behaviour" keeps it, and the function becomes the start hook', async ({
    studio,
    page,
  }) => {
    await studio.fn.name.fill('start_hook')
    await page.keyboard.press('Tab')
    await dialog(studio)
      .getByRole('button', { name: 'Yes, use the built-in behaviour', exact: true })
      .click()
    await expect(dialog(studio)).toBeHidden()

    await studio.fn.expectShowing('start_hook')
    await expect(studio.fn.main.getByText(/^Call lifecycle hook/)).toBeVisible()
    await expect(studio.list.hook('start_hook')).toHaveAttribute('aria-current', 'true')
    await expect(studio.list.addHookButton('start_hook')).toHaveCount(0)
    // Confirmed as intended: no "reserved-name" warning although it has parameters.
    await expect(studio.header.getByRole('button', { name: /^Problems/ })).toContainText(
      'No problems',
    )
    const [fn] = await exportedFunctions(studio)
    expect(fn).toMatchObject({ function: 'start_hook', parameters: { required: ['order_number'] } })
    // The key keeps its place.
    expect(Object.keys(fn!)[0]).toBe('function')

    // Leaving the field again does not ask again.
    await studio.fn.name.focus()
    await page.keyboard.press('Tab')
    await expect(dialog(studio)).toBeHidden()
  })

  test('"No, keep the old name" gives a function added after another one its own name back', async ({
    studio,
    page,
  }) => {
    await studio.list.addFunction.click()
    await studio.fn.expectShowing('new_function')
    await studio.fn.name.fill('start_hook')
    await page.keyboard.press('Tab')
    await dialog(studio).getByRole('button', { name: 'No, keep the old name', exact: true }).click()

    // Its own name, not the name of the function shown before it.
    await studio.fn.expectShowing('new_function')
    await studio.list.expectNames(['lookup_order', 'new_function'])
    await expect.poll(() => studio.functionNames()).toEqual(['lookup_order', 'new_function'])
  })

  test('asks also when the function shown before was a hook', async ({ studio, page }) => {
    await studio.list.openSettings()
    await studio.list.addHookButton('stop_hook').click()
    await studio.fn.expectShowing('stop_hook')
    await studio.selectFunction('lookup_order')

    await studio.fn.name.fill('start_hook')
    await page.keyboard.press('Tab')
    await expect(dialog(studio)).toBeVisible()
    await dialog(studio).getByRole('button', { name: 'No, keep the old name', exact: true }).click()
    await studio.fn.expectShowing('lookup_order')
  })
})

test.describe('the deprecated purpose, in a real script', () => {
  test.skip(!existsSync(CALENDAR), `../shared is absent: ${CALENDAR} is a corpus script`)

  test('shows a notice, and "Use description instead" moves it to description in its place', async ({
    studio,
  }) => {
    await importScript(studio, CALENDAR)
    await studio.selectFunction('send_message')
    const notice = studio.fn.deprecation
    await expect(notice).toContainText('purpose is deprecated.')
    await expect(notice).toContainText('argument is deprecated.')
    // The purpose shows in the Description editor, labelled with the name the file uses.
    const asPurpose = studio.fn.field('Description — written as “purpose”')
    await expect(asPurpose).toHaveValue('use to send text messages to a user')

    await notice.getByRole('button', { name: 'Use description instead', exact: true }).click()

    await expect(studio.fn.description).toHaveValue('use to send text messages to a user')
    await expect(asPurpose).toHaveCount(0)
    await expect(notice).not.toContainText('purpose')
    // The other deprecated field is still pointed out, with its own fix.
    await expect(notice.getByRole('button', { name: 'Use parameters instead' })).toBeVisible()

    const [fn] = await exportedFunctions(studio)
    expect(fn!.description).toBe('use to send text messages to a user')
    expect(Object.keys(fn!)).toEqual(['data_map', 'description', 'argument', 'function'])

    // One undoable step.
    await studio.toolbar.undo.click()
    await expect(asPurpose).toHaveValue('use to send text messages to a user')
    await expect(notice).toContainText('purpose is deprecated.')
  })
})

test('keys the form does not know are shown under "Other fields" and survive edits', async ({
  studio,
  page,
}) => {
  await importScript(
    studio,
    scriptFile('with-extras.json', [
      {
        function: 'get_weather',
        'x-owner': 'team-weather',
        description: 'Get the weather.',
        web_hook_url: 'https://example.com/swaig',
        retries: 2,
      },
    ]),
  )
  await expect(studio.fn.otherFields).toHaveValue(
    JSON.stringify({ 'x-owner': 'team-weather', retries: 2 }, null, 2),
  )
  await expect(studio.fn.main.getByText('Fields no form covers (x-owner, retries).')).toBeVisible()

  // An edit in the form keeps them, in their places.
  await studio.fn.description.fill('Get the current weather for a city.')
  // An edit of the JSON changes them in place.
  await studio.fn.otherFields.fill(JSON.stringify({ 'x-owner': 'team-travel', retries: 3 }))
  // Text that is not JSON yet is not committed.
  await studio.fn.otherFields.press('End')
  await page.keyboard.press('Backspace')
  await expect(studio.fn.main.getByText(/The script keeps the last valid value/)).toBeVisible()
  await page.keyboard.type('}')
  await expect(studio.fn.main.getByText(/The script keeps the last valid value/)).toBeHidden()

  const [fn] = await exportedFunctions(studio)
  expect(fn).toEqual({
    function: 'get_weather',
    'x-owner': 'team-travel',
    description: 'Get the current weather for a city.',
    web_hook_url: 'https://example.com/swaig',
    retries: 3,
  })
  expect(Object.keys(fn!)).toEqual([
    'function',
    'x-owner',
    'description',
    'web_hook_url',
    'retries',
  ])
})

test('wait_file_loops keeps an integer as an integer and a string as a string', async ({
  studio,
  page,
}) => {
  const fn = (name: string, loops?: number | string) => ({
    function: name,
    description: `Loops written as ${typeof loops}.`,
    web_hook_url: 'https://example.com/swaig',
    wait_file: 'https://example.com/hold.mp3',
    ...(loops === undefined ? {} : { wait_file_loops: loops }),
  })
  await importScript(
    studio,
    scriptFile('loops.json', [fn('as_number', 2), fn('as_text', '2'), fn('not_set')]),
  )

  // As a person does it: select the number, delete it, type another one, key by key.
  const retype = async (text: string) => {
    await studio.fn.waitFileLoops.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Backspace')
    await expect(studio.fn.waitFileLoops).toHaveValue('')
    await page.keyboard.type(text)
    await expect(studio.fn.waitFileLoops).toHaveValue(text)
  }

  await studio.selectFunction('as_number')
  await expect(studio.fn.waitFileLoops).toHaveValue('2')
  // Through text that is not a number, and through an empty field: an integer again.
  await retype('2 times')
  await retype('5')

  await studio.selectFunction('as_text')
  await expect(studio.fn.waitFileLoops).toHaveValue('2')
  await retype('5')

  // An empty field starts as an integer.
  await studio.selectFunction('not_set')
  await expect(studio.fn.waitFileLoops).toHaveValue('')
  await studio.fn.waitFileLoops.pressSequentially('3')

  const loops = Object.fromEntries(
    (await exportedFunctions(studio)).map((f) => [f.function, f.wait_file_loops]),
  )
  expect(loops).toEqual({ as_number: 5, as_text: '5', not_set: 3 })

  // A template is text.
  await studio.fn.waitFileLoops.fill('${global_data.loops}')
  await expect
    .poll(async () => (await studio.ai()).SWAIG?.functions?.[2]?.wait_file_loops)
    .toBe('${global_data.loops}')
})

test('the web_hook_url password is masked until "Show password"', async ({ studio, page }) => {
  const url = studio.fn.webHookUrl
  await url.password.fill('p@ss-w0rd')
  await url.user.fill('bot')

  await expect(url.password).toHaveAttribute('type', 'password')
  await expect(url.showPassword).toHaveAttribute('aria-pressed', 'false')
  // The address field shows the address alone, not the credentials.
  await expect(url.address).toHaveValue('https://example.com/swaig/lookup_order')
  await expect(page.getByRole('main').getByText('p@ss-w0rd')).toHaveCount(0)

  await url.showPassword.click()
  await expect(url.password).toHaveAttribute('type', 'text')
  await expect(url.password).toHaveValue('p@ss-w0rd')
  await expect(url.showPassword).toHaveAttribute('aria-pressed', 'true')

  await url.showPassword.click()
  await expect(url.password).toHaveAttribute('type', 'password')

  // It is written in the URL (the spec's form, user:password@ before the address).
  const [fn] = await exportedFunctions(studio)
  expect(fn!.web_hook_url).toBe('bot:p@ss-w0rd@https://example.com/swaig/lookup_order')
})
