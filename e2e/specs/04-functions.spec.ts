import { test, expect } from '../fixtures'

/*
 * Step 4: "Add a function (button "Add function"), give it a name and a description, switch
 * active; duplicate it, delete it (undoable), reorder functions by drag and by keyboard."
 */

test('a new function is added, named, described and switched off', async ({ studio }) => {
  await studio.list.addFunction.click()

  // The new function is selected and its form is shown.
  await studio.fn.expectShowing('new_function')
  await expect(studio.list.rowButton('new_function')).toHaveAttribute('aria-current', 'true')
  await expect(studio.fn.position).toHaveText('Function 2 of 2')

  await studio.fn.name.fill('get_weather')
  await studio.fn.description.fill('Get the current weather for a city.')
  // The list and the heading follow the name as it is typed.
  await expect(studio.list.item('get_weather')).toBeVisible()
  await expect(studio.list.item('new_function')).toHaveCount(0)
  await studio.fn.expectShowing('get_weather')

  // A function is active unless switched off.
  await expect(studio.fn.active).toBeChecked()
  await studio.fn.setActive(false)
  await expect(studio.list.rowButton('get_weather')).toContainText('Inactive')
  await expect(studio.fn.main.getByText('Inactive', { exact: true })).toBeVisible()

  const fns = (await studio.ai()).SWAIG?.functions
  expect(fns?.[1]).toMatchObject({
    function: 'get_weather',
    description: 'Get the current weather for a city.',
    active: false,
  })

  await studio.fn.setActive(true)
  await expect(studio.list.rowButton('get_weather')).not.toContainText('Inactive')
  await expect
    .poll(async () => (await studio.ai()).SWAIG?.functions?.[1]?.active ?? true)
    .toBe(true)
  // Adding again picks a name that is not taken.
  await studio.list.addFunction.click()
  await studio.fn.expectShowing('new_function')
  await studio.list.addFunction.click()
  await expect(studio.fn.position).toHaveText('Function 4 of 4')
  await expect(studio.fn.heading).not.toHaveText('new_function')
  expect(new Set(await studio.functionNames()).size).toBe(4)
})

test('a function is duplicated next to itself, then deleted, and the delete is undone', async ({
  studio,
}) => {
  await studio.loadData('three-functions.json')
  await studio.list.select('book_table')

  await studio.fn.duplicate.click()
  await studio.fn.expectShowing('book_table_copy')
  await studio.list.expectNames(['get_weather', 'book_table', 'book_table_copy', 'transfer_call'])
  const [, original, copy] = (await studio.ai()).SWAIG!.functions!
  expect({ ...copy, function: 'book_table' }).toEqual(original)

  await studio.fn.delete.click()
  const notice = studio.notice('Deleted “book_table_copy”.')
  await expect(notice).toBeVisible()
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  // The selection moves to the function that took the deleted one's place.
  await studio.fn.expectShowing('transfer_call')

  await notice.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(notice).toBeHidden()
  await studio.list.expectNames(['get_weather', 'book_table', 'book_table_copy', 'transfer_call'])
  await studio.fn.expectShowing('book_table_copy')
})

test('deleting the last function leaves an empty list, and Undo brings it back', async ({
  studio,
}) => {
  await studio.fn.delete.click()
  await expect(studio.list.root.getByText('No functions yet.')).toBeVisible()
  await expect(studio.settings.heading).toBeVisible()
  expect(await studio.functionNames()).toEqual([])

  await studio.toolbar.undo.click()
  await expect(studio.list.item('lookup_order')).toBeVisible()
  await studio.fn.expectShowing('lookup_order')
})

test('a function is reordered by dragging its handle', async ({ studio }) => {
  await studio.loadData('three-functions.json')

  await studio.list.drag('transfer_call', 'get_weather')
  await studio.list.expectNames(['transfer_call', 'get_weather', 'book_table'])
  expect(await studio.functionNames()).toEqual(['transfer_call', 'get_weather', 'book_table'])

  await studio.list.drag('transfer_call', 'book_table')
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])

  // A drag is one undoable step.
  await studio.list.drag('get_weather', 'book_table')
  await studio.list.expectNames(['book_table', 'get_weather', 'transfer_call'])
  await studio.toolbar.undo.click()
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
})

