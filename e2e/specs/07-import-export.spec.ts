import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { test, expect } from '../fixtures'
import { dataFile, dataPath, type Script } from '../pages/StudioPage'

/*
 * Step 7: "Import a script from a file (button "Import", and drag-and-drop onto the window) in
 * JSON or YAML; paste a whole script into the code pane. Export it: download as .json or .yaml
 * (button "Export"), or copy to the clipboard. A script with several ai steps, or an ai step
 * that is not the first in sections.main, or other sections besides main, opens fine; the
 * editor edits the first ai step and keeps everything else."
 */

const CORPUS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus')

test.describe('import', () => {
  test('Import opens a JSON file chosen in the file dialog, as one undoable step', async ({
    studio,
  }) => {
    const starter = await studio.script()
    await studio.toolbar.importFile(dataPath('three-functions.json'))

    const notice = studio.notice('Opened three-functions.json (3 functions).')
    await expect(notice).toBeVisible()
    await expect(studio.fileName('three-functions.json')).toBeVisible()
    await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
    await studio.fn.expectShowing('get_weather')
    // The file is shown exactly as it was written.
    await expect.poll(() => studio.code.text()).toBe(dataFile('three-functions.json'))

    await notice.getByRole('button', { name: 'Undo', exact: true }).click()
    await expect(studio.list.item('lookup_order')).toBeVisible()
    expect(await studio.script()).toBe(starter)
    // Undo gives back the file name too: the starter is not exported as the imported file.
    await expect(studio.fileName('Untitled script')).toBeVisible()
    expect((await studio.toolbar.download('JSON')).name).toBe('swaig-script.json')
  })

  test('a YAML file opens through the labelled file input, and exports back with its comments', async ({
    studio,
  }) => {
    await studio.toolbar.setImportFile(dataPath('restaurant.yaml'))
    await expect(studio.notice('Opened restaurant.yaml (2 functions).')).toBeVisible()
    await studio.list.expectNames(['check_opening_hours', 'order_takeaway'])
    // The code pane shows the script as JSON, whatever it came in.
    expect(await studio.code.json()).toEqual(parseYaml(dataFile('restaurant.yaml')))

    const yaml = await studio.toolbar.download('YAML')
    expect(yaml.name).toBe('restaurant.yaml')
    expect(yaml.text).toBe(dataFile('restaurant.yaml'))

    const json = await studio.toolbar.download('JSON')
    expect(json.name).toBe('restaurant.json')
    expect(JSON.parse(json.text)).toEqual(parseYaml(dataFile('restaurant.yaml')))
  })

  test('an edit to an imported YAML script keeps its comments on export', async ({ studio }) => {
    await studio.toolbar.setImportFile(dataPath('restaurant.yaml'))
    await studio.list.select('order_takeaway')
    await studio.fn.description.fill('Take a takeaway order for pick-up.')
    const { text } = await studio.toolbar.download('YAML')
    expect(text).toContain('# Keep it short: callers are hungry.')
    expect(text).toContain('# what callers ask most')
    expect(text).toContain('description: Take a takeaway order for pick-up.')
  })

  test('a file dragged onto the window opens', async ({ studio }) => {
    await studio.dropFile({
      name: 'dropped.yaml',
      mimeType: 'application/yaml',
      buffer: readFileSync(dataPath('restaurant.yaml')),
    })
    await expect(studio.notice('Opened dropped.yaml (2 functions).')).toBeVisible()
    await expect(studio.fileName('dropped.yaml')).toBeVisible()
    await studio.list.expectNames(['check_opening_hours', 'order_takeaway'])
  })

  test('dragging something that is not a file (text) does nothing', async ({ studio, page }) => {
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer()
      dt.setData('text/plain', '{"version": "9"}')
      return dt
    })
    await studio.form.dispatchEvent('dragenter', { dataTransfer })
    await expect(studio.dropOverlay).toBeHidden()
    await studio.form.dispatchEvent('drop', { dataTransfer })
    expect(await studio.functionNames()).toEqual(['lookup_order'])
  })
})

test.describe('the clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('a whole script pasted over the code pane replaces the script', async ({ studio, page }) => {
    // Copied from somewhere else.
    await page.evaluate((t) => navigator.clipboard.writeText(t), dataFile('multi-ai.json'))
    await studio.code.pasteOverAll()

    await studio.list.expectNames(['book_visit'])
    await studio.fn.expectShowing('book_visit')
    expect(await studio.code.text()).toBe(dataFile('multi-ai.json'))
    await expect.poll(() => studio.script()).toBe(dataFile('multi-ai.json'))
    // One step: Undo brings the previous script back.
    await studio.toolbar.undo.click()
    await studio.list.expectNames(['lookup_order'])
  })

  test('Export → Copy JSON and Copy YAML put the script on the clipboard', async ({ studio }) => {
    await studio.loadData('three-functions.json')
    expect(await studio.toolbar.copy('JSON')).toBe(dataFile('three-functions.json'))
    const yaml = await studio.toolbar.copy('YAML')
    expect(parseYaml(yaml)).toEqual(JSON.parse(dataFile('three-functions.json')))
  })
})

