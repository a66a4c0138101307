import type { Locator } from '@playwright/test'
import { test, expect } from '../fixtures'

/*
 * Step 5: "Type in any form field and see the JSON in Monaco change at once; edit the JSON in
 * Monaco and, as soon as it parses, see the form change. While the JSON does not parse, the
 * pane shows the error at its line and column, the form keeps the last good state, and nothing
 * is lost. Monaco keeps its cursor, selection and its own undo while the form edits the
 * document (apply minimal edits, never setValue)."
 */

test.beforeEach(async ({ studio }) => {
  await studio.code.ready()
})

test.describe('form → code', () => {
  test('typing in a function field changes the JSON at once', async ({ studio }) => {
    await studio.fn.description.fill('')
    await studio.fn.description.pressSequentially('Find an order')
    await expect.poll(() => studio.code.text()).toContain('"description": "Find an order"')
    await studio.fn.name.fill('find_order')
    await expect.poll(() => studio.code.text()).toContain('"function": "find_order"')
    // The code pane always holds exactly the script.
    expect(await studio.code.text()).toBe(await studio.script())
  })

  test('typing in a settings field changes the JSON at once', async ({ studio }) => {
    await studio.list.openSettings()
    await studio.settings.postPromptUrl.fill('https://example.com/summaries')
    await expect
      .poll(() => studio.code.text())
      .toContain('"post_prompt_url": "https://example.com/summaries"')
    await studio.settings.version.fill('1.0.2')
    await expect.poll(() => studio.code.text()).toContain('"version": "1.0.2"')
  })
})

test.describe('code → form', () => {
  test('an edit in Monaco shows in the form as soon as it parses', async ({ studio }) => {
    await studio.code.replaceText('Look up an order', 'Find an order')
    await expect(studio.fn.description).toHaveValue(/^Find an order by its number/)

    await studio.code.replaceText('"lookup_order"', '"find_order"')
    await expect(studio.list.item('find_order')).toBeVisible()
    await studio.fn.expectShowing('find_order')
    expect(await studio.functionNames()).toEqual(['find_order'])
  })

  test('leaving the code pane commits the edit at once', async ({ studio }) => {
    await studio.code.replaceText('1.0.0', '1.1.0')
    await studio.code.blur()
    // No wait for the pause after typing: the blur committed it.
    expect((await studio.scriptJson()).version).toBe('1.1.0')
  })

  test('a function added in the code appears in the list', async ({ studio }) => {
    await studio.code.find('"web_hook_url": "https://example.com/swaig/lookup_order"')
    await studio.page.keyboard.press('End')
    await studio.page.keyboard.press('ArrowDown') // to the end of the function's "}"
    await studio.page.keyboard.press('End')
    await studio.code.insertText(',\n{ "function": "cancel_order", "description": "Cancel it." }')
    await expect(studio.list.item('cancel_order')).toBeVisible()
    expect(await studio.functionNames()).toEqual(['lookup_order', 'cancel_order'])
  })
})

test.describe('while the JSON does not parse', () => {
  test('the error shows at its line and column, the form keeps the last good state, and nothing is lost', async ({
    studio,
  }) => {
    const before = await studio.script()
    const at = await studio.code.placeCursorOn('"description": "Look up an order', 'start')
    await studio.code.insertText('oops ')

    // The pane says where the problem is…
    await expect(studio.code.error).toBeVisible()
    await expect(studio.code.error).toContainText(`Line ${at.lineNumber}, column ${at.column}:`)
    // …the form says why it is read-only, and shows the last good script…
    await expect(
      studio.form.getByText(
        `The JSON in the code pane has an error at line ${at.lineNumber}, column ${at.column}.`,
      ),
    ).toBeVisible()
    await expect(studio.fn.description).toBeDisabled()
    await expect(studio.fn.description).toHaveValue(/^Look up an order/)
    expect(await studio.script()).toBe(before)
    // …and the broken text is still in the editor, to be fixed.
    expect(await studio.code.text()).toContain('oops "description"')

    // Selecting another function still works, read-only.
    await studio.list.openSettings()
    await expect(studio.settings.prompt).toBeDisabled()
    await studio.list.select('lookup_order')

    // Fixing the text brings the form back.
    await studio.code.replaceText('oops ', '')
    await expect(studio.code.error).toBeHidden()
    await expect(studio.fn.description).toBeEnabled()
    await expect(studio.fn.description).toHaveValue(/^Look up an order/)
    expect(await studio.code.text()).toBe(before)
  })

  test('a truncated document reports the end of the text, and Monaco marks it', async ({
    studio,
  }) => {
    const before = await studio.script()
    await studio.code.focus()
    await studio.page.keyboard.press('ControlOrMeta+End')
    // Delete the closing brace of the document (and its newline).
    await studio.page.keyboard.press('Backspace')
    await studio.page.keyboard.press('Backspace')
    await expect(studio.code.error).toBeVisible()
    await expect(studio.code.error).toContainText(/^Line \d+, column \d+:/)
    await expect(studio.code.editor.locator('.squiggly-error')).toHaveCount(1)
    expect(await studio.script()).toBe(before)

    await studio.page.keyboard.insertText('}\n')
    await expect(studio.code.error).toBeHidden()
    await expect(studio.code.editor.locator('.squiggly-error')).toHaveCount(0)
    expect(await studio.code.text()).toBe(before)
  })
})

