import { test, expect, StudioPage } from '../fixtures'
import { AUTOSAVE_KEY, dataFile, dataPath } from '../pages/StudioPage'

/*
 * Step 8: "Reload the page, or close the tab and come back: the script is there as it was
 * (autosave to browser storage, with a versioned format and migration). "New script" starts
 * from the starter after a confirmation."
 */

test('an edit is saved in the browser, and is there after a reload', async ({ studio }) => {
  await studio.fn.description.fill('Find an order by its number.')
  await studio.fn.name.fill('find_order')

  // The autosave is a versioned envelope holding the script's text.
  await expect
    .poll(async () => (await studio.savedEnvelope())?.text)
    .toContain('"function": "find_order"')
  const envelope = await studio.savedEnvelope()
  expect(envelope).toMatchObject({ version: 2, format: 'json' })
  expect(envelope!.text).toBe(await studio.script())

  await studio.reload()
  await studio.fn.expectShowing('find_order')
  await expect(studio.fn.description).toHaveValue('Find an order by its number.')
  await studio.code.ready()
  expect(await studio.code.text()).toBe(envelope!.text)
})

test('an edit made just before the reload is not lost (saved when the page hides)', async ({
  studio,
}) => {
  await studio.list.openSettings()
  await studio.settings.version.fill('3.1.4')
  // No wait for the autosave delay: reload at once.
  await studio.reload()
  await studio.list.openSettings()
  await expect(studio.settings.version).toHaveValue('3.1.4')
})

test('closing the tab and coming back in a new one finds the imported script, file name and all', async ({
  studio,
  context,
}) => {
  await studio.toolbar.setImportFile(dataPath('restaurant.yaml'))
  await studio.list.expectNames(['check_opening_hours', 'order_takeaway'])
  await expect.poll(async () => (await studio.savedEnvelope())?.format).toBe('yaml')
  await studio.page.close()

  const again = new StudioPage(await context.newPage())
  await again.open()
  await expect(again.fileName('restaurant.yaml')).toBeVisible()
  await again.list.expectNames(['check_opening_hours', 'order_takeaway'])
  // Still a YAML script, with its comments.
  expect(await again.script('yaml')).toBe(dataFile('restaurant.yaml'))
})

test('an autosave that cannot be read is kept aside, and the starter opens with a warning', async ({
  unopenedStudio: studio,
}) => {
  const broken = JSON.stringify({ version: 1, format: 'json', text: '{ "sections": ' })
  await studio.seedStorage({ [AUTOSAVE_KEY]: broken })
  await studio.open()

  await expect(
    studio.notice(/The autosaved script could not be read \(line 1: .+\)\. It was kept aside/),
  ).toBeVisible()
  await expect(studio.list.item('lookup_order')).toBeVisible()
  expect(await studio.autosaveKeptAside()).toBe(broken)
})

test('an autosave without a version (not an envelope) is kept aside too', async ({
  unopenedStudio: studio,
}) => {
  await studio.seedStorage({ [AUTOSAVE_KEY]: JSON.stringify({ text: '{}', format: 'json' }) })
  await studio.open()
  await expect(
    studio.notice('The autosaved script could not be read (it has no version)'),
  ).toBeVisible()
  await expect(studio.list.item('lookup_order')).toBeVisible()
})

test('an autosave from a newer version of the app is left untouched, and autosave is off', async ({
  unopenedStudio: studio,
}) => {
  const newer = JSON.stringify({ version: 3, format: 'json', text: '{"future": true}' })
  await studio.seedStorage({ [AUTOSAVE_KEY]: newer })
  await studio.open()

  await expect(studio.autosaveOff).toBeVisible()
  await expect(studio.autosaveOff).toContainText('saved by a newer version of SWAIG Studio')
  // The editor works on the starter; the newer work is never overwritten.
  await studio.fn.name.fill('find_order')
  await studio.list.openSettings()
  await studio.reload()
  await expect(studio.autosaveOff).toBeVisible()
  expect(await studio.savedEnvelope()).toEqual(JSON.parse(newer))
})

