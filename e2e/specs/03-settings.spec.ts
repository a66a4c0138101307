import { test, expect } from '../fixtures'

/*
 * Step 3: "Edit the script settings in a form: version, ai.prompt.text, ai.post_prompt.text,
 * ai.post_prompt_url (long texts in a comfortable multi-line field)."
 */

test.beforeEach(async ({ studio }) => {
  await studio.list.openSettings()
})

test('the four settings are edited in the form and land at their place in the script', async ({
  studio,
}) => {
  await studio.settings.version.fill('1.0.1')
  await studio.settings.prompt.fill('You are the host of a small bistro.')
  await studio.settings.postPrompt.fill('Write a one-line summary.')
  await studio.settings.postPromptUrl.fill('https://bistro.example.com/summary')

  const doc = await studio.scriptJson()
  expect(doc.version).toBe('1.0.1')
  const ai = await studio.ai()
  expect(ai.prompt?.text).toBe('You are the host of a small bistro.')
  expect(ai.post_prompt?.text).toBe('Write a one-line summary.')
  expect(ai.post_prompt_url).toBe('https://bistro.example.com/summary')
  // Nothing else of the script moved: the function is still there.
  expect(await studio.functionNames()).toEqual(['lookup_order'])

  // The form shows what it wrote after going away and back.
  await studio.list.select('lookup_order')
  await studio.list.openSettings()
  await expect(studio.settings.version).toHaveValue('1.0.1')
  await expect(studio.settings.postPromptUrl).toHaveValue('https://bistro.example.com/summary')
})

test('the prompts are comfortable multi-line fields that keep line breaks', async ({
  studio,
  page,
}) => {
  for (const field of [studio.settings.prompt, studio.settings.postPrompt]) {
    expect(await field.evaluate((el) => el.tagName)).toBe('TEXTAREA')
    expect(Number(await field.getAttribute('rows'))).toBeGreaterThanOrEqual(4)
  }
  // The prompt field is many times taller than a one-line input, and wide.
  const prompt = (await studio.settings.prompt.boundingBox())!
  const url = (await studio.settings.postPromptUrl.boundingBox())!
  expect(prompt.height).toBeGreaterThan(url.height * 4)
  expect(prompt.width).toBeGreaterThanOrEqual(400)

  await studio.settings.prompt.clear()
  await studio.settings.prompt.pressSequentially('# Role')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await studio.settings.prompt.pressSequentially('Be brief.')

  await expect(studio.settings.prompt).toHaveValue('# Role\n\nBe brief.')
  expect((await studio.ai()).prompt?.text).toBe('# Role\n\nBe brief.')
  // In the JSON the line breaks are escaped, as JSON wants.
  await expect.poll(() => studio.code.text()).toContain('"text": "# Role\\n\\nBe brief."')
})

test('a very long prompt is edited without losing a character', async ({ studio }) => {
  const long = Array.from(
    { length: 400 },
    (_, i) => `Rule ${i + 1}: answer in at most two sentences; never guess an order status.`,
  ).join('\n')
  await studio.settings.prompt.fill(long)
  await expect(studio.settings.prompt).toHaveValue(long)
  expect((await studio.ai()).prompt?.text).toBe(long)
})

test('clearing the summary URL removes it from the script instead of writing ""', async ({
  studio,
}) => {
  await studio.settings.postPromptUrl.clear()
  await expect.poll(async () => (await studio.ai()).post_prompt_url).toBeUndefined()
  expect(await studio.script()).not.toContain('"post_prompt_url"')
})
