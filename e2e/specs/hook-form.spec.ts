import { test, expect } from '../fixtures'

/* Issue 10, item 4: hooks have their own form; nothing is written that the person did not type. */

test('a hook added from the outline: its own form, only its name in the script, then what is typed', async ({
  studio,
}) => {
  await studio.list.addHookButton('start_hook').click()
  await studio.fn.expectShowing('start_hook')
  const { hook } = studio
  await expect(hook.about).toContainText('When the call is answered')
  await expect(hook.about).toContainText('What it sends')
  // No parameters, data map or fillers: the fields that make sense for a hook.
  await expect(hook.main.getByRole('button', { name: 'Add parameter' })).toHaveCount(0)
  await expect(hook.main.getByRole('group', { name: 'Data map' })).toHaveCount(0)
  expect((await studio.ai()).SWAIG?.functions?.[1]).toEqual({ function: 'start_hook' })
  // The missing description is "to fill in", not an error, while the hook is new.
  await expect(hook.main.getByText(/^To fill in: /)).toBeVisible()
  await expect(studio.header.getByRole('button', { name: /^Problems/ })).not.toContainText('error')

  await hook.description.fill('Tell the booking system a call started.')
  await hook.webHookUrl.address.fill('https://example.com/hooks/start')
  await hook.name.selectOption('startup_hook')
  await expect
    .poll(async () => (await studio.ai()).SWAIG?.functions?.[1])
    .toEqual({
      function: 'startup_hook',
      description: 'Tell the booking system a call started.',
      web_hook_url: 'https://example.com/hooks/start',
    })
})

test('summarize_conversation says whether it will run: only with a summary prompt', async ({
  studio,
}) => {
  await studio.list.addHookButton('summarize_conversation').click()
  await expect(studio.hook.about).toContainText('This script has a summary prompt')
  await studio.list.openSettings()
  await studio.settings.postPrompt.fill('')
  await studio.list.hook('summarize_conversation').click()
  await expect(studio.hook.about).toContainText('This script has no summary prompt')
  await studio.hook.about.getByRole('button', { name: 'Add one in Script settings' }).click()
  await expect(studio.settings.heading).toBeVisible()
})

test('the form header and the list agree on counts (hooks are counted apart)', async ({
  studio,
}) => {
  await studio.list.addHookButton('stop_hook').click()
  await studio.list.addFunction.click()
  await expect(studio.list.count).toHaveText('Functions 2')
  await expect(studio.fn.position).toHaveText('Function 2 of 2')
})
