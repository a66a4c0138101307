/**
 * The floors: what the same measurement gives on bare pages (e2e/bench/floors), served by
 * `vite preview` and driven in the same headless Chromium with the same probe as the app, so
 * that each figure of the app stands beside what the browser, Monaco and rjsf cost alone.
 *
 * - Plain `<textarea>` and `<input>`: keystroke → field and keystroke → input handled, typed at
 *   the end of function 1's description with `typeAndMeasure`, exactly as the app's keys.
 * - Bare Monaco holding the generated script: keys typed at the end of function 1's description
 *   inside Monaco, keydown → Monaco's visible lines show them (as "Keystroke → Monaco").
 * - One rjsf form of the starter's function: navigation → form usable (as the app's cold load).
 */
import type { Browser, Page } from '@playwright/test'
import type { BenchScript } from '../generate'
import { freshPage, settle, waitForMonaco } from '../page/session'
import { formLoadRun, type FormLoadRun } from './load'
import { typeAndMeasure, type KeySample, type StopReason } from './keystrokes'
import '../floors/floorApi'

export interface FloorKeyRun {
  samples: KeySample[]
  stopped: StopReason
}

export interface PlainInputRun {
  textarea: FloorKeyRun
  /** When asked for (`input`). */
  input?: FloorKeyRun
}

export interface BareMonacoRun extends FloorKeyRun {
  /** The longest main-thread task while the page loaded Monaco and created its editor. */
  longestTaskLoading: number
  /** Of which: `monaco.editor.create` (and the model's), after Monaco's modules were evaluated. */
  editorCreation: number
  /** `setValue` of the script → Monaco's visible lines show function 1 (ms). */
  textShown: number
  /** The longest main-thread task from `setValue` until the page was quiet. */
  longestTaskAfterText: number
}

/** The app's code pane box, which the bare Monaco page takes (Monaco renders what fits). */
export interface Box {
  width: number
  height: number
}

export const DEFAULT_CODE_BOX: Box = { width: 520, height: 801 }

/** The size of the app's code pane in an open app page (the default when it is not there). */
export async function codePaneBox(page: Page): Promise<Box> {
  const box = await page.evaluate(() => {
    const r = document.querySelector('.monaco-editor')?.getBoundingClientRect()
    return r ? { width: Math.round(r.width), height: Math.round(r.height) } : null
  })
  return box && box.width > 0 && box.height > 0 ? box : DEFAULT_CODE_BOX
}

/**
 * Plain input page: the same text as function 1's description in both, then keys at the end of
 * the text area (the app's Description is one) and, with `input`, of the input.
 */
export async function plainInputRun(
  browser: Browser,
  url: string,
  script: BenchScript,
  o: { keys: number; interval: number; input: boolean },
): Promise<PlainInputRun> {
  const { context, page } = await freshPage(browser, url)
  try {
    await page.goto('/input.html')
    await page.evaluate((text) => {
      for (const id of ['floor-input', 'floor-textarea'])
        (document.getElementById(id) as HTMLInputElement).value = text
    }, script.firstDescription)
    await settle(page, 300)
    const textarea = await typeAndMeasure(page, {
      selector: '#floor-textarea',
      keys: o.keys,
      interval: o.interval,
      monaco: false,
    })
    if (!o.input) return { textarea }
    const input = await typeAndMeasure(page, {
      selector: '#floor-input',
      keys: o.keys,
      interval: o.interval,
      monaco: false,
    })
    return { textarea, input }
  } finally {
    await context.close()
  }
}

/** Where function 1's description ends in the script's text (just before its closing quote). */
export function descriptionEnd(script: BenchScript): number {
  const fn = script.text.indexOf(`"function": ${JSON.stringify(script.firstName)}`)
  const literal = `"description": ${JSON.stringify(script.firstDescription)}`
  const at = script.text.indexOf(literal, fn)
  if (fn < 0 || at < 0) throw new Error("function 1's description is not in the script's text")
  return at + literal.length - 1
}

/** Bare Monaco: the script's text set in the page, then keys typed into its description. */
export async function bareMonacoRun(
  browser: Browser,
  url: string,
  script: BenchScript,
  o: { keys: number; interval: number; box: Box; capMs: number },
): Promise<BareMonacoRun> {
  const { context, page } = await freshPage(browser, url)
  try {
    await page.goto(`/monaco.html?w=${o.box.width}&h=${o.box.height}`)
    await page.waitForFunction(() => window.__floorMonaco !== undefined, undefined, {
      timeout: 60_000,
    })
    await settle(page, 300)
    const { longestTaskLoading, editorCreation } = await page.evaluate(() => ({
      longestTaskLoading: Math.max(0, ...window.__bench!.longTasks.map((t) => t.duration)),
      editorCreation: performance.getEntriesByName('floor:editor-created')[0]?.duration ?? NaN,
    }))
    const needle = `"function": ${JSON.stringify(script.firstName)}`
    const shown = (await page.evaluate(
      ([text, needle]) => {
        const b = window.__bench!
        const start = performance.now()
        b.longTasks.length = 0
        window.__floorMonaco!.setText(text!)
        return b
          .until(() => b.viewLinesText().includes(needle!), 120_000)
          .then(() => b.flush())
          .then((t) => t - start)
      },
      [script.text, needle],
    )) as number
    await waitForMonaco(page, needle)
    await settle(page)
    const longestTaskAfterText = await page.evaluate(() =>
      Math.max(0, ...window.__bench!.longTasks.map((t) => t.duration)),
    )
    await page.evaluate(
      (offset) => window.__floorMonaco!.placeCursor(offset),
      descriptionEnd(script),
    )
    const typed = await typeAndMeasure(page, {
      selector: null,
      tail: script.firstDescription.slice(-12),
      keys: o.keys,
      interval: o.interval,
      monaco: true,
      capMs: o.capMs,
    })
    return { ...typed, longestTaskLoading, editorCreation, textShown: shown, longestTaskAfterText }
  } finally {
    await context.close()
  }
}

/** The one-form page's cold load, timed exactly as the app's "form usable". */
export const formFloorRun = (browser: Browser, url: string): Promise<FormLoadRun> =>
  formLoadRun(browser, url, '/form.html')
