import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from '../fixtures'
import type { StudioPage } from '../pages/StudioPage'

/*
 * Issue 10, item 2: the whole `ai` step in forms. Each settings page is a button of the
 * "Script outline"; every edit writes only the value edited.
 */

const CORPUS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus')
const corpus = (name: string) =>
  readFileSync(join(CORPUS, `signalwire__digital_employees__${name}.json`), 'utf8')
const hasCorpus = existsSync(CORPUS)

/** The exported script's `ai` step, and the same from the text as loaded. */
async function aiBeforeAfter(studio: StudioPage, text: string) {
  const step = (doc: { sections: Record<string, Record<string, unknown>[]> }) =>
    doc.sections.main!.find((s) => 'ai' in s)!.ai as Record<string, unknown>
  return { before: step(JSON.parse(text)), after: step(await studio.scriptJson()) }
}

test('each settings page is a button of the Script outline', async ({ studio }) => {
  for (const name of [
    'Script settings',
    'Agent behaviour',
    'Languages and speech',
    'Conversation flow',
    'Function settings',
  ] as const)
    await studio.pages.open(name)
})

test.describe('Agent behaviour', () => {
  test.skip(!hasCorpus, '../shared/corpus is absent')

  test('a setting in plain words, with its unit, range and SWML name; an edit writes only it', async ({
    studio,
  }) => {
    const text = corpus('sigmond')
    await studio.load(text, 'sigmond.json')
    const { pages } = studio
    await pages.open('Agent behaviour')
    const field = pages.field('Silence that ends a turn')
    // The script writes "250" as text: shown as it is, and flagged as such.
    await expect(field).toHaveValue('250')
    const help = pages.main.locator('#param-end_of_speech_timeout__help')
    await expect(help).toContainText('250 to 10,000 ms')
    await expect(help).toContainText('end_of_speech_timeout')

    await field.fill('800')
    await field.blur()
    const { before, after } = await aiBeforeAfter(studio, text)
    expect(after.params).toEqual({
      ...(before.params as object),
      end_of_speech_timeout: 800,
    })
    expect({ ...after, params: undefined }).toEqual({ ...before, params: undefined })

    // An on/off setting offers its default; choosing "Default" removes the key again.
    await pages.openSection('Interruptions')
    const noise = pages.field('Noise interrupts')
    await noise.selectOption('On')
    await expect
      .poll(async () => (await studio.ai()).params as object)
      .toMatchObject({
        interrupt_on_noise: true,
      })
    await noise.selectOption({ label: 'Not set' })
    await expect
      .poll(async () => Object.keys((await studio.ai()).params as object))
      .not.toContain('interrupt_on_noise')
  })

  test('the groups, a search by plain words or by name, and the settings no group lists', async ({
    studio,
  }) => {
    await studio.load(
      JSON.stringify({
        version: '1.0.0',
        sections: { main: [{ ai: { prompt: { text: 'Hi' }, params: { my_own_knob: 3 } } }] },
      }),
    )
    const { pages } = studio
    await pages.open('Agent behaviour')
    for (const title of [
      'Timing and turn-taking',
      'Interruptions',
      'Audio and voice',
      'The model',
      'What functions may do',
      'Debugging',
      'Other settings',
    ])
      await expect(pages.section(title)).toBeVisible()

    await pages.findSetting.fill('interrupt')
    await expect(pages.field('Words needed to interrupt')).toBeVisible()
    await expect(pages.section('Debugging')).toHaveCount(0)
    await pages.findSetting.fill('debug_webhook_level')
    await expect(pages.field('Live log detail')).toBeVisible()
    await pages.findSetting.fill('')

    // An unknown setting is kept, and edited as a key and a value.
    const other = pages.section('Other settings')
    await expect(other.getByRole('textbox', { name: 'Value of my_own_knob' })).toHaveValue('3')
    await other.getByRole('textbox', { name: 'Value of my_own_knob' }).fill('4')
    await expect.poll(async () => (await studio.ai()).params).toEqual({ my_own_knob: 4 })
  })
})

test.describe('Script settings', () => {
  test.skip(!hasCorpus, '../shared/corpus is absent')

  test('the summary sign-in is masked, and the prompt has its model settings', async ({
    studio,
  }) => {
    await studio.load(corpus('sigmond'), 'sigmond.json')
    const { pages } = studio
    await pages.open('Script settings')
    const password = pages.field('Summary password')
    await expect(password).toHaveAttribute('type', 'password')
    await expect(pages.field('Summary user')).not.toHaveValue('')
    await pages.main
      .locator('[data-setting="post_prompt_auth_password"]')
      .getByRole('button', { name: 'Show password' })
      .click()
    await expect(password).toHaveAttribute('type', 'text')

    const prompt = pages.main.getByRole('group', { name: 'Prompt', exact: true })
    await expect(prompt.getByLabel('Temperature', { exact: true })).toHaveValue('0.5')
    await prompt.getByLabel('Temperature', { exact: true }).fill('0.4')
    await expect.poll(async () => (await studio.ai()).prompt).toMatchObject({ temperature: 0.4 })
  })

  test('keys of the ai step no page knows are in "Other fields"; global data is keys and values', async ({
    studio,
  }) => {
    await studio.load(
      JSON.stringify({
        version: '1.0.0',
        sections: {
          main: [{ ai: { prompt: { text: 'Hi' }, agent_meta_data: { team: 'support' } } }],
        },
      }),
    )
    const { pages } = studio
    await pages.open('Script settings')
    const other = pages.main.getByRole('textbox', { name: 'Other fields', exact: true })
    await expect(other).toHaveValue(/"agent_meta_data"/)
    const global = pages.main.getByRole('group', { name: 'Global data', exact: true })
    await global.getByRole('button', { name: 'Add key', exact: true }).click()
    await expect(global.getByRole('textbox', { name: 'Key 1' })).toBeFocused()
    await global.getByRole('textbox', { name: 'Key 1' }).fill('company')
    await global.getByRole('textbox', { name: 'Value of company' }).fill('Example Bakery')
    await expect
      .poll(async () => (await studio.ai()).global_data)
      .toEqual({ company: 'Example Bakery' })
  })
})

