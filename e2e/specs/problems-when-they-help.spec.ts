import { test, expect } from '../fixtures'

/*
 * Issue 10, item 5: problems appear when they help (after leaving a field, or at export; a new
 * item is "to fill in"), and the new lint rules.
 */

test('a new webhook is to fill in, not wrong; a field shows its problem once left', async ({
  studio,
  page,
}) => {
  await studio.fn.dataMap.addWebhook.click()
  const problems = studio.header.getByRole('button', { name: /^Problems/ })
  await expect(problems).toContainText('No problems')
  // No error in red: the new webhook's empty URL is a neutral "to fill in".
  await expect(studio.fn.main.locator('.field-error, .fld-problems')).toHaveCount(0)
  await expect(studio.fn.main.getByText(/^To fill in: .*url/).first()).toBeVisible()

  // Leaving the page shows the problem as it is.
  await studio.list.openSettings()
  await expect(problems).toContainText('1 error')
  await page.getByRole('button', { name: /^Problems/ }).click()
  await expect(page.locator('#problems-panel')).toContainText('webhooks')
})

test('a problem waits until the field is left', async ({ studio }) => {
  const problems = studio.header.getByRole('button', { name: /^Problems/ })
  await studio.fn.name.fill('check order status!')
  await expect(problems).toContainText('No problems')
  await studio.fn.name.blur()
  await expect(problems).toContainText('1 error')
  await expect(studio.fn.main.getByText(/refuse other names/)).toBeVisible()
})

test('export shows every problem, those still to fill in too', async ({ studio }) => {
  await studio.list.addFunction.click()
  await expect(studio.header.getByRole('button', { name: /^Problems/ })).toContainText(
    'No problems',
  )
  await studio.toolbar.openExportMenu()
  await studio.toolbar.exportItem('Download JSON').click()
  await expect(studio.toolbar.errorsDialog).toBeVisible()
  await expect(studio.toolbar.errorsDialog).toContainText('new_function')
})

test('required_args gets a one-click rename to require_args', async ({ studio, page }) => {
  await studio.load(
    JSON.stringify({
      version: '1.0.0',
      sections: {
        main: [
          {
            ai: {
              prompt: { text: 'Hi' },
              SWAIG: {
                functions: [
                  {
                    function: 'lookup',
                    description: 'Look up.',
                    parameters: { type: 'object', properties: { id: { type: 'string' } } },
                    data_map: {
                      webhooks: [
                        {
                          url: 'https://example.com/${args.id}',
                          required_args: ['id'],
                          output: { response: 'ok' },
                        },
                      ],
                    },
                  },
                ],
              },
            },
          },
        ],
      },
    }),
  )
  await page.getByRole('button', { name: /^Problems/ }).click()
  const panel = page.locator('#problems-panel')
  await expect(panel).toContainText('misspelled-require-args')
  await panel.getByRole('button', { name: 'Rename to require_args' }).click()
  await expect(panel).not.toContainText('misspelled-require-args')
  const [fn] = (await studio.ai()).SWAIG!.functions! as {
    data_map: { webhooks: Record<string, unknown>[] }
  }[]
  expect(Object.keys(fn!.data_map.webhooks[0]!)).toEqual(['url', 'require_args', 'output'])
})

test('a click that leaves a field lands, then the field shows its problem', async ({ studio }) => {
  // The message under the name would push the button down between press and release.
  await studio.fn.name.fill('check order status!')
  await studio.fn.main.getByRole('button', { name: 'Add parameter', exact: true }).click()
  await expect(studio.fn.parameters.nameOf('new_parameter')).toBeFocused()
  await expect(studio.fn.main.getByText(/refuse other names/)).toBeVisible()
})
