import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './support/browser'

const PORT = Number(process.env.E2E_PORT ?? 5199)
/** The development server (`npm run dev`), for the main flows in React's StrictMode. */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? PORT + 100)
// E2E_DEV=1 runs every spec against `vite` (fast to start while developing); the default, and CI,
// run them against `vite preview` of a production build, which is what users get, and the main
// flows against `vite` as well.
const useDevServer = process.env.E2E_DEV === '1'
const MAIN_FLOWS = /main-flows\.spec\.ts$/
// The mock's clock runs 6× faster: a "1-minute" token lives 10 s, so the token preview's refresh
// and expiry can be watched in seconds.
const serverEnv = { E2E: '1', SWAIG_MOCK_SECONDS_PER_MINUTE: '10' }
const devServer = (port: number) => ({
  command: `npx vite --port ${port} --strictPort --host 127.0.0.1`,
  cwd: '..',
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  env: serverEnv,
})

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test doubles the suite's time on a 2-core machine: record one
    // when a failed test is retried (CI), and keep a screenshot of every failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
        viewport: { width: 1440, height: 900 },
      },
    },
    {
      name: 'dev-server',
      testMatch: MAIN_FLOWS,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${DEV_PORT}`,
      },
    },
  ],
  webServer: useDevServer
    ? devServer(PORT)
    : [
        {
          // One build folder per port: two runs side by side never rebuild each other's files.
          command: `npx vite build --logLevel warn --outDir .e2e-dist/${PORT} --emptyOutDir && npx vite preview --outDir .e2e-dist/${PORT} --port ${PORT} --strictPort --host 127.0.0.1`,
          cwd: '..',
          url: `http://127.0.0.1:${PORT}`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: serverEnv,
        },
        devServer(DEV_PORT),
      ],
})
