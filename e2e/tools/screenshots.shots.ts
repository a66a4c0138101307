import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, type Page } from '@playwright/test'

const OUT = join(import.meta.dirname, '..', '..', '.github', 'screenshots')
const CORPUS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus')
const corpus = (name: string) =>
  readFileSync(join(CORPUS, `signalwire__digital_employees__${name}`), 'utf8')

test.skip(
  !existsSync(CORPUS),
  `../shared is absent (${CORPUS}): the screenshots use its real scripts`,
)
test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 })

async function open(page: Page, script?: string, fileName?: string) {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'SWAIG Studio' })).toBeVisible()
  if (script)
    await page.evaluate(
      ([t, f]) => window.swaigStudio!.loadScript(t!, f),
      [script, fileName ?? 'script.json'],
    )
  await expect(page.locator('.monaco-editor .view-lines')).toContainText('sections', {
    timeout: 20_000,
  })
  await page
    .getByRole('button', { name: 'Dismiss' })
    .click({ timeout: 1000 })
    .catch(() => undefined)
}
const select = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Functions' })
    .getByRole('listitem', { name, exact: true })
    .locator('.fn-select')
    .click()
/** A screenshot of the form section labelled `legend` (the field's whole group). */
async function field(page: Page, legend: string, file: string) {
  const group = page
    .getByRole('main')
    .locator('fieldset.fld-shell')
    .filter({ has: page.locator('legend', { hasText: new RegExp(`^${legend}$`) }) })
    .first()
  await group.scrollIntoViewIfNeeded()
  const box = await group.boundingBox()
  if (!box) throw new Error(`${legend} is not visible`)
  const pad = 12
  await page.screenshot({
    path: join(OUT, file),
    clip: {
      x: box.x - pad,
      y: box.y - pad,
      width: box.width + 2 * pad,
      height: box.height + 2 * pad,
    },
  })
}

test('the editor', async ({ page }) => {
  await open(page, corpus('santa.json'), 'santa.json')
  await select(page, 'present_lookup')
  await expect(page.getByRole('heading', { name: 'Expressions', exact: true })).toBeVisible()
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(OUT, 'editor.png') })
})

test('script settings and function settings', async ({ page }) => {
  await open(page, corpus('moviebot.json'), 'moviebot.json')
  await page.getByRole('button', { name: 'Script settings', exact: true }).click()
  await page.screenshot({ path: join(OUT, 'script-settings.png') })
  await page.getByRole('button', { name: 'Function settings', exact: true }).click()
  await page.screenshot({ path: join(OUT, 'function-settings.png') })
})

test('the parts of a function form', async ({ page }) => {
  // Tall enough for the longest group to fit: an element is captured within its scroll pane.
  await page.setViewportSize({ width: 1440, height: 3600 })
  await open(page, corpus('santa.json'), 'santa.json')
  await select(page, 'present_lookup')
  await field(page, 'Parameters', 'form-parameters.png')
  // The data map's part editors load as the form shows.
  await expect(page.getByRole('heading', { name: 'Expressions', exact: true })).toBeVisible()
  await field(page, 'Data map', 'form-data-map.png')
  await field(page, 'Fillers', 'form-fillers.png')
  await open(page, corpus('sigmond.json'), 'sigmond.json')
  await page.getByRole('button', { name: 'Function settings', exact: true }).click()
  await field(page, 'Built-in function fillers', 'form-internal-fillers.png')
})

/** A screenshot of the middle pane only (the form), its whole height. */
async function formShot(page: Page, file: string) {
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all())
    await dismiss.click()
  await page.waitForTimeout(300)
  await page.getByRole('main').screenshot({ path: join(OUT, file) })
}

test('New script: a blank script or a template', async ({ page }) => {
  await open(page)
  await page.getByRole('button', { name: 'New script', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Start a new script?' })
  await dialog.getByRole('radio', { name: 'Weather forecast', exact: true }).check()
  await page.waitForTimeout(300)
  await dialog.screenshot({ path: join(OUT, 'new-script.png') })
})

test('the ai step: agent behaviour, languages, the conversation flow, a hook', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1500 })
  await open(page, corpus('sigmond.json'), 'sigmond.json')
  await page.getByRole('button', { name: 'Agent behaviour', exact: true }).click()
  await formShot(page, 'agent-behaviour.png')
  // A template with two languages, their fillers, hints and a pronunciation.
  await page.getByRole('button', { name: 'New script', exact: true }).click()
  await page.getByRole('radio', { name: 'Guided intake in steps', exact: true }).check()
  await page.getByRole('button', { name: 'Start new script', exact: true }).click()
  await page.getByRole('button', { name: 'Languages and speech', exact: true }).click()
  await formShot(page, 'languages.png')
  await open(page, corpus('santa.json'), 'santa.json')
  await page.getByRole('button', { name: 'Conversation flow', exact: true }).click()
  await formShot(page, 'conversation-flow.png')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.getByRole('button', { name: /^Add summarize_conversation/ }).click()
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Receive the summary of the call.')
  await page
    .getByRole('textbox', { name: 'Webhook URL', exact: true })
    .fill('https://example.com/swaig/summary')
  await page.getByRole('textbox', { name: 'Webhook URL', exact: true }).blur()
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(OUT, 'hook-form.png') })
})

test('problems', async ({ page }) => {
  await open(page, corpus('bartender.json'), 'bartender.json')
  await page.getByRole('button', { name: /^Problems/ }).click()
  await page
    .getByRole('region', { name: 'Problems' })
    .getByRole('button', { name: /invalid-url/ })
    .click()
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(OUT, 'problems.png') })
})

test('client preview', async ({ page }) => {
  await open(page)
  await page.getByRole('tab', { name: 'Client preview' }).click()
  await page.getByLabel('Resource').fill('alice')
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('status', { name: 'Connection status' })).toContainText('Ready', {
    timeout: 15_000,
  })
  await page.screenshot({ path: join(OUT, 'client-preview.png') })
})

test('the Test tab', async ({ page }) => {
  await open(page, corpus('santa.json'), 'santa.json')
  await select(page, 'present_lookup')
  await page.getByRole('tab', { name: 'Test', exact: true }).click()
  const panel = page.getByRole('tabpanel', { name: 'Test', exact: true })
  await panel
    .getByRole('region', { name: 'Arguments' })
    .getByLabel('query', { exact: true })
    .fill('Lego Star Wars')
  const products = [1, 2, 3, 4].map((i) => ({
    product_title: `Star Wars set ${i}`,
    product_url: `https://shop.example/${i}`,
    product_photo: `https://img.example/${i}.jpg`,
  }))
  await panel.getByLabel('Reply body').fill(JSON.stringify({ data: { products } }, null, 2))
  await panel.getByRole('button', { name: 'Run', exact: true }).click()
  await expect(panel.getByLabel('The agent hears')).toBeVisible()
  await page.getByText('The call, step by step').click()
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(OUT, 'test-tab.png') })
})
