import { test, expect } from '../fixtures'
import { AUTOSAVE_KEY, dataFile } from '../pages/StudioPage'

/*
 * Step 1: "open the printed address, and see the editor with a starter script (a small,
 * sensible example: prompt, post_prompt, one function) — or, where an autosaved script exists,
 * that script."
 */

test.describe('first visit', () => {
  test('opens on the starter script: a prompt, a post-prompt and one function', async ({
    studio,
  }) => {
    await expect(studio.fileName('Untitled script')).toBeVisible()
    await expect(studio.autosaveOn).toBeVisible()

    // The list: one function, selected, and its form in the middle.
    await expect(studio.list.items).toHaveCount(1)
    await expect(studio.list.item('lookup_order')).toBeVisible()
    await expect(studio.list.rowButton('lookup_order')).toHaveAttribute('aria-current', 'true')
    await studio.fn.expectShowing('lookup_order')
    await expect(studio.fn.name).toHaveValue('lookup_order')
    await expect(studio.fn.description).not.toBeEmpty()

    // The settings: a real prompt and post-prompt, not placeholders.
    await studio.list.openSettings()
    await expect(studio.settings.heading).toBeVisible()
    await expect(studio.settings.version).toHaveValue('1.0.0')
    await expect(studio.settings.prompt).toHaveValue(/(\w+\W+){8}/)
    await expect(studio.settings.postPrompt).toHaveValue(/(\w+\W+){4}/)

    // The script agrees, and its JSON is in the code pane.
    const ai = await studio.ai()
    expect(ai.prompt?.text).toBeTruthy()
    expect(ai.post_prompt?.text).toBeTruthy()
    expect(await studio.functionNames()).toEqual(['lookup_order'])
    await studio.code.ready()
    expect(await studio.code.text()).toBe(await studio.script('json'))

    // Nothing to undo yet: opening is not an edit.
    await expect(studio.toolbar.undo).toBeDisabled()
    await expect(studio.toolbar.redo).toBeDisabled()
  })

  test('the code pane shows the script while Monaco is still loading', async ({
    page,
    unopenedStudio: studio,
  }) => {
    // Hold Monaco's chunk back: the pane shows the plain text meanwhile, never a blank pane.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/ScriptEditor|monaco/, async (route) => {
      await held
      await route.continue()
    })
    await studio.open()
    await expect(studio.code.region.getByText('Loading the code editor…')).toBeVisible()
    await expect(studio.code.region).toContainText('"lookup_order"')
    release()
    await studio.code.ready()
    await expect(studio.code.region.getByText('Loading the code editor…')).toBeHidden()
  })
})

test('a returning visitor finds their autosaved script, not the starter', async ({
  unopenedStudio: studio,
}) => {
  await studio.seedStorage({
    [AUTOSAVE_KEY]: JSON.stringify({
      version: 1,
      savedAt: '2025-01-01T10:00:00.000Z',
      format: 'json',
      fileName: 'luigi.json',
      text: dataFile('three-functions.json'),
    }),
  })
  await studio.open()

  await expect(studio.fileName('luigi.json')).toBeVisible()
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  await expect(studio.list.item('lookup_order')).toHaveCount(0)
  await studio.fn.expectShowing('get_weather')
  await studio.code.ready()
  expect(await studio.code.text()).toBe(dataFile('three-functions.json'))
  // Restoring is not an edit either.
  await expect(studio.toolbar.undo).toBeDisabled()
})
