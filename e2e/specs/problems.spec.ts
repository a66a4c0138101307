import { test, expect } from '../fixtures'

test.describe('problems: one pipeline, three views', () => {
  test('an invalid value shows at the field, in the code and in the Problems panel, and all clear when fixed', async ({
    studio,
    page,
  }) => {
    const code = studio.code
    await code.ready()
    const url = page.getByRole('main').getByRole('textbox', { name: 'Webhook URL', exact: true })
    await url.fill('not a web address')
    // Problems show once the person leaves the field (not while they type).
    await expect(page.getByRole('main').getByText(/is not a valid address/)).toHaveCount(0)
    await url.blur()

    // The field
    await expect(
      page
        .getByRole('main')
        .getByText(/is not a valid address/)
        .first(),
    ).toBeVisible()
    // The code pane: a marker of rule invalid-url on the web_hook_url value
    await expect
      .poll(async () =>
        (await page.evaluate(() => window.swaigStudio!.codeMarkers?.() ?? [])).map((m) => m.code),
      )
      .toContain('invalid-url')
    // The Problems panel, from the header's count
    const problemsButton = page.getByRole('button', { name: /^Problems/ })
    await expect(problemsButton).toContainText('1 error')
    await problemsButton.click()
    const panel = page.getByRole('region', { name: 'Problems' })
    await expect(panel.getByRole('button', { name: /invalid-url/ })).toBeVisible()

    await url.fill('https://example.com/swaig/lookup_order')
    await expect(page.getByRole('main').getByText(/is not a valid address/)).toHaveCount(0)
    await expect
      .poll(async () =>
        (await page.evaluate(() => window.swaigStudio!.codeMarkers?.() ?? [])).map((m) => m.code),
      )
      .not.toContain('invalid-url')
    await expect(panel.getByRole('button', { name: /invalid-url/ })).toHaveCount(0)
    await expect(problemsButton).toContainText('No problems')
  })

  test('clicking a problem selects its function, focuses the field and reveals the range in the code', async ({
    studio,
    page,
  }) => {
    const code = studio.code
    await code.ready()
    // A second function with an empty description: the error lives on that function.
    await studio.button('Add function').click()
    await expect(page.getByRole('heading', { level: 2, name: 'new_function' })).toBeVisible()
    await studio.selectFunction('lookup_order')

    await page.getByRole('button', { name: /^Problems/ }).click()
    const panel = page.getByRole('region', { name: 'Problems' })
    await panel
      .getByRole('button', { name: /new_function.*no description|empty description/ })
      .first()
      .click()

    await expect(page.getByRole('heading', { level: 2, name: 'new_function' })).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('textbox', { name: 'Description', exact: true }).first(),
    ).toBeFocused()
    const selection = await code.selection()
    const text = await code.text()
    const line = text.split('\n')[selection!.startLineNumber - 1]!
    expect(line).toContain('"description": ""')
  })

  test('the quick action of a marker jumps to the form field', async ({ studio, page }) => {
    const code = studio.code
    await code.ready()
    const url = page.getByRole('main').getByRole('textbox', { name: 'Webhook URL', exact: true })
    await url.fill('http://example.com/hook')
    await url.blur()
    await expect
      .poll(async () =>
        (await page.evaluate(() => window.swaigStudio!.codeMarkers?.() ?? [])).map((m) => m.code),
      )
      .toContain('insecure-url')
    await page.getByRole('button', { name: 'Script settings', exact: true }).click()
    await code.placeCursorOn('"web_hook_url": "http://example.com/hook"', 'end')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Control+.')
    await page.getByText('Show this in the form').click()
    await expect(page.getByRole('heading', { level: 2, name: 'lookup_order' })).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('textbox', { name: 'Webhook URL', exact: true }),
    ).toBeFocused()
  })

  test('Monaco completes field names inside a function, with their descriptions', async ({
    studio,
    page,
  }) => {
    const code = studio.code
    await code.ready()
    await code.placeCursorOn('"function": "lookup_order",', 'end')
    await page.keyboard.press('Enter')
    await page.keyboard.insertText('"wait_f')
    await page.keyboard.press('Control+Space')
    const suggest = page.locator('.suggest-widget')
    await expect(suggest).toBeVisible()
    await expect(suggest.getByText('wait_file_loops')).toBeVisible()
    await expect(suggest.getByText('wait_for_fillers')).toBeVisible()
  })
})