test.describe('while the JSON does not parse, nothing else changes the script behind it', () => {
  /** Clicks `button` when the app offers it; a disabled button is a fine answer too. */
  async function clickIfOffered(button: Locator) {
    if (await button.isEnabled()) await button.click()
  }

  test('Add function, Delete and Undo do not throw the typed text away', async ({ studio }) => {
    await studio.fn.name.fill('find_order') // something to undo
    await expect.poll(() => studio.code.text()).toContain('"find_order"')
    const lastGood = await studio.script()
    await studio.code.placeCursorOn('"description": "Look up an order', 'start')
    await studio.code.insertText('oops ')
    await expect(studio.code.error).toBeVisible()

    // The list, the function's actions and Undo/Redo are disabled (and the store refuses any
    // change but the code pane's), so nothing can overwrite the unparsed text.
    await clickIfOffered(studio.list.addFunction)
    await clickIfOffered(studio.fn.delete)
    await clickIfOffered(studio.toolbar.undo)

    await expect(studio.list.addFunction).toBeDisabled()
    await expect(studio.toolbar.undo).toBeDisabled()
    await studio.form.getByRole('heading', { level: 2 }).click()
    await studio.page.keyboard.press('ControlOrMeta+z')

    expect(await studio.script()).toBe(lastGood)
    await studio.list.expectNames(['find_order'])
    expect(await studio.code.text()).toContain('oops "description": "Look up an order')
    await expect(studio.code.error).toBeVisible()
  })

  test('"Discard code changes" brings the code back to the last valid script', async ({
    studio,
  }) => {
    const lastGood = await studio.script()
    await studio.code.placeCursorOn('"description": "Look up an order', 'start')
    await studio.code.insertText('oops ')
    await expect(studio.code.error).toBeVisible()
    await studio.form.getByRole('button', { name: 'Discard code changes' }).click()
    await expect(studio.code.error).toBeHidden()
    await expect.poll(() => studio.code.text()).toBe(lastGood)
    await expect(studio.list.addFunction).toBeEnabled()
  })
})

test.describe('Monaco keeps its own state while the form edits the document', () => {
  test('the cursor stays where it was, and on the same text when lines move', async ({
    studio,
  }) => {
    const at = await studio.code.placeCursorOn('"post_prompt_url"', 'end')

    // An edit on a line above the cursor (same number of lines).
    await studio.list.openSettings()
    await studio.settings.prompt.fill('You are the host of a bistro.')
    await expect.poll(() => studio.code.text()).toContain('host of a bistro')
    expect(await studio.code.cursor()).toEqual(at)

    // An edit below the cursor.
    await studio.list.select('lookup_order')
    await studio.fn.description.fill('Look up an order.')
    await expect.poll(() => studio.code.text()).toContain('"Look up an order."')
    expect(await studio.code.cursor()).toEqual(at)

    // An edit that removes lines above the cursor: the cursor moves up with its text.
    await studio.list.openSettings()
    await studio.settings.postPrompt.clear()
    await expect.poll(() => studio.code.text()).toContain('"post_prompt": {},')
    const moved = await studio.code.cursor()
    expect(moved).toEqual({ lineNumber: at.lineNumber - 2, column: at.column })
    expect(await studio.code.lineAtCursor()).toContain('"post_prompt_url"')
  })

  test('a selection in Monaco survives a form edit elsewhere', async ({ studio }) => {
    await studio.code.find('https://example.com/swaig/lookup_order')
    const selected = await studio.code.selection()

    await studio.list.openSettings()
    await studio.settings.version.fill('1.0.9')
    await expect.poll(() => studio.code.text()).toContain('"version": "1.0.9"')
    expect(await studio.code.selection()).toEqual(selected)
  })

  test("Ctrl+Z inside Monaco undoes Monaco's own last edit, not the form's", async ({
    studio,
    page,
  }) => {
    // A form edit first…
    await studio.fn.name.fill('find_order')
    await expect.poll(() => studio.code.text()).toContain('"find_order"')
    // …then an edit typed in Monaco, at the end of the description.
    await studio.code.placeCursorOn('"description": "Look up an order', 'end')
    await page.keyboard.press('ArrowLeft') // before the ","
    await page.keyboard.press('ArrowLeft') // before the closing quote
    const beforeTyping = await studio.code.text()
    await studio.code.insertText(' Be quick.')
    await expect(studio.fn.description).toHaveValue(/status\. Be quick\.$/)
    const afterTyping = await studio.code.text()

    // Monaco undoes typing word by word: press Ctrl+Z until the typing is gone.
    for (let i = 0; i < 4 && (await studio.code.text()) !== beforeTyping; i++)
      await page.keyboard.press('ControlOrMeta+z')
    expect(await studio.code.text()).toBe(beforeTyping)
    // The form follows Monaco's undo; the form's own edit is untouched.
    await expect(studio.fn.description).toHaveValue(/its status\.$/)
    await expect(studio.fn.name).toHaveValue('find_order')
    expect(await studio.functionNames()).toEqual(['find_order'])

    // Ctrl+Shift+Z in Monaco redoes it.
    for (let i = 0; i < 4 && (await studio.code.text()) !== afterTyping; i++)
      await page.keyboard.press('ControlOrMeta+Shift+z')
    expect(await studio.code.text()).toBe(afterTyping)
    await expect(studio.fn.description).toHaveValue(/status\. Be quick\.$/)
    await expect(studio.fn.name).toHaveValue('find_order')
  })
})
