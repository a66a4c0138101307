import { defineConfig } from '@playwright/test'
import base from '../playwright.config'

/** `npm run screenshots`: the README's pictures, taken from a production build. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /screenshots\.shots\.ts$/,
  outputDir: '../../test-results/screenshots',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The suite's production server (its first; not the dev server), started from the repository root.
  webServer: [base.webServer]
    .flat()
    .slice(0, 1)
    .filter(Boolean)
    .map((server) => ({ ...server!, cwd: '../..' })),
})
