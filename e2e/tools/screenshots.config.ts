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
  // The same server as the suite, started from the repository root.
  webServer:
    base.webServer && !Array.isArray(base.webServer)
      ? { ...base.webServer, cwd: '../..' }
      : base.webServer,
})
