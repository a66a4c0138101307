import { test, expect } from '../fixtures'
import { AUTOSAVE_KEY, dataFile } from '../pages/StudioPage'

/*
 * Bad input: "each: a message that says what is wrong, and where when there is a where, and the
 * current script untouched". The files are made here, as bytes, so each case shows exactly what
 * is wrong with it; the large ones are generated at run time.
 */

const MB = 1024 * 1024

interface BadFile {
  name: string
  bytes: () => Buffer
  /** What the message must say (after "Could not open the file."). */
  says: RegExp
}

/** YAML whose aliases expand to 10^10 values: "billion laughs". */
function aliasBomb(): Buffer {
  const lines = ['version: 1.0.0', 'l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]']
  for (let i = 1; i <= 9; i++)
    lines.push(
      `l${i}: &l${i} [${Array(10)
        .fill(`*l${i - 1}`)
        .join(', ')}]`,
    )
  lines.push('sections:', '  main:', '    - ai:', '        prompt:', '          text: *l9')
  return Buffer.from(lines.join('\n') + '\n')
}

const BAD_FILES: BadFile[] = [
  {
    name: 'empty.json',
    bytes: () => Buffer.alloc(0),
    says: /^empty\.json, line 1, column 1: The script is empty/,
  },
  {
    name: 'only-spaces.yaml',
    bytes: () => Buffer.from('  \n\n   \n'),
    says: /^only-spaces\.yaml, line 1, column 1: The script is empty/,
  },
  {
    name: 'truncated.json',
    bytes: () => Buffer.from('{\n  "version": "1.0.0",\n  "sections": {\n    "main": [\n      {'),
    says: /^truncated\.json, line 5, column 8: /,
  },
  {
    name: 'trailing-garbage.json',
    bytes: () => Buffer.from('{\n  "sections": {\n    "main": []\n  }\n}\n}\nthis is not JSON\n'),
    says: /^trailing-garbage\.json, line 6, column 1: /,
  },
  {
    name: 'array.json',
    bytes: () => Buffer.from('[\n  { "version": "1.0.0" }\n]\n'),
    says: /^array\.json, line 1, column 1: A script must be an object .*holds a list \(array\)/,
  },
  {
    name: 'string.json',
    bytes: () => Buffer.from('"version 1.0.0"\n'),
    says: /^string\.json, line 1, column 1: A script must be an object .*holds a string/,
  },
  {
    name: 'latin1.json',
    // "Café" saved as Latin-1: the é is the single byte 0xE9 (byte 66, on line 4).
    bytes: () =>
      Buffer.concat([
        Buffer.from('{\n  "sections": {\n    "main": [\n      { "play": { "url": "say:Caf'),
        Buffer.from([0xe9]),
        Buffer.from('" } }\n    ]\n  }\n}\n'),
      ]),
    says: /^latin1\.json is not UTF-8 text: byte 66 \(line 4\) is not valid UTF-8\. Save the file as UTF-8/,
  },
  {
    name: 'tabs.yaml',
    bytes: () => Buffer.from('version: 1.0.0\nsections:\n\tmain:\n\t\t- answer: {}\n'),
    says: /^tabs\.yaml, line 3, column 1: .*tab/i,
  },
  {
    name: 'billion-laughs.yaml',
    bytes: aliasBomb,
    says: /^billion-laughs\.yaml, line \d+, column \d+: The YAML's aliases expand to more than 1,000,000 values \(a "billion laughs" document\)/,
  },
  {
    name: 'deep.json',
    bytes: () => Buffer.from('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)),
    says: /^deep\.json, line 1, column \d+: The JSON is nested more than 1,000 levels deep/,
  },
  {
    name: 'deep.yaml',
    bytes: () => Buffer.from('['.repeat(100_000) + ']'.repeat(100_000)),
    says: /^deep\.yaml, line 1, column \d+: The YAML is nested too deeply/,
  },
  {
    name: 'huge.json',
    bytes: () => {
      const b = Buffer.alloc(12 * MB, 0x20)
      b.write('{"sections": {"main": []}, "pad": "', 0)
      b.write('"}', 12 * MB - 2)
      return b
    },
    says: /^huge\.json is 12\.0 MB; SWAIG Studio opens scripts up to 8\.0 MB/,
  },
]

test.describe('a file that cannot be opened is refused with a message, and the script is untouched', () => {
  // One page for all the files (each a step, its checks soft, so every file is reported):
  // after each refusal the same script must still be there, which is the point.
  test('empty, truncated, trailing garbage, not an object, not UTF-8, tabs, billion laughs, 100,000 levels deep, 12 MB', async ({
    studio,
  }) => {
    test.slow()
    await studio.fn.description.fill('My unsaved description.')
    const before = await studio.script()
    const history = await studio.historyLength()

    for (const bad of BAD_FILES) {
      await test.step(bad.name, async () => {
        await studio.toolbar.setImportFile({
          name: bad.name,
          mimeType: bad.name.endsWith('.json') ? 'application/json' : 'application/yaml',
          buffer: bad.bytes(),
        })
        const alert = studio.page
          .getByRole('alert')
          .filter({ hasText: `Could not open the file. ${bad.name}` })
        await expect(alert).toBeVisible()
        const message = (await alert.innerText()).replace(/^Could not open the file\.\s*/, '')
        expect.soft(message).toMatch(bad.says)
        // One sentence after the other, the reason ending with its own full stop.
        expect.soft(message).toMatch(/[.!?] Your current script is unchanged\.$/)
        // The tab is not frozen: it still answers clicks.
        await studio.list.openSettings()
        await studio.list.select('lookup_order')

        expect.soft(await studio.script()).toBe(before)
        expect.soft(await studio.historyLength()).toEqual(history)
        await expect.soft(studio.fileName('Untitled script')).toBeVisible()
        await alert.getByRole('button', { name: 'Dismiss', exact: true }).click()
        await expect(alert).toBeHidden()
      })
    }
  })

  test('the same refusal for a file dropped on the window', async ({ studio }) => {
    const before = await studio.script()
    await studio.dropFile({
      name: 'truncated.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"sections": {"main": ['),
    })
    await expect(
      studio.notice(/Could not open the file\. truncated\.json, line 1, column 24/),
    ).toBeVisible()
    expect(await studio.script()).toBe(before)
  })
})

