import { test, expect } from '../fixtures'

/*
 * Step 6: "Undo and redo every change, whether it came from the form or the code pane, with
 * buttons and Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z (inside Monaco, Monaco's own undo applies)."
 */

test('form edits are undone and redone with the toolbar buttons', async ({ studio }) => {
  await expect(studio.toolbar.undo).toBeDisabled()
  await studio.fn.name.fill('find_order')
  await studio.fn.description.fill('Find an order.')
  await expect(studio.toolbar.undo).toBeEnabled()
  await expect(studio.toolbar.redo).toBeDisabled()

  await studio.toolbar.undo.click()
  await expect(studio.fn.description).toHaveValue(/^Look up an order/)
  await expect(studio.fn.name).toHaveValue('find_order')
  await studio.toolbar.undo.click()
  await expect(studio.fn.name).toHaveValue('lookup_order')
  await expect(studio.toolbar.undo).toBeDisabled()
  expect(await studio.functionNames()).toEqual(['lookup_order'])

  await studio.toolbar.redo.click()
  await expect(studio.fn.name).toHaveValue('find_order')
  await studio.toolbar.redo.click()
  await expect(studio.fn.description).toHaveValue('Find an order.')
  await expect(studio.toolbar.redo).toBeDisabled()
  // The code pane follows undo and redo too.
  await expect.poll(() => studio.code.text()).toBe(await studio.script())
})

test('typing a word in a field is one undo step, not one per key', async ({ studio }) => {
  await studio.fn.description.click()
  await studio.fn.description.press('End')
  await studio.fn.description.pressSequentially(' Ok.')
  await expect(studio.fn.description).toHaveValue(/status\. Ok\.$/)
  await studio.toolbar.undo.click()
  await expect(studio.fn.description).toHaveValue(/its status\.$/)
  await expect(studio.toolbar.undo).toBeDisabled()
})

test('Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y undo and redo outside the code pane', async ({
  studio,
  page,
}) => {
  await studio.list.openSettings()
  await studio.settings.version.fill('2.0.0')
  await studio.settings.postPromptUrl.fill('https://example.com/other')

  // From the page (focus on the list).
  await studio.list.settings.focus()
  await page.keyboard.press('ControlOrMeta+z')
  await expect(studio.settings.postPromptUrl).toHaveValue('https://example.com/call-summary')
  await page.keyboard.press('ControlOrMeta+z')
  await expect(studio.settings.version).toHaveValue('1.0.0')

  await page.keyboard.press('ControlOrMeta+Shift+z')
  await expect(studio.settings.version).toHaveValue('2.0.0')
  await page.keyboard.press('ControlOrMeta+y')
  await expect(studio.settings.postPromptUrl).toHaveValue('https://example.com/other')
  await expect(studio.toolbar.redo).toBeDisabled()

  // From inside a form field, the shortcut undoes the script's last change as well.
  await studio.settings.version.focus()
  await page.keyboard.press('ControlOrMeta+z')
  await expect(studio.settings.postPromptUrl).toHaveValue('https://example.com/call-summary')
  expect((await studio.ai()).post_prompt_url).toBe('https://example.com/call-summary')
})

test('an edit made in the code pane is undone and redone with the toolbar', async ({ studio }) => {
  await studio.code.ready()
  const before = await studio.code.text()
  await studio.code.replaceText('"lookup_order"', '"find_order"')
  await expect(studio.list.item('find_order')).toBeVisible()

  await studio.toolbar.undo.click()
  await expect(studio.list.item('lookup_order')).toBeVisible()
  await expect(studio.fn.name).toHaveValue('lookup_order')
  await expect.poll(() => studio.code.text()).toBe(before)

  await studio.toolbar.redo.click()
  await expect(studio.list.item('find_order')).toBeVisible()
  await expect.poll(() => studio.code.text()).toContain('"function": "find_order"')
})

test('adding, duplicating, moving and deleting are each one step; undo restores the selection', async ({
  studio,
  page,
}) => {
  const original = await studio.script()
  await studio.list.addFunction.click()
  await studio.fn.expectShowing('new_function')
  await studio.list.select('lookup_order')
  await studio.fn.duplicate.click()
  await studio.fn.expectShowing('lookup_order_copy')
  await studio.fn.moveUp.click()
  await studio.list.expectNames(['lookup_order_copy', 'lookup_order', 'new_function'])
  await studio.list.select('new_function')
  await studio.fn.delete.click()
  await studio.list.expectNames(['lookup_order_copy', 'lookup_order'])

  await studio.list.settings.focus()
  await page.keyboard.press('ControlOrMeta+z') // the delete
  await studio.list.expectNames(['lookup_order_copy', 'lookup_order', 'new_function'])
  await studio.fn.expectShowing('new_function')
  await page.keyboard.press('ControlOrMeta+z') // the move
  await studio.list.expectNames(['lookup_order', 'lookup_order_copy', 'new_function'])
  await studio.fn.expectShowing('lookup_order_copy')
  await page.keyboard.press('ControlOrMeta+z') // the duplicate
  await studio.list.expectNames(['lookup_order', 'new_function'])
  await page.keyboard.press('ControlOrMeta+z') // the add
  await studio.list.expectNames(['lookup_order'])
  expect(await studio.script()).toBe(original)
  await expect(studio.toolbar.undo).toBeDisabled()

  // And all the way forward again.
  for (let i = 0; i < 4; i++) await studio.toolbar.redo.click()
  await studio.list.expectNames(['lookup_order_copy', 'lookup_order'])
})

test('a new change after undo clears the redo list', async ({ studio }) => {
  await studio.fn.name.fill('find_order')
  await studio.toolbar.undo.click()
  await expect(studio.toolbar.redo).toBeEnabled()
  await studio.fn.setActive(false)
  await expect(studio.toolbar.redo).toBeDisabled()
  await expect(studio.fn.name).toHaveValue('lookup_order')
})
