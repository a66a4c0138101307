import { test, expect } from '../fixtures'
import { dataFile } from '../pages/StudioPage'

/*
 * The main flows, run against the production build (`vite preview`) and against the
 * development server (`npm run dev`, React StrictMode): see the two projects of
 * e2e/playwright.config.ts. The code pane is the file's text at every step.
 */

test('load: the code pane shows the script as the export writes it', async ({ studio }) => {
  await expect(studio.field('Name')).toHaveValue('lookup_order')
  await expect.poll(() => studio.code.text()).toBe(await studio.script())
})

test('a form edit reaches the code pane', async ({ studio }) => {
  await studio.code.ready()
  await studio.fn.description.fill('Find an order and read its status aloud.')
  await expect
    .poll(() => studio.code.text())
    .toContain('"description": "Find an order and read its status aloud."')
  expect(await studio.code.text()).toBe(await studio.script())
})

test('a code edit reaches the form', async ({ studio }) => {
  await studio.code.replaceText('lookup_order', 'find_order')
  await studio.code.blur()
  await expect(studio.field('Name')).toHaveValue('find_order')
  await expect(studio.functionItem('find_order')).toBeVisible()
})

test('import, then export: the file comes back byte for byte, then with the edit only', async ({
  studio,
}) => {
  const original = dataFile('three-functions.json')
  await studio.toolbar.importFile({
    name: 'luigi.json',
    mimeType: 'application/json',
    buffer: Buffer.from(original),
  })
  await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
  await expect.poll(() => studio.code.text()).toBe(original)
  expect((await studio.toolbar.download('JSON')).text).toBe(original)

  await studio.field('Name').fill('weather_on_the_terrace')
  await expect.poll(() => studio.code.text()).toContain('weather_on_the_terrace')
  const { text } = await studio.toolbar.download('JSON')
  expect(text).toBe(original.replace('"get_weather"', '"weather_on_the_terrace"'))
})
