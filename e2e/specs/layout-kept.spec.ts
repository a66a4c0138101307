import { test, expect } from '../fixtures'

/** The file's own layout survives the code pane and the forms (issue: byte-faithful scripts). */

const FOUR_SPACES = `{
    "version": "1.0.0",
    "sections": {
        "main": [
            {
                "ai": {
                    "prompt": {"text": "Help callers."},
                    "SWAIG": {
                        "functions": [
                            {
                                "function": "lookup_order",
                                "description": "Look up an order.",
                                "web_hook_url": "https://example.com/swaig"
                            }
                        ]
                    }
                }
            }
        ]
    }
}
`

test('a form edit on a 4-space file changes that line of the code pane only', async ({
  studio,
}) => {
  await studio.load(FOUR_SPACES, 'four.json')
  await expect.poll(() => studio.code.text()).toBe(FOUR_SPACES)
  await studio.fn.description.fill('Look up an order by its number.')
  const expected = FOUR_SPACES.replace('"Look up an order."', '"Look up an order by its number."')
  await expect.poll(() => studio.code.text()).toBe(expected)
  expect(await studio.script()).toBe(expected)
})

test('a compact script pasted in the code pane stays compact after it commits', async ({
  studio,
  page,
  context,
}) => {
  const compact =
    '{"version":"1.0.0","sections":{"main":[{"ai":{"prompt":{"text":"Hi"},"SWAIG":{"functions":[{"function":"ping","description":"Answers pong."}]}}}]}}'
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate((text) => navigator.clipboard.writeText(text), compact)
  await studio.code.pasteOverAll()
  await studio.code.blur()
  await expect(studio.functionItem('ping')).toBeVisible()
  expect(await studio.code.text()).toBe(compact)
  // A form edit afterwards changes the value in place, still on one line.
  await studio.fn.description.fill('Answers pong, always.')
  await expect
    .poll(() => studio.code.text())
    .toBe(compact.replace('Answers pong.', 'Answers pong, always.'))
})
