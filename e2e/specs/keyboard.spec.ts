import { test, expect } from '../fixtures'

/* Issue 10, item 6: keyboard. */

test('"Add function" and "Duplicate" put the focus in the new function’s Name', async ({
  studio,
  page,
}) => {
  await studio.list.addFunction.click()
  await studio.fn.expectShowing('new_function')
  await expect(studio.fn.name).toBeFocused()
  // The proposed name is selected: typing replaces it.
  await page.keyboard.type('check_order')
  await expect.poll(() => studio.functionNames()).toEqual(['lookup_order', 'check_order'])

  await studio.fn.duplicate.click()
  await studio.fn.expectShowing('check_order_copy')
  await expect(studio.fn.name).toBeFocused()
})

test('Tab leaves the code pane, and the pane says how to indent', async ({ studio, page }) => {
  await studio.code.ready()
  await expect(studio.code.region).toContainText('Tab moves to the next control')
  await studio.code.placeCursorOn('"version": "1.0.0",', 'end')
  const before = await studio.code.text()
  await page.keyboard.press('Tab')
  await expect(studio.code.textbox).not.toBeFocused()
  expect(await studio.code.text()).toBe(before)
  await page.keyboard.press('Shift+Tab')
  await expect(studio.code.textbox).toBeFocused()
})

test('a skip link reaches each pane', async ({ studio, page }) => {
  await studio.code.ready()
  await page.keyboard.press('Tab')
  const outline = page.getByRole('link', { name: 'Skip to the script outline' })
  await expect(outline).toBeFocused()
  await expect(outline).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('navigation', { name: 'Script outline' })).toBeFocused()

  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  const form = page.getByRole('link', { name: 'Skip to the form' })
  await form.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  await page.getByRole('link', { name: 'Skip to the code' }).focus()
  await page.keyboard.press('Enter')
  await expect(studio.code.textbox).toBeFocused()
})
