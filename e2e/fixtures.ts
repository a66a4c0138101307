import { test as base, expect } from '@playwright/test'
import { StudioPage } from './pages/StudioPage'

export { StudioPage }

interface Fixtures {
  /** The editor opened on a fresh browser profile (each test gets its own storage). */
  studio: StudioPage
  /** The page object on a page that has not opened the editor yet (to arrange storage first). */
  unopenedStudio: StudioPage
  /** Uncaught errors in the page; a test fails when there are any (checked after the test). */
  pageErrors: Error[]
}

// Fixture bodies name Playwright's `use` callback `provide`: eslint's React-hooks rule takes a
// call to `use(...)` for React's `use` hook.
export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, provide) => {
      const errors: Error[] = []
      page.on('pageerror', (e) => errors.push(e))
      await provide(errors)
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([])
    },
    { auto: true },
  ],
  unopenedStudio: async ({ page }, provide) => {
    await provide(new StudioPage(page))
  },
  studio: async ({ page }, provide) => {
    const studio = new StudioPage(page)
    await studio.open()
    await provide(studio)
  },
})
export { expect }
