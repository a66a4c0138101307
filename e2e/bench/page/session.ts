/** Browser, fresh contexts with the probe, and CDP helpers (heap) for the measurements. */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../../support/browser'
import { installProbe } from './probe'

export const VIEWPORT = { width: 1440, height: 900 }

export async function launch(): Promise<Browser> {
  const options = chromiumLaunchOptions()
  return chromium.launch({
    ...options,
    // Timers and frames of a page must not be throttled while it is measured.
    args: [
      ...(options.args ?? []),
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
    ],
  })
}

/** A fresh context (clean storage and cache) and page, with the probe installed. */
export async function freshPage(
  browser: Browser,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: url })
  await context.addInitScript(installProbe)
  const page = await context.newPage()
  page.setDefaultTimeout(120_000)
  const errors: string[] = []
  pageErrors.set(page, errors)
  page.on('pageerror', (e) => errors.push(e.message))
  return { context, page }
}

const pageErrors = new WeakMap<Page, string[]>()

/** Used JS heap of the page's main thread after a full garbage collection, in MB. */
export async function heapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const usage = await cdp.send('Runtime.getHeapUsage')
    return usage.usedSize / 1024 / 1024
  } finally {
    await cdp.detach()
  }
}

/**
 * Waits until the page has been quiet (no long task) for `quietMs`, e.g. after loading a
 * script (lint, autosave and Monaco's tokenisation run shortly after a change).
 */
export async function settle(page: Page, quietMs = 600, capMs = 60_000): Promise<void> {
  await page.evaluate(
    ({ quietMs, capMs }) =>
      new Promise<void>((resolve) => {
        const b = window.__bench!
        const start = performance.now()
        const check = () => {
          const t = performance.now()
          const last = b.longTasks.reduce((m, l) => Math.max(m, l.start + l.duration), 0)
          if (t - Math.max(last, start) >= quietMs || t - start > capMs) resolve()
          else setTimeout(check, 50)
        }
        setTimeout(check, 50)
      }),
    { quietMs, capMs },
  )
}

/** Loads a script text through the app's QA API (`window.swaigStudio.loadScript`). */
export async function loadScript(page: Page, text: string, name = 'bench.json'): Promise<void> {
  const r = await page.evaluate(([t, n]) => window.swaigStudio!.loadScript(t!, n), [text, name])
  if (!r.ok) throw new Error(`loadScript failed: ${r.message}`)
}

/** Opens the app and waits for the form and for Monaco to show the script. */
export async function openApp(page: Page): Promise<void> {
  await page.goto('/')
  try {
    await page.locator('#fn_function').waitFor({ state: 'visible', timeout: 30_000 })
    await waitForMonaco(page, '"version"', 60_000)
  } catch (error) {
    const errors = pageErrors.get(page) ?? []
    throw new Error(
      `the app did not show its form and code pane${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`,
      { cause: error },
    )
  }
}

/** Waits until Monaco's visible lines contain `text`. */
export async function waitForMonaco(page: Page, text: string, timeoutMs = 120_000): Promise<void> {
  await page.evaluate(
    ([t, ms]) =>
      window.__bench!.until(
        () => window.__bench!.viewLinesText().includes(t as string),
        ms as number,
      ),
    [text, timeoutMs] as const,
  )
}