test.describe('pasted into the code pane', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('JSON nested 100,000 levels deep: an error at its place, no stack overflow, no freeze', async ({
    studio,
    page,
  }) => {
    test.slow() // 600 kB on one line: Monaco takes a few seconds to take the paste in.
    const before = await studio.script()
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)
    await page.evaluate((text) => navigator.clipboard.writeText(text), deep)
    await studio.code.pasteOverAll()
    // The 1,001st "{" is at column 5,001.
    await expect(studio.code.error).toContainText(
      'Line 1, column 5001: The JSON is nested more than 1,000 levels deep',
      { timeout: 30_000 },
    )
    // The tab answers, and the form still shows the last good script.
    await studio.list.openSettings()
    await expect(studio.settings.prompt).toBeDisabled()
    expect(await studio.script()).toBe(before)
    // Undo in the editor brings the script back.
    await studio.code.focus()
    await page.keyboard.press('ControlOrMeta+z')
    await expect(studio.code.error).toBeHidden()
    await expect(studio.settings.prompt).toBeEnabled()
    expect(await studio.code.text()).toBe(before)
  })
})

test.describe('files that open with a warning', () => {
  test('duplicate keys: the warning says which key, where, and that the last value wins', async ({
    studio,
  }) => {
    const text = dataFile('three-functions.json').replace(
      '"post_prompt_url": "https://example.com/luigi/summary",',
      '"post_prompt_url": "https://example.com/first",\n          "post_prompt_url": "https://example.com/second",',
    )
    await studio.toolbar.setImportFile({
      name: 'twice.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    })
    const line = text.split('\n').findIndex((l) => l.includes('example.com/second')) + 1
    const warning = studio.notice('Opened twice.json (3 functions).')
    await expect(warning).toBeVisible()
    await expect(warning).toHaveRole('alert')
    await expect(warning).toContainText(
      `Line ${line}, column 11: Duplicate key "post_prompt_url": the last value wins`,
    )
    await studio.list.openSettings()
    await expect(studio.settings.postPromptUrl).toHaveValue('https://example.com/second')
    // Written once, in the first key's place.
    const written = await studio.script()
    expect(written.match(/"post_prompt_url"/g)).toHaveLength(1)
  })

  test('a UTF-8 byte order mark is kept: the code pane does not show it, the export writes it', async ({
    studio,
  }) => {
    const original = dataFile('three-functions.json')
    await studio.toolbar.setImportFile({
      name: 'notepad.json',
      mimeType: 'application/json',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(original)]),
    })
    await expect(studio.notice('Opened notepad.json (3 functions).')).toBeVisible()
    await studio.list.expectNames(['get_weather', 'book_table', 'transfer_call'])
    await expect.poll(() => studio.code.text()).toBe(original)
    const { text } = await studio.toolbar.download('JSON')
    expect(text).toBe('\ufeff' + original)
  })
})

