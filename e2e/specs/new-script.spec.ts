import { test, expect } from '../fixtures'

/* Issue 10, item 3: "New script" asks for a blank script or a template. */

const TEMPLATES = [
  ['Order lookup', ['lookup_order']],
  ['Weather forecast', ['get_forecast']],
  ['Answers by keyword', ['store_info']],
  ['Transfer to a person', ['transfer_to_person']],
  ['Table booking with hooks', ['book_table']],
  ['Guided intake in steps', ['save_patient']],
] as const

test('the choice: "Blank script" first, then at least five templates, each saying what it shows', async ({
  studio,
}) => {
  await studio.toolbar.newScript.click()
  const dialog = studio.toolbar.newScriptDialog
  await expect(dialog).toBeVisible()
  const radios = dialog.getByRole('radio')
  await expect(radios.first()).toHaveAccessibleName('Blank script')
  await expect(radios.first()).toBeChecked()
  expect(await radios.count()).toBeGreaterThanOrEqual(6)
  for (const [name] of TEMPLATES)
    await expect(studio.toolbar.templateChoice(name)).toHaveAccessibleDescription(/\w/)
})

test('"Blank script" is a valid empty script: version, an ai step with an empty prompt, no functions', async ({
  studio,
}) => {
  await studio.toolbar.startNewScript('Start new script', 'Blank script')
  await expect(studio.list.count).toHaveText('Functions 0')
  await expect(studio.pages.heading).toHaveText('Script settings')
  expect(await studio.scriptJson()).toEqual({
    version: '1.0.0',
    sections: { main: [{ answer: {} }, { ai: { prompt: { text: '' } } }] },
  })
  await expect(studio.header.getByRole('button', { name: /^Problems/ })).toContainText(
    'No problems',
  )
})

for (const [name, functions] of TEMPLATES) {
  test(`the template "${name}" opens with its functions, lints clean, and can be undone`, async ({
    studio,
  }) => {
    await studio.loadData('three-functions.json')
    await studio.toolbar.startNewScript('Start new script', name)
    await expect(studio.notice('Started a new script.')).toContainText(name)
    for (const fn of functions) await expect(studio.list.item(fn)).toBeVisible()
    await expect(studio.header.getByRole('button', { name: /^Problems/ })).toContainText(
      'No problems',
    )
    await studio.toolbar.undo.click()
    await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  })
}
