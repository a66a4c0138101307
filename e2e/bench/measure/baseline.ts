/**
 * The single-Form baseline (e2e/bench/baseline): in one fresh page, the import of the generated
 * script through the same file input (change → first function's Name field shows it → frame),
 * then keystrokes into function 1's description, timed exactly like the app's. Each part is
 * capped: a capped import is reported as "> cap", a lower bound for the ratios.
 */
import type { Browser } from '@playwright/test'
import { freshPage, heapMB, settle } from '../page/session'
import { chooseFile, DESCRIPTION_FIELD, NAME_FIELD } from './import'
import { typeAndMeasure, type KeySample } from './keystrokes'

export interface BaselineRun {
  /** ms; NaN when capped (see `importCappedAt`). */
  importMs: number
  importCappedAt?: number
  heapAfterImport: number
  samples: KeySample[]
  keysStopped: string | null
  /** Form fields rendered (inputs, textareas, selects). */
  fields: number
}

function armImport(a: { nameField: string; name: string; timeoutMs: number }) {
  const b = window.__bench!
  b.reset()
  b.pending = b
    .until(
      () =>
        b.events.change !== undefined &&
        document.querySelector<HTMLInputElement>(a.nameField)?.value === a.name,
      a.timeoutMs,
    )
    .then(() => b.afterFrame())
    .then((t) => t - b.events.change!)
}

export async function baselineRun(
  browser: Browser,
  url: string,
  script: { text: string; firstName: string; fileName: string },
  o: { keys: number; interval: number; capMs: number },
): Promise<BaselineRun> {
  const { context, page } = await freshPage(browser, url)
  const run: BaselineRun = {
    importMs: NaN,
    heapAfterImport: NaN,
    samples: [],
    keysStopped: null,
    fields: 0,
  }
  try {
    await page.goto('/')
    await settle(page, 300)
    await page.evaluate(armImport, {
      nameField: NAME_FIELD.baseline,
      name: script.firstName,
      timeoutMs: o.capMs,
    })
    await chooseFile(page, script)
    const ms = await Promise.race([
      page.evaluate(() => window.__bench!.pending) as Promise<number>,
      new Promise<null>((r) => setTimeout(() => r(null), o.capMs + 2_000)),
    ]).catch(() => null)
    if (ms === null) {
      run.importCappedAt = o.capMs
      return run
    }
    run.importMs = ms
    await settle(page, 600, o.capMs)
    run.heapAfterImport = await heapMB(page)
    run.fields = await page.evaluate(
      () => document.querySelectorAll('input, textarea, select').length,
    )
    const typed = await typeAndMeasure(page, {
      selector: DESCRIPTION_FIELD.baseline,
      keys: o.keys,
      interval: o.interval,
      monaco: false,
      capMs: o.capMs,
      timeoutMs: o.capMs,
    })
    run.samples = typed.samples
    run.keysStopped = typed.stopped
    return run
  } finally {
    await context.close()
  }
}