test.describe('browser storage full or unavailable: autosave is off, the editor still works', () => {
  test('storage full (the IndexedDB write fails with QuotaExceededError)', async ({
    unopenedStudio: studio,
    page,
  }) => {
    await studio.open()
    await expect(studio.autosaveOn).toBeVisible()
    // A real quota error: Chromium is told this origin may keep almost nothing.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Storage.overrideQuotaForOrigin', {
      origin: new URL(page.url()).origin,
      quotaSize: 1024,
    })

    await studio.fn.name.fill('find_order')
    await expect(studio.autosaveOff).toBeVisible()
    await expect(studio.autosaveOff).toContainText('Browser storage is full')
    await expect(studio.autosaveOff).toContainText('Export it to keep your work')

    // Editing, undo and export go on working.
    await studio.fn.description.fill('Find an order.')
    await studio.toolbar.undo.click()
    await expect(studio.fn.description).toHaveValue(/^Look up an order/)
    const { text } = await studio.toolbar.download('JSON')
    expect(text).toContain('"function": "find_order"')
  })

  test('IndexedDB refused: the autosave goes to localStorage, as before', async ({
    unopenedStudio: studio,
    page,
  }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
    })
    await studio.open()
    await studio.fn.name.fill('find_order')
    await expect
      .poll(async () => JSON.parse((await studio.localStorageItem(AUTOSAVE_KEY)) ?? '{}').text)
      .toContain('"function": "find_order"')
    await expect(studio.autosaveOn).toBeVisible()
    await studio.reload()
    await expect(studio.list.item('find_order')).toBeVisible()
  })

  test('localStorage full, where IndexedDB is refused (setItem throws QuotaExceededError)', async ({
    unopenedStudio: studio,
    page,
  }) => {
    await page.addInitScript((key) => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (k: string, v: string) {
        if (k === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        return setItem.call(this, k, v)
      }
    }, AUTOSAVE_KEY)
    await studio.open()
    await expect(studio.autosaveOn).toBeVisible()
    await studio.fn.name.fill('find_order')
    await expect(studio.autosaveOff).toContainText('Browser storage is full')
  })

  test('storage blocked (IndexedDB and localStorage both throw SecurityError)', async ({
    unopenedStudio: studio,
    page,
  }) => {
    await page.addInitScript(() => {
      const refuse = {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      }
      Object.defineProperty(window, 'localStorage', refuse)
      Object.defineProperty(window, 'indexedDB', refuse)
    })
    await studio.open()
    await expect(studio.autosaveOff).toBeVisible()
    await expect(studio.autosaveOff).toContainText('Browser storage is not available here')

    // The starter opens and can be edited, undone, exported.
    await studio.fn.name.fill('find_order')
    await expect(studio.list.item('find_order')).toBeVisible()
    await studio.toolbar.undo.click()
    await expect(studio.list.item('lookup_order')).toBeVisible()
    await studio.code.ready()
    const { name } = await studio.toolbar.download('YAML')
    expect(name).toBe('swaig-script.yaml')
  })
})
