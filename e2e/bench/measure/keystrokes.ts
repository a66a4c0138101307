/**
 * Keystroke latency: real key presses (CDP), timed in the page from the key's `keydown`
 * timestamp to (a) the frame after the page's input handlers ran, with the field showing the
 * text, and (b) Monaco's visible lines showing it. One key at a time, at a typist's pace.
 */
import type { Browser, Page } from '@playwright/test'
import { freshPage, heapMB, loadScript, openApp, settle, waitForMonaco } from '../page/session'

export interface KeySample {
  /** keydown → the page's input handlers are done (sync work of the keystroke). */
  processing: number
  /** keydown → the next frame rendered after that (the field shows the character). */
  field: number
  /** keydown → Monaco's visible text contains it (NaN when not measured). */
  monaco: number
}

export interface TypeOptions {
  /**
   * The field typed into (clicked, then Ctrl+End: keys go at its end), or null when the focus
   * is already where the keys go and no field is watched (bare Monaco: then `tail` is the text
   * just before the cursor, and only Monaco is timed).
   */
  selector: string | null
  tail?: string
  keys: number
  /** Start-to-start time between keys in ms. */
  interval: number
  /** Also wait for Monaco to show the text. */
  monaco: boolean
  /** Stop early after this long (ms), keeping the samples so far. */
  capMs?: number
  /** Stop early when the page's JS heap passes this many MB (checked every 10 keys). */
  heapCapMB?: number
  timeoutMs?: number
}

export type StopReason = 'time cap' | 'heap cap' | null

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Arms the probe for one keystroke (runs in the page). */
function arm(a: {
  selector: string | null
  fieldText: string
  monacoText: string | null
  timeoutMs: number
}) {
  const b = window.__bench!
  b.reset()
  const selector = a.selector
  const field = (async () => {
    if (selector === null) return { inputDone: NaN, painted: NaN, ok: true }
    await b.until(() => b.events.inputDone !== undefined, a.timeoutMs)
    const painted = await b.afterFrame()
    const el = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)
    return { inputDone: b.events.inputDone!, painted, ok: !!el && el.value.endsWith(a.fieldText) }
  })()
  const text = a.monacoText
  const monaco =
    text === null
      ? Promise.resolve(NaN)
      : b.until(() => b.viewLinesText().includes(text), a.timeoutMs).then(() => b.flush())
  b.pending = Promise.all([field, monaco]).then(([f, m]) => ({
    t0: b.events.keydown ?? NaN,
    ...f,
    m,
  }))
}

/**
 * Types `keys` letters at the end of the field `selector` (focused here) and times each.
 * Returns the samples and whether the cap cut the run short.
 */
export async function typeAndMeasure(
  page: Page,
  o: TypeOptions,
): Promise<{ samples: KeySample[]; stopped: StopReason }> {
  let tail = o.tail ?? ''
  if (o.selector !== null) {
    const field = page.locator(o.selector)
    await field.click()
    await page.keyboard.press('Control+End')
    // The text typed so far, after the field's original end: unique in the field and in Monaco.
    tail = (await field.inputValue()).slice(-12)
  }
  const samples: KeySample[] = []
  const started = Date.now()
  let typed = tail
  for (let i = 0; i < o.keys; i++) {
    if (o.capMs !== undefined && Date.now() - started > o.capMs)
      return { samples, stopped: 'time cap' }
    if (o.heapCapMB !== undefined && i % 10 === 9 && (await usedHeapMB(page)) > o.heapCapMB)
      return { samples, stopped: 'heap cap' }
    const keyStart = Date.now()
    const ch = LETTERS[i % LETTERS.length]!
    typed += ch
    await page.evaluate(arm, {
      selector: o.selector,
      fieldText: typed,
      monacoText: o.monaco ? JSON.stringify(typed).slice(1, -1) : null,
      timeoutMs: o.timeoutMs ?? 30_000,
    })
    await page.keyboard.press(ch)
    const r = (await page.evaluate(() => window.__bench!.pending)) as {
      t0: number
      inputDone: number
      painted: number
      ok: boolean
      m: number
    }
    if (!r.ok) throw new Error(`keystroke ${i + 1}: the field does not show "${typed}"`)
    samples.push({ processing: r.inputDone - r.t0, field: r.painted - r.t0, monaco: r.m - r.t0 })
    const rest = o.interval - (Date.now() - keyStart)
    if (rest > 0) await sleep(rest)
  }
  return { samples, stopped: null }
}

/** The JS heap in use now (no GC first: cheap enough to check while typing), in MB. */
async function usedHeapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    return (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024
  } finally {
    await cdp.detach()
  }
}

export interface KeystrokeRun {
  samples: KeySample[]
  /** MB after loading the script and after the edits (both after a full GC). */
  heapAfterImport: number
  heapAfterEdits: number
  /** Why the run typed fewer keys than asked, if it did. */
  stopped: StopReason
}

/** One run in a fresh context: load the script, type into function 1's description. */
export async function keystrokeRun(
  browser: Browser,
  url: string,
  script: { text: string; firstName: string },
  o: { keys: number; interval: number; capMs: number; heapCapMB: number },
): Promise<KeystrokeRun> {
  const { context, page } = await freshPage(browser, url)
  try {
    await openApp(page)
    await loadScript(page, script.text)
    await waitForMonaco(page, `"function": "${script.firstName}"`)
    await settle(page)
    const heapAfterImport = await heapMB(page)
    const { samples, stopped } = await typeAndMeasure(page, {
      selector: '#fn_description',
      keys: o.keys,
      interval: o.interval,
      monaco: true,
      capMs: o.capMs,
      heapCapMB: o.heapCapMB,
    })
    await settle(page)
    const heapAfterEdits = await heapMB(page)
    return { samples, heapAfterImport, heapAfterEdits, stopped }
  } finally {
    await context.close()
  }
}
