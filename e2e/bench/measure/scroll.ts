/**
 * Scrolling the function list from top to bottom: the list's scroller moves one page per
 * animation frame (programmatically, in the page); long tasks (PerformanceObserver) and frame
 * intervals are recorded meanwhile.
 */
import type { Browser } from '@playwright/test'
import { freshPage, loadScript, openApp, settle, waitForMonaco } from '../page/session'

export interface ScrollRun {
  duration: number
  frames: number
  worstFrame: number
  p95Frame: number
  longTasks: number
  longestTask: number
  /** Whether the last function's row was rendered at the end. */
  reachedEnd: boolean
}

export async function scrollRun(
  browser: Browser,
  url: string,
  script: { text: string; names: string[] },
): Promise<ScrollRun> {
  const { context, page } = await freshPage(browser, url)
  try {
    await openApp(page)
    await loadScript(page, script.text)
    await waitForMonaco(page, `"function": "${script.names[0]}"`)
    await settle(page)
    return await page.evaluate(async (count) => {
      const b = window.__bench!
      const el = document.querySelector<HTMLElement>('.list-scroll')!
      const frame = () =>
        new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())))
      el.scrollTop = 0
      await frame()
      const start = await frame()
      const times = [start]
      while (el.scrollTop + el.clientHeight < el.scrollHeight - 1 && times.length < 10_000) {
        el.scrollTop += el.clientHeight
        times.push(await frame())
      }
      const end = await b.afterFrame()
      const intervals = times
        .slice(1)
        .map((t, i) => t - times[i]!)
        .sort((x, y) => x - y)
      const tasks = b.longTasks.filter((t) => t.start + t.duration > start && t.start < end)
      return {
        duration: end - start,
        frames: intervals.length,
        worstFrame: intervals[intervals.length - 1] ?? 0,
        p95Frame: intervals[Math.floor((intervals.length - 1) * 0.95)] ?? 0,
        longTasks: tasks.length,
        longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
        reachedEnd: !!document.querySelector(`[data-row-index="${count - 1}"]`),
      }
    }, script.names.length)
  } finally {
    await context.close()
  }
}
