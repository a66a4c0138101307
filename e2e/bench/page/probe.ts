/**
 * The benchmark's clock in the page: installed with `addInitScript` before any page script, so
 * every figure is measured with the page's own `performance.now()` (ms since navigation start)
 * and never includes Playwright's round trips.
 *
 * Functions here are serialised into the page: they must not close over anything.
 */

export interface BenchProbe {
  /** Event times of the current measurement (cleared by `reset`). */
  events: {
    /** `keydown`'s timestamp (when the browser received the key). */
    keydown?: number
    /** After the page's own `input` handlers (a bubble listener on window runs last). */
    inputDone?: number
    /** A file input's `change` timestamp. */
    change?: number
    /** `click`'s timestamp. */
    click?: number
  }
  /** Long tasks (> 50 ms) since the page started. */
  longTasks: { start: number; duration: number }[]
  reset(): void
  /** Resolves with the time `check()` first holds: checked now, on DOM changes, events, frames. */
  until(check: () => boolean, timeoutMs?: number): Promise<number>
  /** The time just after the next frame was rendered (rAF, then a message: after paint). */
  afterFrame(): Promise<number>
  /** The time after the current task (and a frame being rendered now) is done. */
  flush(): Promise<number>
  /** The text Monaco shows (its visible lines), with non-breaking spaces as spaces. */
  viewLinesText(): string
  /** A measurement in progress, awaited by a later `page.evaluate`. */
  pending?: Promise<unknown>
}

declare global {
  interface Window {
    __bench?: BenchProbe
    /** Set by tsx's transform inside serialised functions; a no-op in the page. */
    __name?: (f: unknown) => unknown
  }
}

export function installProbe(): void {
  // tsx (esbuild keepNames) wraps inner functions in __name(): harmless, but must exist.
  ;(globalThis as { __name?: (f: unknown) => unknown }).__name = (f: unknown) => f
  const wakers = new Set<() => void>()
  const wake = () => wakers.forEach((w) => w())
  const now = () => performance.now()
  /** An event's timestamp, unless it is not on the page's clock (then: now). */
  const stamp = (e: Event) => {
    const t = now()
    return e.timeStamp > 0 && e.timeStamp <= t && t - e.timeStamp < 5_000 ? e.timeStamp : t
  }
  const probe: BenchProbe = {
    events: {},
    longTasks: [],
    reset() {
      probe.events = {}
    },
    until(check, timeoutMs = 30_000) {
      return new Promise<number>((resolve, reject) => {
        let done = false
        const finish = (ok: boolean) => {
          done = true
          wakers.delete(test)
          observer.disconnect()
          clearTimeout(timer)
          if (ok) resolve(now())
          else reject(new Error(`condition not met within ${timeoutMs} ms`))
        }
        const test = () => {
          if (done) return
          let ok = false
          try {
            ok = check()
          } catch {
            ok = false
          }
          if (ok) finish(true)
        }
        const observer = new MutationObserver(test)
        observer.observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        })
        const frame = () => {
          test()
          if (!done) requestAnimationFrame(frame)
        }
        const timer = setTimeout(() => !done && finish(false), timeoutMs)
        wakers.add(test)
        test()
        if (!done) requestAnimationFrame(frame)
      })
    },
    flush() {
      return new Promise<number>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(now())
        channel.port2.postMessage(0)
      })
    },
    afterFrame() {
      return new Promise<number>((resolve) =>
        requestAnimationFrame(() => void probe.flush().then(resolve)),
      )
    },
    viewLinesText() {
      const lines = document.querySelector('.monaco-editor .view-lines')
      return (lines?.textContent ?? '').replace(/\u00a0/g, ' ')
    },
  }
  window.__bench = probe
  addEventListener('keydown', (e) => ((probe.events.keydown ??= stamp(e)), wake()), true)
  addEventListener('input', () => ((probe.events.inputDone = now()), wake()), false)
  addEventListener('change', (e) => ((probe.events.change ??= stamp(e)), wake()), true)
  addEventListener('click', (e) => ((probe.events.click ??= stamp(e)), wake()), true)
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        probe.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no Long Tasks API: no long tasks are reported
  }
}