test('a script too big for localStorage is kept: thousands of functions, megabytes of text', async ({
  studio,
}) => {
  test.slow()
  const functions = Array.from({ length: 2000 }, (_, i) => ({
    function: `lookup_${i}`,
    description: `Looks up record ${i}. `.repeat(70),
    parameters: { type: 'object', properties: { id: { type: 'string', description: 'The id.' } } },
  }))
  const text = JSON.stringify(
    { version: '1.0.0', sections: { main: [{ ai: { SWAIG: { functions } } }] } },
    null,
    2,
  )
  // localStorage holds about 2.5 million characters per origin in Chromium: this is more.
  expect(text.length).toBeGreaterThan(3_000_000)
  await studio.load(text, 'big.json')

  await expect.poll(async () => (await studio.savedEnvelope())?.text.length).toBe(text.length)
  await expect(studio.autosaveOn).toBeVisible()
  await studio.reload()
  await expect(studio.fileName('big.json')).toBeVisible()
  expect(await studio.script()).toBe(text)
})

test('an autosave left in localStorage by an earlier version is moved to IndexedDB', async ({
  unopenedStudio: studio,
}) => {
  const legacy = JSON.stringify({
    version: 1,
    savedAt: '2025-01-01T10:00:00.000Z',
    format: 'json',
    fileName: 'luigi.json',
    text: dataFile('three-functions.json'),
  })
  await studio.seedLocalStorage({ [AUTOSAVE_KEY]: legacy })
  await studio.open()

  await expect(studio.fileName('luigi.json')).toBeVisible()
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  // Moved as it is, migrated to the current envelope version (2: test cases may be kept too).
  expect(await studio.savedEnvelope()).toEqual({ ...JSON.parse(legacy), version: 2 })
  expect(await studio.localStorageItem(AUTOSAVE_KEY)).toBeNull()

  // From now on it lives in IndexedDB.
  await studio.fn.name.fill('weather_now')
  await expect.poll(async () => (await studio.savedEnvelope())?.text).toContain('"weather_now"')
  await studio.reload()
  await studio.list.expectNames(['weather_now', 'book_table', 'transfer_call'])
  expect(await studio.localStorageItem(AUTOSAVE_KEY)).toBeNull()
})

test('New script, then Undo, gives back a YAML script as YAML, comments and file name, after a reload too', async ({
  studio,
}) => {
  await studio.toolbar.setImportFile(dataPath('restaurant.yaml'))
  await studio.list.expectNames(['check_opening_hours', 'order_takeaway'])
  await studio.toolbar.startNewScript('Start new script', 'Order lookup')
  await studio.list.expectNames(['lookup_order'])
  await expect.poll(async () => (await studio.savedEnvelope())?.format).toBe('json')

  await studio.toolbar.undo.click()
  await studio.list.expectNames(['check_opening_hours', 'order_takeaway'])
  await expect(studio.fileName('restaurant.yaml')).toBeVisible()
  await expect.poll(async () => (await studio.savedEnvelope())?.format).toBe('yaml')

  await studio.reload()
  await expect(studio.fileName('restaurant.yaml')).toBeVisible()
  expect(await studio.script('yaml')).toBe(dataFile('restaurant.yaml'))
})

test.describe('New script', () => {
  test.beforeEach(async ({ studio }) => {
    await studio.loadData('three-functions.json')
  })

  test('asks first; Cancel and Escape keep the current script', async ({ studio, page }) => {
    await studio.toolbar.startNewScript('Cancel')
    await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])

    await studio.toolbar.newScript.click()
    const dialog = studio.toolbar.newScriptDialog
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('The current script is replaced; you can undo this.')
    // Escape answers Cancel.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  })

  test('"Start new script" starts from the chosen template, undoably, and the autosave follows', async ({
    studio,
  }) => {
    await studio.toolbar.startNewScript('Start new script', 'Order lookup')
    await studio.list.expectNames(['lookup_order'])
    await expect(studio.fileName('Untitled script')).toBeVisible()
    const notice = studio.notice('Started a new script.')
    await expect(notice).toBeVisible()
    await expect.poll(async () => (await studio.savedEnvelope())?.text).toContain('lookup_order')

    await notice.getByRole('button', { name: 'Undo', exact: true }).click()
    await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
    await expect.poll(async () => (await studio.savedEnvelope())?.text).toContain('get_weather')

    await studio.reload()
    await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  })
})