test.describe('export', () => {
  test('Download JSON and Download YAML save the current script', async ({ studio }) => {
    await studio.fn.description.fill('Find an order.')
    const json = await studio.toolbar.download('JSON')
    expect(json.name).toBe('swaig-script.json')
    expect(json.text).toBe(await studio.script('json'))
    expect((JSON.parse(json.text) as Script).sections.main).toBeDefined()
    expect(json.text).toContain('"description": "Find an order."')

    const yaml = await studio.toolbar.download('YAML')
    expect(yaml.name).toBe('swaig-script.yaml')
    expect(parseYaml(yaml.text)).toEqual(JSON.parse(json.text))
  })

  test('an edit typed in the code pane is in the download even when Export is clicked at once', async ({
    studio,
  }) => {
    await studio.code.replaceText('"1.0.0"', '"1.2.3"')
    // No pause for the code pane's parse delay: leaving the editor commits the text.
    const { text } = await studio.toolbar.download('JSON')
    expect(JSON.parse(text)).toMatchObject({ version: '1.2.3' })
  })

  test('the Export menu works from the keyboard', async ({ studio, page }) => {
    await studio.toolbar.export.focus()
    await page.keyboard.press('Enter')
    await expect(studio.toolbar.exportItem('Download JSON')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(studio.toolbar.exportItem('Download YAML')).toBeFocused()
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toBe('swaig-script.yaml')
    await expect(studio.toolbar.exportMenu).toBeHidden()
    await expect(studio.toolbar.export).toBeFocused()

    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(studio.toolbar.exportMenu).toBeHidden()
    await expect(studio.toolbar.export).toBeFocused()
  })
})

test('a script with several ai steps and other sections: the first ai step is edited, the rest kept', async ({
  studio,
}) => {
  await studio.toolbar.importFile(dataPath('multi-ai.json'))
  await expect(studio.notice('Opened multi-ai.json (1 function).')).toBeVisible()

  // The editor shows the first ai step (the third step of main), not the second one.
  await studio.list.expectNames(['book_visit'])
  await expect(studio.list.item('leave_message')).toHaveCount(0)
  await studio.list.openSettings()
  await expect(studio.settings.prompt).toHaveValue(
    'You are the receptionist of the Example Clinic.',
  )

  await studio.settings.prompt.fill('You are the front desk of the Example Clinic.')
  await studio.list.select('book_visit')
  await studio.fn.description.fill('Book a visit.')

  const { text } = await studio.toolbar.download('JSON')
  const expected = JSON.parse(dataFile('multi-ai.json')) as Script
  const ai = expected.sections.main![2]!.ai as {
    prompt: { text: string }
    SWAIG: { functions: { description: string }[] }
  }
  ai.prompt.text = 'You are the front desk of the Example Clinic.'
  ai.SWAIG.functions[0]!.description = 'Book a visit.'
  expect(JSON.parse(text)).toEqual(expected)
  // Untouched parts are written exactly as they were read (e.g. "active": "true" as a string).
  expect(text).toContain('"active": "true"')
  expect(text.split('\n').length).toBe(dataFile('multi-ai.json').split('\n').length)
})

test.describe('real scripts from ../shared/corpus', () => {
  const files = existsSync(CORPUS)
    ? readdirSync(CORPUS).filter((f) => /\.(json|ya?ml)$/.test(f))
    : []
  test.skip(!existsSync(CORPUS), `../shared is absent: ${CORPUS} holds the real scripts`)

  test('each opens, and exports in its own format byte for byte', async ({ studio }) => {
    test.slow()
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      await test.step(file, async () => {
        const original = readFileSync(join(CORPUS, file), 'utf8')
        await studio.toolbar.setImportFile(join(CORPUS, file))
        await expect(studio.fileName(file)).toBeVisible()
        await expect(studio.notice(`Opened ${file}`)).toBeVisible()
        // The list shows the functions of the first ai step.
        const doc = (file.endsWith('.json') ? JSON.parse(original) : parseYaml(original)) as Script
        const ai = doc.sections.main?.find((step) => 'ai' in step)?.ai as
          { SWAIG?: { functions?: unknown[] } } | undefined
        await expect(studio.list.count).toHaveText(`Functions ${ai?.SWAIG?.functions?.length ?? 0}`)
        if (file.endsWith('.json')) {
          // JSON is written back byte for byte: its own layout, every token as written.
          const exported = await studio.toolbar.download('JSON', { ifErrors: 'export anyway' })
          expect(exported.text).toBe(original)
        } else {
          // YAML is written back as it was read: comments, order, styles.
          const exported = await studio.toolbar.download('YAML', { ifErrors: 'export anyway' })
          expect(exported.text).toBe(original)
        }
      })
    }
  })
})
