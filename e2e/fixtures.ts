import { test as base, expect } from '@playwright/test'
import { StudioPage } from './pages/StudioPage'

/** `studio`: the editor opened on a fresh browser profile (each test gets its own storage). */
export const test = base.extend<{ studio: StudioPage }>({
  studio: async ({ page }, use) => {
    const studio = new StudioPage(page)
    await studio.open()
    await use(studio)
  },
})
export { expect }
