/**
 * Cold load of the built app in a fresh context (empty cache and storage: the starter script):
 * from navigation start (the page clock's zero) to (a) the form usable — the Name field present
 * and enabled, and the frame after it rendered — and (b) Monaco showing the script. Also: the
 * main-thread long tasks while Monaco loads, i.e. how long the form is blocked by it.
 */
import type { Browser } from '@playwright/test'
import { freshPage } from '../page/session'

export interface LoadRun {
  formUsable: number
  monacoShown: number
  firstContentfulPaint: number
  /** When the Monaco chunk (ScriptEditor-*.js) finished downloading. */
  monacoChunkLoaded: number
  /** Long tasks after the form was usable until Monaco showed the script. */
  longestTaskWhileMonacoLoads: number
  blockingWhileMonacoLoads: number
  /** Form controls in the form pane (`main`) once loaded. */
  formFields: number
}

/** Controls of the form pane: the app's and the one-form floor's both sit in `main`. */
const FORM_CONTROLS = 'main input, main textarea, main select'

/** Installed before the page's scripts: records both moments on the page's clock. */
function watchLoad(a: { monaco: boolean }) {
  const b = window.__bench!
  const marks: Record<string, number> = {}
  ;(window as unknown as { __benchLoad: Record<string, number> }).__benchLoad = marks
  const usable = () => {
    const name = document.querySelector<HTMLInputElement>('#fn_function')
    return !!name && !name.disabled
  }
  void b
    .until(usable, 60_000)
    .then(() => b.afterFrame())
    .then((t) => (marks.formUsable = t))
  if (a.monaco)
    void b
      .until(() => b.viewLinesText().includes('"version"'), 60_000)
      .then(() => b.flush())
      .then((t) => (marks.monacoShown = t))
}

export async function loadRun(browser: Browser, url: string): Promise<LoadRun> {
  const { context, page } = await freshPage(browser, url)
  try {
    await context.addInitScript(watchLoad, { monaco: true })
    await page.goto('/')
    await page.waitForFunction(
      () => {
        const m = (window as unknown as { __benchLoad?: Record<string, number> }).__benchLoad
        return m?.formUsable !== undefined && m.monacoShown !== undefined
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    )
    return await page.evaluate((controls) => {
      const m = (window as unknown as { __benchLoad: Record<string, number> }).__benchLoad
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
      const chunk = performance
        .getEntriesByType('resource')
        .find((e) => /\/assets\/ScriptEditor-[^/]*\.js$/.test(e.name)) as
        PerformanceResourceTiming | undefined
      const tasks = window.__bench!.longTasks.filter(
        (t) => t.start + t.duration > m.formUsable! && t.start < m.monacoShown!,
      )
      return {
        formUsable: m.formUsable!,
        monacoShown: m.monacoShown!,
        firstContentfulPaint: fcp,
        monacoChunkLoaded: chunk?.responseEnd ?? NaN,
        longestTaskWhileMonacoLoads: Math.max(0, ...tasks.map((t) => t.duration)),
        blockingWhileMonacoLoads: tasks.reduce((s, t) => s + t.duration - 50, 0),
        formFields: document.querySelectorAll(controls).length,
      }
    }, FORM_CONTROLS)
  } finally {
    await context.close()
  }
}

/** A page that shows a form and no Monaco (the one-form floor): navigation → form usable. */
export interface FormLoadRun {
  formUsable: number
  firstContentfulPaint: number
  /** Form controls rendered (inputs, text areas, selects). */
  fields: number
  /** The longest main-thread task before the form was usable. */
  longestTask: number
}

/** Cold load of `path` in a fresh context, timed exactly as the app's "form usable". */
export async function formLoadRun(
  browser: Browser,
  url: string,
  path: string,
): Promise<FormLoadRun> {
  const { context, page } = await freshPage(browser, url)
  try {
    await context.addInitScript(watchLoad, { monaco: false })
    await page.goto(path)
    await page.waitForFunction(
      () =>
        (window as unknown as { __benchLoad?: Record<string, number> }).__benchLoad?.formUsable !==
        undefined,
      undefined,
      { timeout: 60_000, polling: 100 },
    )
    return await page.evaluate((controls) => {
      const m = (window as unknown as { __benchLoad: Record<string, number> }).__benchLoad
      const before = window.__bench!.longTasks.filter((t) => t.start < m.formUsable!)
      return {
        formUsable: m.formUsable!,
        firstContentfulPaint:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        fields: document.querySelectorAll(controls).length,
        longestTask: Math.max(0, ...before.map((t) => t.duration)),
      }
    }, FORM_CONTROLS)
  } finally {
    await context.close()
  }
}
