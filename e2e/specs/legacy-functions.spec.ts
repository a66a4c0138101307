import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, type StudioPage } from '../fixtures'

/** Old-style functions (`purpose`, `argument`) in the same editors as new ones. */

const CORPUS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus')

const firstFunction = async (studio: StudioPage) =>
  JSON.parse(await studio.script()).sections.main[0].ai.SWAIG.functions[0] as Record<
    string,
    unknown
  >

const script = (fns: object[]) =>
  JSON.stringify(
    {
      version: '1.0.0',
      sections: { main: [{ ai: { prompt: { text: 'Hi' }, SWAIG: { functions: fns } } }] },
    },
    null,
    2,
  ) + '\n'

test('purpose and argument show in the Description editor and the parameter builder, and edits go there', async ({
  studio,
}) => {
  await studio.load(
    script([
      {
        function: 'send_message',
        purpose: 'Send a text message to the caller.',
        argument: { type: 'object', properties: { to: { type: 'string', description: 'Number' } } },
      },
    ]),
    'old.json',
  )
  const description = studio.fn.main.getByLabel('Description — written as “purpose”')
  await expect(description).toHaveValue('Send a text message to the caller.')
  const parameters = studio.fn.main.getByRole('group', {
    name: 'Parameters — written as “argument”',
  })
  await expect(parameters.getByRole('group', { name: 'Parameter to' })).toBeVisible()
  await expect(studio.fn.deprecation).toContainText('purpose is deprecated')

  await description.fill('Send a text message.')
  await parameters.getByRole('button', { name: 'Add parameter' }).click()
  const fn = await firstFunction(studio)
  expect(fn.purpose).toBe('Send a text message.')
  expect(fn).not.toHaveProperty('description')
  expect(fn).not.toHaveProperty('parameters')
  expect(Object.keys((fn.argument as { properties: object }).properties)).toEqual([
    'to',
    'new_parameter',
  ])
})

test('"argument": "none" reads as taking no inputs; the first parameter added replaces it', async ({
  studio,
}) => {
  await studio.load(
    script([{ function: 'check_for_input', purpose: 'Check for input.', argument: 'none' }]),
  )
  const parameters = studio.fn.main.getByRole('group', {
    name: 'Parameters — written as “argument”',
  })
  await expect(parameters).toContainText('This function takes no inputs')
  await parameters.getByRole('button', { name: 'Add parameter' }).click()
  const fn = await firstFunction(studio)
  expect(fn.argument).toEqual({
    type: 'object',
    properties: { new_parameter: { type: 'string', description: '' } },
  })
})

test.describe('real scripts', () => {
  test.skip(!existsSync(CORPUS), `../shared is absent: ${CORPUS} holds the real scripts`)

  test('every function shows its description and its inputs in the forms, none as raw JSON', async ({
    studio,
  }) => {
    test.slow()
    for (const file of readdirSync(CORPUS).filter((f) => f.endsWith('.json'))) {
      await test.step(file, async () => {
        const text = readFileSync(join(CORPUS, file), 'utf8')
        await studio.load(text, file)
        const ai = JSON.parse(text).sections.main.find((s: object) => 'ai' in s)?.ai
        const fns = (ai?.SWAIG?.functions ?? []) as Record<string, unknown>[]
        for (const fn of fns) {
          const name = String(fn.function)
          if (/hook|summarize_conversation/.test(name)) continue
          await studio.selectFunction(name)
          const description = String(fn.description ?? fn.purpose ?? '')
          await expect(studio.fn.main.getByLabel(/^Description/).first()).toHaveValue(description)
          const inputs = (fn.parameters ?? fn.argument) as
            { properties?: object } | string | undefined
          const params = studio.fn.main.getByRole('group', { name: /^Parameters/ }).first()
          if (inputs === 'none') await expect(params).toContainText('takes no inputs')
          for (const p of Object.keys(typeof inputs === 'object' ? (inputs.properties ?? {}) : {}))
            await expect(params.getByRole('group', { name: `Parameter ${p}` })).toBeVisible()
          await expect(params.getByLabel(/as JSON$/)).toHaveCount(0)
        }
      })
    }
  })
})