test('Languages: add, fill in, reorder and remove; their filler phrases', async ({
  studio,
  page,
}) => {
  const { pages } = studio
  await pages.open('Languages and speech')
  await pages.button('Add a language').click()
  const first = pages.card(/^Language 1: /)
  await expect(first.getByLabel('Name', { exact: true })).toBeFocused()
  await first.getByLabel('Name', { exact: true }).fill('English')
  await first.getByLabel('Language code', { exact: true }).fill('en-US')
  await first.getByLabel('Voice', { exact: true }).fill('elevenlabs.rachel')
  await first
    .getByRole('group', { name: 'Speech fillers' })
    .getByRole('button', { name: 'Add phrase' })
    .click()
  // The new phrase's input takes the focus as it appears; a person types once it has.
  await expect(first.getByRole('textbox', { name: /^Phrase 1 of / })).toBeFocused()
  await page.keyboard.type('Okay.')

  await pages.button('Add a language').click()
  const second = pages.card(/^Language 2: /)
  await second.getByLabel('Name', { exact: true }).fill('Spanish')
  await second.getByLabel('Language code', { exact: true }).fill('es-US')
  await second.getByLabel('Voice', { exact: true }).fill('elevenlabs.rachel')
  await pages.button('Move language Spanish up').click()

  await expect
    .poll(async () => (await studio.ai()).languages)
    .toEqual([
      { name: 'Spanish', code: 'es-US', voice: 'elevenlabs.rachel' },
      { name: 'English', code: 'en-US', voice: 'elevenlabs.rachel', speech_fillers: ['Okay.'] },
    ])
  await pages.button('Remove language Spanish').click()
  await expect
    .poll(async () => ((await studio.ai()).languages as { name: string }[]).map((l) => l.name))
    .toEqual(['English'])
})

test('Hints and pronunciations', async ({ studio }) => {
  const { pages } = studio
  await pages.open('Languages and speech')
  await pages.button('Add a hint').click()
  await expect(pages.field('Hint 1')).toBeFocused()
  await pages.field('Hint 1').fill('Example Bakery')
  await pages.button('Add a replacement rule').click()
  const rule = pages.card(/^Hint 2: /)
  await rule.getByLabel('Heard as', { exact: true }).fill('bakery')
  await pages.button('Add a pronunciation').click()
  await expect(pages.field('Written 1')).toBeFocused()
  await pages.field('Written 1').fill('SWML')
  await pages.field('Say it as 1').fill('swim-el')
  await expect
    .poll(async () => (await studio.ai()).hints)
    .toEqual(['Example Bakery', { hint: 'bakery' }])
  await expect
    .poll(async () => (await studio.ai()).pronounce)
    .toEqual([{ replace: 'SWML', with: 'swim-el' }])
})

test.describe('Conversation flow', () => {
  test('starts from nothing: a default stage with a first step to fill in', async ({ studio }) => {
    const { pages } = studio
    await pages.open('Conversation flow')
    await pages.button('Add a conversation flow').click()
    const step = pages.card(/^Step 1: /)
    await expect(step.getByLabel('Name', { exact: true })).toBeFocused()
    await step.getByLabel('Name', { exact: true }).fill('greet')
    await step.getByLabel('What the agent does', { exact: true }).fill('Greet the caller.')
    await step
      .getByRole('group', { name: 'Functions it may use' })
      .getByLabel('lookup_order')
      .check()
    await expect
      .poll(async () => (await studio.ai()).prompt)
      .toMatchObject({
        contexts: {
          default: {
            steps: [{ name: 'greet', text: 'Greet the caller.', functions: ['lookup_order'] }],
          },
        },
      })
  })

  test('a real flow: steps with their criteria, functions and next steps', async ({ studio }) => {
    test.skip(!hasCorpus, '../shared/corpus is absent')
    const text = corpus('santa')
    await studio.load(text, 'santa.json')
    const { pages } = studio
    await pages.open('Conversation flow')
    const verify = pages.card('Step 2: verify_present')
    await expect(verify.getByLabel('Done when', { exact: true })).toHaveValue(
      'The user has selected one of the presented options.',
    )
    const functions = verify.getByRole('group', { name: 'Functions it may use' })
    await expect(functions.getByLabel('send_present')).toBeChecked()
    await expect(functions.getByLabel('end_call')).not.toBeChecked()
    await expect(
      verify.getByRole('group', { name: 'May go to steps' }).getByLabel('farewell'),
    ).toBeChecked()
    await functions.getByLabel('end_call').check()

    const { before, after } = await aiBeforeAfter(studio, text)
    const steps = (ai: Record<string, unknown>) =>
      (ai.prompt as { contexts: { default: { steps: Record<string, unknown>[] } } }).contexts
        .default.steps
    expect(steps(after)[1]!.functions).toEqual(['send_present', 'ask_for_present', 'end_call'])
    expect({ ...steps(after)[1], functions: 0 }).toEqual({ ...steps(before)[1], functions: 0 })
    expect(steps(after)[0]).toEqual(steps(before)[0])
  })
})