test('a drag cancelled with Escape changes nothing', async ({ studio, page }) => {
  await studio.loadData('three-functions.json')
  const handle = (await studio.list.handle('get_weather').boundingBox())!
  const target = (await studio.list.item('transfer_call').boundingBox())!
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
  await page.mouse.down()
  await page.mouse.move(handle.x + handle.width / 2, target.y + target.height / 2, { steps: 6 })
  await page.keyboard.press('Escape')
  await page.mouse.up()
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  expect(await studio.functionNames()).toEqual(['get_weather', 'book_table', 'transfer_call'])
})

test('a focused drag handle moves its function with ArrowUp and ArrowDown', async ({
  studio,
  page,
}) => {
  await studio.loadData('three-functions.json')

  await studio.list.handle('get_weather').focus()
  await page.keyboard.press('ArrowDown')
  await studio.list.expectNames(['book_table', 'get_weather', 'transfer_call'])
  // Focus stays on the moved function's handle, so the keys can be pressed again.
  await expect(studio.list.handle('get_weather')).toBeFocused()
  await expect(studio.list.root.getByText('Moved get_weather to position 2 of 3.')).toBeAttached()

  await page.keyboard.press('ArrowDown')
  await studio.list.expectNames(['book_table', 'transfer_call', 'get_weather'])
  await expect(studio.list.handle('get_weather')).toBeFocused()
  // At the end, ArrowDown does nothing.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await studio.list.expectNames(['book_table', 'get_weather', 'transfer_call'])
  expect(await studio.functionNames()).toEqual(['book_table', 'get_weather', 'transfer_call'])
})

test('on a row, ArrowUp/Down move the selection and Alt+ArrowUp/Down move the function', async ({
  studio,
  page,
}) => {
  await studio.loadData('three-functions.json')
  await studio.list.select('get_weather')

  await page.keyboard.press('ArrowDown')
  await studio.fn.expectShowing('book_table')
  await expect(studio.list.rowButton('book_table')).toBeFocused()
  await page.keyboard.press('End')
  await studio.fn.expectShowing('transfer_call')
  await page.keyboard.press('Home')
  await studio.fn.expectShowing('get_weather')
  // Selecting is not an edit.
  expect(await studio.functionNames()).toEqual(['get_weather', 'book_table', 'transfer_call'])

  await page.keyboard.press('Alt+ArrowDown')
  await studio.list.expectNames(['book_table', 'get_weather', 'transfer_call'])
  await expect(studio.list.rowButton('get_weather')).toBeFocused()
  await studio.fn.expectShowing('get_weather')
  await expect(studio.fn.position).toHaveText('Function 2 of 3')

  await page.keyboard.press('Alt+ArrowDown')
  await page.keyboard.press('Alt+ArrowUp')
  await page.keyboard.press('Alt+ArrowUp')
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  await expect(studio.list.rowButton('get_weather')).toBeFocused()
})

test('Move up and Move down in the function form reorder it', async ({ studio }) => {
  await studio.loadData('three-functions.json')
  await studio.list.select('get_weather')
  await expect(studio.fn.moveUp).toBeDisabled()

  await studio.fn.moveDown.click()
  await studio.list.expectNames(['book_table', 'get_weather', 'transfer_call'])
  await studio.fn.expectShowing('get_weather')
  await studio.fn.moveDown.click()
  await studio.list.expectNames(['book_table', 'transfer_call', 'get_weather'])
  await expect(studio.fn.moveDown).toBeDisabled()
  await expect(studio.fn.position).toHaveText('Function 3 of 3')

  await studio.fn.moveUp.click()
  await studio.list.expectNames(['book_table', 'get_weather', 'transfer_call'])
  expect(await studio.functionNames()).toEqual(['book_table', 'get_weather', 'transfer_call'])
})
