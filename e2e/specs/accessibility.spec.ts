import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from '../fixtures'
import type { StudioPage } from '../pages/StudioPage'

/*
 * Accessibility: axe (WCAG 2.1 A and AA rules) on the main screens, with Monaco loaded. Monaco's
 * own DOM is scanned too (it produced no violations, so nothing is excluded).
 *
 * Colour contrast has its own test at the end, so that a contrast problem in the shared
 * palette does not hide structural problems (names, roles, focus) on each screen.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** The violations, summarised: rule, impact, and each element with axe's reason. */
async function axe(page: Page, only?: string[]) {
  const builder = new AxeBuilder({ page }).withTags(WCAG)
  if (only) builder.withRules(only)
  else builder.disableRules(['color-contrast'])
  const results = await builder.analyze()
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? n.failureSummary}`),
  }))
}

test.beforeEach(async ({ studio }) => {
  await studio.code.ready()
})

test('the function form, with the list and the code pane', async ({ studio, page }) => {
  await studio.fn.expectShowing('lookup_order')
  expect(await axe(page)).toEqual([])
})

test('the script settings form', async ({ studio, page }) => {
  await studio.list.openSettings()
  await expect(studio.settings.prompt).toBeVisible()
  expect(await axe(page)).toEqual([])
})

test('several functions, one inactive, with the search box in use', async ({ studio, page }) => {
  await studio.loadData('three-functions.json')
  await studio.list.openSettings()
  await studio.list.select('book_table')
  await studio.fn.setActive(false)
  await studio.list.openSettings()
  await studio.list.search.fill('a')
  expect(await axe(page)).toEqual([])
})

test('the code pane with a parse error, and the read-only forms', async ({ studio, page }) => {
  await studio.code.placeCursorOn('"version"', 'start')
  await studio.code.insertText('oops ')
  await expect(studio.code.error).toBeVisible()
  await expect(studio.fn.description).toBeDisabled()
  expect.soft(await axe(page), 'function form, read-only').toEqual([])
  await studio.list.openSettings()
  await expect(studio.settings.prompt).toBeDisabled()
  expect.soft(await axe(page), 'settings form, read-only').toEqual([])
})

test('the Export menu, open', async ({ studio, page }) => {
  await studio.list.openSettings()
  await studio.toolbar.openExportMenu()
  expect(await axe(page)).toEqual([])
})

test('the New script dialog', async ({ studio, page }) => {
  await studio.toolbar.newScript.click()
  await expect(studio.toolbar.newScriptDialog).toBeVisible()
  expect(await axe(page)).toEqual([])
})

test('notices: a deletion with its Undo button, and an import error', async ({ studio, page }) => {
  await studio.fn.delete.click()
  await expect(studio.notice('Deleted “lookup_order”.')).toBeVisible()
  await studio.toolbar.setImportFile({
    name: 'empty.json',
    mimeType: 'application/json',
    buffer: Buffer.alloc(0),
  })
  await expect(studio.notice('Could not open the file.')).toBeVisible()
  expect(await axe(page)).toEqual([])
})

/** Opens every closed section of the page shown. */
async function openAllSections(page: Page) {
  const closed = page.getByRole('main').locator('.settings-section-toggle[aria-expanded="false"]')
  while ((await closed.count()) > 0) await closed.first().click()
}

test('the settings pages of the ai step, every section open', async ({ studio, page }) => {
  // A template with languages, hints, pronunciations, a conversation flow and settings.
  await studio.toolbar.startNewScript('Start new script', 'Guided intake in steps')
  for (const name of [
    'Script settings',
    'Agent behaviour',
    'Languages and speech',
    'Conversation flow',
  ] as const) {
    await studio.pages.open(name)
    await openAllSections(page)
    expect.soft(await axe(page), name).toEqual([])
  }
})

test('the empty states and new items of the settings pages', async ({ studio, page }) => {
  await studio.toolbar.startNewScript('Start new script', 'Blank script')
  await studio.pages.open('Conversation flow')
  expect.soft(await axe(page), 'no flow yet').toEqual([])
  await studio.pages.button('Add a conversation flow').click()
  expect.soft(await axe(page), 'a new flow to fill in').toEqual([])
  await studio.pages.open('Languages and speech')
  await studio.pages.button('Add a language').click()
  await studio.pages.button('Add a pronunciation').click()
  expect.soft(await axe(page), 'a new language and pronunciation').toEqual([])
})

test('a hook’s form', async ({ studio, page }) => {
  await studio.list.addHookButton('summarize_conversation').click()
  await expect(studio.hook.about).toBeVisible()
  expect(await axe(page)).toEqual([])
})

test('the skip links, focused', async ({ page }) => {
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to the script outline' })).toBeFocused()
  expect(await axe(page)).toEqual([])
})

test('text has enough contrast on the main screens', async ({ studio, page }) => {
  // Muted text (--text-3) is used on tinted backgrounds too: the selected row, badges, menu hints.
  const screens: [string, (s: StudioPage) => Promise<void>][] = [
    ['function form', async (s) => s.fn.expectShowing('lookup_order')],
    ['inactive function', async (s) => s.fn.setActive(false)],
    ['settings form', async (s) => s.list.openSettings()],
    ['export menu', async (s) => s.toolbar.openExportMenu()],
    ['agent behaviour', async (s) => s.pages.open('Agent behaviour')],
    ['languages', async (s) => s.pages.open('Languages and speech')],
    ['conversation flow', async (s) => s.pages.open('Conversation flow')],
    [
      'a hook',
      async (s) => {
        await s.page.keyboard.press('Escape')
        await s.list.addHookButton('start_hook').click()
      },
    ],
    ['new script', async (s) => s.toolbar.newScript.click()],
  ]
  const found: Record<string, Awaited<ReturnType<typeof axe>>> = {}
  for (const [name, show] of screens) {
    await show(studio)
    const v = await axe(page, ['color-contrast'])
    if (v.length) found[name] = v
  }
  expect(found).toEqual({})
})
