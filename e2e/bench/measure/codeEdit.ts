/**
 * A Monaco edit until the form shows it: one character typed inside function 1's description
 * in the JSON (a real key press into Monaco), timed in the page from `keydown` to the frame
 * after the form's Description field contains it. The code pane parses the text after a
 * 250 ms pause in typing (PARSE_DELAY_MS in CodePane.tsx), which is part of every sample.
 */
import type { Browser, Page } from '@playwright/test'
import { freshPage, loadScript, openApp, settle, waitForMonaco } from '../page/session'

function armCodeEdit(a: { text: string; timeoutMs: number }) {
  const b = window.__bench!
  b.reset()
  const shows = () =>
    document.querySelector<HTMLTextAreaElement>('#fn_description')?.value.includes(a.text) === true
  b.pending = b
    .until(() => b.events.keydown !== undefined && shows(), a.timeoutMs)
    .then(() => b.afterFrame())
    .then((t) => t - b.events.keydown!)
}

/** Puts Monaco's cursor just before the closing quote of the first `"description": "…"`. */
async function placeCursor(page: Page): Promise<string> {
  const target = await page.evaluate(() => {
    const lines = [...document.querySelectorAll<HTMLElement>('.monaco-editor .view-line')]
      .map((el) => ({ el, top: parseFloat(el.style.top) || 0 }))
      .sort((x, y) => x.top - y.top)
    const line = lines.find(({ el }) =>
      (el.textContent ?? '').replace(/\u00a0/g, ' ').includes('"description": "'),
    )
    const span = line?.el.firstElementChild as HTMLElement | null | undefined
    if (!line || !span) return null
    const box = span.getBoundingClientRect()
    const text = (line.el.textContent ?? '').replace(/\u00a0/g, ' ')
    return { x: box.left + 40, y: box.top + box.height / 2, text }
  })
  if (!target) throw new Error('Monaco shows no "description" line')
  await page.mouse.click(target.x, target.y)
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  // The description's end, as the form shows it (the line ends with `",`).
  const m = /"description": "(.*)",\s*$/.exec(target.text)
  return JSON.parse(`"${m?.[1] ?? ''}"`) as string
}

export async function codeEditRun(
  browser: Browser,
  url: string,
  script: { text: string; firstName: string },
  edits: number,
): Promise<number[]> {
  const { context, page } = await freshPage(browser, url)
  try {
    await openApp(page)
    await loadScript(page, script.text)
    await waitForMonaco(page, `"function": "${script.firstName}"`)
    await settle(page)
    let typed = (await placeCursor(page)).slice(-12)
    const samples: number[] = []
    for (let i = 0; i < edits; i++) {
      const ch = 'xyzw'[i % 4]!
      typed += ch
      await page.evaluate(armCodeEdit, { text: typed, timeoutMs: 60_000 })
      await page.keyboard.press(ch)
      samples.push((await page.evaluate(() => window.__bench!.pending)) as number)
      await settle(page, 200)
    }
    return samples
  } finally {
    await context.close()
  }
}
