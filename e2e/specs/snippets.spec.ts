import { test, expect } from '../fixtures'
import { PreviewPanel } from '../pages/PreviewPanel'

/*
 * Issue 10, item 7: snippets safe to paste. (The unit tests run the curl snippet through sh and
 * the Node snippet through node against a local server; here, what the person sees and copies.)
 */

test('the curl snippet quotes the resource for the shell', async ({ studio, page }) => {
  const preview = new PreviewPanel(page)
  await preview.open()
  const resource = "alice'; touch pwned.txt; echo '"
  await preview.connect({ resource })
  await expect(preview.status).toContainText('Ready', { timeout: 15_000 })
  await page.getByRole('tab', { name: 'curl', exact: true }).click()
  const snippet = page.getByLabel('curl snippet')
  await expect(snippet).toContainText(`-d '{"resource":"alice'\\''; touch pwned.txt; echo '\\''"`)
  await page.getByRole('tab', { name: 'Node', exact: true }).click()
  await expect(page.getByLabel('Node snippet')).toContainText(
    `body: '{"resource":"alice\\'; touch pwned.txt; echo \\'","expires_in":`,
  )
  expect(studio).toBeTruthy()
})
