import { existsSync } from 'node:fs'
import type { LaunchOptions } from '@playwright/test'

/**
 * Finds a Chromium for Playwright, so the same `npm test` runs on CI, in a container with
 * Debian's Chromium, and on a developer laptop with Playwright's own browser:
 * 1. the `CHROMIUM_PATH` environment variable (or `PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH`);
 * 2. a system Chromium or Chrome at a well-known path;
 * 3. otherwise `undefined`: Playwright uses the browser that `npx playwright install` fetched.
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist`)
    return fromEnv
  }
  const candidates = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ]
  return candidates.find((path) => existsSync(path))
}

/** Flags that keep a headless Chromium quiet on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = findChromium()
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS }
}
