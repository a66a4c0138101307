/**
 * Import: the file is chosen on "Import a script file" (`setInputFiles`), and the page's clock
 * runs from the input's `change` event to the frame after the list and the form show the first
 * function (and, for the app, until Monaco shows it). The same for the rjsf baseline page.
 */
import type { Browser, Page } from '@playwright/test'
import { freshPage, heapMB, openApp, settle } from '../page/session'

export interface ImportRun {
  /** change → list and form show the first function (ms); NaN when the cap was hit. */
  listForm: number
  /** change → Monaco shows the first function (ms; app only, else NaN). */
  monaco: number
  /** JS heap after the import, after a full GC (MB; NaN when capped). */
  heap: number
  /** The cap (ms) when the page had not rendered by then. */
  cappedAt?: number
}

export type Target = 'app' | 'baseline'

/** The first function's name field on each page. */
export const NAME_FIELD: Record<Target, string> = {
  app: '#fn_function',
  baseline: '#root_sections_main_1_ai_SWAIG_functions_0_function',
}
export const DESCRIPTION_FIELD: Record<Target, string> = {
  app: '#fn_description',
  baseline: '#root_sections_main_1_ai_SWAIG_functions_0_description',
}

function armImport(a: { target: Target; nameField: string; name: string; timeoutMs: number }) {
  const b = window.__bench!
  b.reset()
  const shows = () => {
    const field = document.querySelector<HTMLInputElement>(a.nameField)
    if (!field || field.value !== a.name) return false
    if (a.target === 'baseline') return true
    const list = document.querySelector('ul[aria-label="Functions"]')
    return !!list && (list.textContent ?? '').includes(a.name)
  }
  const listForm = b
    .until(() => b.events.change !== undefined && shows(), a.timeoutMs)
    .then(() => b.afterFrame())
  const needle = `"function": "${a.name}"`
  const monaco =
    a.target === 'app'
      ? b.until(() => b.viewLinesText().includes(needle), a.timeoutMs).then(() => b.flush())
      : Promise.resolve(NaN)
  b.pending = Promise.all([listForm, monaco]).then(([lf, m]) => ({ t0: b.events.change!, lf, m }))
}

/** Opens the page, then imports the script through the file input. */
export async function importRun(
  browser: Browser,
  url: string,
  target: Target,
  script: { text: string; firstName: string; fileName: string },
  capMs = 120_000,
): Promise<ImportRun> {
  const { context, page } = await freshPage(browser, url)
  try {
    if (target === 'app') await openApp(page)
    else await page.goto('/')
    await settle(page, 300)
    await page.evaluate(armImport, {
      target,
      nameField: NAME_FIELD[target],
      name: script.firstName,
      timeoutMs: capMs,
    })
    await chooseFile(page, script)
    const result = await Promise.race([
      page.evaluate(() => window.__bench!.pending) as Promise<{
        t0: number
        lf: number
        m: number
      }>,
      new Promise<null>((r) => setTimeout(() => r(null), capMs + 2_000)),
    ])
    if (!result) return { listForm: NaN, monaco: NaN, heap: NaN, cappedAt: capMs }
    await settle(page)
    return {
      listForm: result.lf - result.t0,
      monaco: result.m - result.t0,
      heap: await heapMB(page),
    }
  } catch (error) {
    if (/condition not met/.test(String(error)))
      return { listForm: NaN, monaco: NaN, heap: NaN, cappedAt: capMs }
    throw error
  } finally {
    await context.close()
  }
}

export async function chooseFile(page: Page, script: { text: string; fileName: string }) {
  await page.getByLabel('Import a script file').setInputFiles({
    name: script.fileName,
    mimeType: 'application/json',
    buffer: Buffer.from(script.text),
  })
}
