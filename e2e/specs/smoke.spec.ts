import { test, expect } from '../fixtures'

test('the editor opens with the starter script, its form and its JSON', async ({
  studio,
  page,
}) => {
  await expect(studio.functionItem('lookup_order')).toBeVisible()
  await expect(studio.field('Name')).toHaveValue('lookup_order')
  await studio.code.ready()
  await expect(page.getByRole('textbox', { name: 'Script JSON' })).toBeAttached()
})
