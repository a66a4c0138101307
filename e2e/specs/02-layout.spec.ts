import type { Locator, Page } from '@playwright/test'
import { test, expect } from '../fixtures'
import type { StudioPage } from '../pages/StudioPage'

/*
 * Step 2: "three panes: a list on the left (script settings, then the SWAIG functions by name,
 * with a search box), a form in the middle for what is selected, and the whole script as JSON
 * in Monaco on the right. Panes are resizable; the layout works from a 1280 px wide window up."
 */

const listSeparator = (page: Page) =>
  page.getByRole('separator', { name: 'Resize the function list' })
const codeSeparator = (page: Page) => page.getByRole('separator', { name: 'Resize the code pane' })

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error(`${locator} is not visible`)
  return b
}

/** The three panes, left to right, each visible and inside the window. */
async function expectThreePanes(studio: StudioPage, viewportWidth: number) {
  const panes = [studio.list.root, studio.form, studio.code.region]
  for (const pane of panes) await expect(pane).toBeInViewport()
  const [left, center, right] = await Promise.all(panes.map(box))
  expect(left!.x + left!.width).toBeLessThanOrEqual(center!.x)
  expect(center!.x + center!.width).toBeLessThanOrEqual(right!.x)
  expect(right!.x + right!.width).toBeLessThanOrEqual(viewportWidth)
  // Each pane is wide enough to be usable.
  expect(left!.width).toBeGreaterThanOrEqual(200)
  expect(center!.width).toBeGreaterThanOrEqual(360)
  expect(right!.width).toBeGreaterThanOrEqual(200)
}

for (const width of [1280, 1920]) {
  test.describe(`a ${width} px wide window`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('shows the list, the form and the code side by side, without scrolling sideways', async ({
      studio,
    }) => {
      await studio.code.ready()
      await expectThreePanes(studio, width)
      expect(await studio.pageScrollsHorizontally()).toBe(false)

      // The same holds on the settings form, with its long prompt.
      await studio.list.openSettings()
      await expect(studio.settings.prompt).toBeVisible()
      await expectThreePanes(studio, width)
      expect(await studio.pageScrollsHorizontally()).toBe(false)
    })
  })
}

test('the list shows Script settings, then the functions by name; the form follows the selection', async ({
  studio,
}) => {
  await studio.loadData('three-functions.json')

  // Script settings comes before the functions.
  const settingsBox = await box(studio.list.settings)
  const listBox = await box(studio.list.list)
  expect(settingsBox.y).toBeLessThan(listBox.y)
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  await expect(studio.list.count).toHaveText('Functions 3')

  await studio.list.select('book_table')
  await studio.fn.expectShowing('book_table')
  await expect(studio.fn.position).toHaveText('Function 2 of 3')
  await expect(studio.fn.name).toHaveValue('book_table')

  await studio.list.openSettings()
  await expect(studio.settings.heading).toBeVisible()
  await expect(studio.settings.postPromptUrl).toHaveValue('https://example.com/luigi/summary')
  await expect(studio.list.rowButton('book_table')).not.toHaveAttribute('aria-current')
})

test('the search box filters the functions by name and by description', async ({ studio }) => {
  await studio.loadData('three-functions.json')

  await studio.list.search.fill('book')
  await studio.list.expectNames(['book_table'])
  // While filtered, rows cannot be reordered (positions would be ambiguous).
  await expect(studio.list.handle('book_table')).toHaveCount(0)

  await studio.list.search.fill('KITCHEN')
  await studio.list.expectNames(['transfer_call'])

  await studio.list.search.fill('pizza')
  await expect(studio.list.list).toBeHidden()
  await expect(studio.list.root.getByText('No function matches “pizza”.')).toBeVisible()

  await studio.list.search.clear()
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  await expect(studio.list.handle('book_table')).toBeVisible()
})

test('the panes resize by dragging the separators, and the layout is remembered', async ({
  studio,
  page,
}) => {
  await studio.code.ready()
  const listBefore = (await box(studio.list.root)).width
  const codeBefore = (await box(studio.code.region)).width

  async function drag(separator: Locator, dx: number) {
    const b = await box(separator)
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2)
    await page.mouse.down()
    await page.mouse.move(b.x + b.width / 2 + dx, b.y + b.height / 2, { steps: 5 })
    await page.mouse.up()
  }

  // Drag the list's right edge 100 px to the right: the list grows by 100 px.
  await drag(listSeparator(page), 100)
  await expect(listSeparator(page)).toHaveAttribute('aria-valuenow', String(listBefore + 100))
  await expect.poll(async () => (await box(studio.list.root)).width).toBe(listBefore + 100)

  // Drag the code pane's left edge 80 px to the left: the code pane grows by 80 px.
  await drag(codeSeparator(page), -80)
  await expect
    .poll(async () => Math.round((await box(studio.code.region)).width))
    .toBe(Math.round(codeBefore + 80))
  // The form in the middle keeps a usable width.
  expect((await box(studio.form)).width).toBeGreaterThanOrEqual(360)

  // A reload keeps the layout.
  await studio.reload()
  await expect(listSeparator(page)).toHaveAttribute('aria-valuenow', String(listBefore + 100))
  await expect
    .poll(async () => Math.round((await box(studio.code.region)).width))
    .toBe(Math.round(codeBefore + 80))
})

test('the panes resize with the arrow keys on a focused separator', async ({ studio, page }) => {
  const list = listSeparator(page)
  const code = codeSeparator(page)
  const listWidth = Number(await list.getAttribute('aria-valuenow'))
  const codeWidth = Number(await code.getAttribute('aria-valuenow'))

  await list.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(list).toHaveAttribute('aria-valuenow', String(listWidth + 48))
  await page.keyboard.press('ArrowLeft')
  await expect(list).toHaveAttribute('aria-valuenow', String(listWidth + 24))
  await expect.poll(async () => (await box(studio.list.root)).width).toBe(listWidth + 24)

  // The code pane's separator sits on the pane's left edge: ArrowLeft widens the code pane.
  await code.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(code).toHaveAttribute('aria-valuenow', String(codeWidth + 24))
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(code).toHaveAttribute('aria-valuenow', String(codeWidth - 24))

  // Home shrinks a pane to its minimum; a pane never goes below it.
  await list.focus()
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowLeft')
  await expect(list).toHaveAttribute('aria-valuenow', '200')
})
