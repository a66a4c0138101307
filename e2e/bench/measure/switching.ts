/**
 * Switching the selected function: a click on a row of the list, timed in the page from the
 * `click` event to the frame after the form shows that function (heading and Name field).
 */
import type { Browser, Page } from '@playwright/test'
import { freshPage, loadScript, openApp, settle, waitForMonaco } from '../page/session'

function armSwitch(a: { name: string; timeoutMs: number }) {
  const b = window.__bench!
  b.reset()
  const shows = () =>
    document.querySelector('#editor-title')?.textContent === a.name &&
    document.querySelector<HTMLInputElement>('#fn_function')?.value === a.name
  b.pending = b
    .until(() => b.events.click !== undefined && shows(), a.timeoutMs)
    .then(() => b.afterFrame())
    .then((t) => t - b.events.click!)
}

/** Switch `i` of a run: a click on row 1…7 (all in view) in turn; its time (ms). */
export async function switchTo(
  page: Page,
  script: { names: string[] },
  i: number,
): Promise<number> {
  const rows = Math.min(7, script.names.length - 1)
  const index = (i % rows) + 1
  const name = script.names[index]!
  await page.evaluate(armSwitch, { name, timeoutMs: 30_000 })
  await page.locator(`[data-row-index="${index}"]`).click()
  const ms = (await page.evaluate(() => window.__bench!.pending)) as number
  await settle(page, 200)
  return ms
}

/** Rows 1…7 (all in view), in turn: each click selects another function. */
export async function switchRun(
  browser: Browser,
  url: string,
  script: { text: string; names: string[] },
  switches: number,
): Promise<number[]> {
  const { context, page } = await freshPage(browser, url)
  try {
    await openApp(page)
    await loadScript(page, script.text)
    await waitForMonaco(page, `"function": "${script.names[0]}"`)
    await settle(page)
    const samples: number[] = []
    for (let i = 0; i < switches; i++) samples.push(await switchTo(page, script, i))
    return samples
  } finally {
    await context.close()
  }
}
