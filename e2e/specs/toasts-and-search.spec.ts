import { test, expect } from '../fixtures'

/* Issue 10, item 8: toasts, and a search that finds any text of a function. */

const broken = (i: number) => ({
  name: `broken-${i}.json`,
  mimeType: 'application/json',
  buffer: Buffer.from('{"sections": '),
})

test('information goes after about five seconds; errors stay until closed; at most three', async ({
  unopenedStudio: studio,
  page,
}) => {
  // The page's clock is driven by the test: no waiting on real time.
  await page.clock.install()
  await studio.open()
  // Stopped while the toast is timed, so that the test's own pace (slow on a loaded machine)
  // does not count as the toast's time.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await studio.fn.delete.click()
  const info = studio.notice('Deleted “lookup_order”.')
  await expect(info).toBeVisible()
  await page.clock.fastForward(4000)
  await expect(info).toBeVisible()
  await page.clock.fastForward(1500)
  await expect(info).toBeHidden()
  await page.clock.resume()

  for (let i = 0; i < 4; i++) await studio.toolbar.setImportFile(broken(i))
  const errors = page.getByRole('alert').filter({ hasText: 'Could not open the file' })
  await expect(errors).toHaveCount(3)
  await page.clock.fastForward(60_000)
  await expect(errors).toHaveCount(3)
  await errors.first().getByRole('button', { name: 'Dismiss' }).click()
  await expect(errors).toHaveCount(2)
})

test('toasts never cover the code pane’s text', async ({ studio, page }) => {
  await studio.code.ready()
  for (let i = 0; i < 3; i++) await studio.toolbar.setImportFile(broken(i))
  const toasts = page.locator('.notice')
  await expect(toasts).toHaveCount(3)
  const code = (await studio.code.region.boundingBox())!
  for (const toast of await toasts.all()) {
    const box = (await toast.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(code.x)
  }
})

test('search matches any text of a function: URL, data map and filler text', async ({ studio }) => {
  await studio.loadData('three-functions.json')
  await studio.list.search.fill('luigi/book')
  await studio.list.expectNames(['book_table'])
  await studio.list.search.fill('kitchen')
  await studio.list.expectNames(['transfer_call'])

  await studio.toolbar.startNewScript('Start new script', 'Weather forecast')
  await studio.list.search.fill('look at the sky')
  await studio.list.expectNames(['get_forecast'])
  await studio.list.search.fill('high of')
  await studio.list.expectNames(['get_forecast'])
  await studio.list.search.fill('nowhere to be found')
  await expect(studio.list.root.getByText('No function matches')).toBeVisible()
})
