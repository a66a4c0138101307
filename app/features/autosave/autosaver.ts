import type { StoreApi } from 'zustand/vanilla'
import { envelope, save, saveFailure, type AutosaveStorage } from '../../store/persistence'
import type { AutosaveStatus, StudioState, StudioStore } from '../../store'
import { saveProgress, type SaveProgress } from './progress'

export const SAVE_DELAY_MS = 400
/** How long a due save may wait for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 1000

/** How the autosave waits: injected so tests can step through it. */
export interface SaveTiming {
  /** Runs `fn` after `ms`; returns a cancel. */
  after(fn: () => void, ms: number): () => void
  /** Runs `fn` when the main thread is idle, at the latest after `timeoutMs`; returns a cancel. */
  whenIdle(fn: () => void, timeoutMs: number): () => void
}

export const browserTiming: SaveTiming = {
  after(fn, ms) {
    const id = setTimeout(fn, ms)
    return () => clearTimeout(id)
  },
  whenIdle(fn, timeoutMs) {
    // Safari has no requestIdleCallback: a timer there.
    if (typeof requestIdleCallback !== 'function') return browserTiming.after(fn, 0)
    const id = requestIdleCallback(fn, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  },
}

export interface Autosaver {
  /** Store state changed: saves it SAVE_DELAY_MS later, when the browser is idle. */
  changed(): void
  /** The page is being hidden or closed: starts writing what is not saved, now. */
  flush(): void
  /** Resolves when nothing is waiting to be saved or being written (tests). */
  settled(): Promise<void>
  readonly progress: StoreApi<SaveProgress>
}

/** Whether two states hold the same saved things (else the change is one to save). */
export function sameSaved(s: StudioState, prev: StudioState): boolean {
  return (
    s.doc === prev.doc &&
    s.format === prev.format &&
    s.fileName === prev.fileName &&
    s.confirmedReserved === prev.confirmedReserved &&
    s.tests === prev.tests
  )
}

/**
 * Saves the store's script to `storage`, off the typing path: a change waits SAVE_DELAY_MS after
 * the last one, then for an idle moment; only then is the envelope made (serialising the script)
 * and written. One write at a time: a save due while one is running runs once after it, with the
 * state as it is then. The store's `autosave` status follows each write's outcome.
 */
export function createAutosaver(
  api: StudioStore,
  storage: AutosaveStorage,
  timing: SaveTiming = browserTiming,
): Autosaver {
  const progress = saveProgress(api)
  /** The state changed since the last write started. */
  let dirty = false
  let cancelWait: (() => void) | undefined
  let writing = 0
  /** A save came due while a write was running. */
  let again = false
  const waiters: (() => void)[] = []

  const update = () => {
    const saving = dirty || writing > 0
    if (progress.getState().saving !== saving) progress.setState({ saving })
    if (!saving) for (const w of waiters.splice(0)) w()
  }

  const stopWaiting = () => {
    cancelWait?.()
    cancelWait = undefined
  }

  /** Saves now, unless a write is running (then once more after it). */
  const due = () => {
    stopWaiting()
    if (writing > 0) again = true
    else write()
  }

  const write = (pageGoing = false) => {
    if (!dirty) return
    dirty = false
    const s = api.getState()
    if (s.autosave.state === 'off' && s.autosave.permanent) return update()
    const env = envelope(s.doc, s.format, s.fileName, s.confirmedReserved, s.tests)
    writing += 1
    update()
    if (pageGoing) storage.keepNow?.(env)
    const report = (status: AutosaveStatus) => {
      const now = api.getState().autosave
      // A permanent "off" (newer work in storage) is never lifted by a write's outcome.
      if (now.state === 'off' && now.permanent) return
      if (now.state !== status.state || status.state === 'off') api.getState().setAutosave(status)
    }
    void save(storage, env)
      .then(
        () => report({ state: 'on' }),
        (error: unknown) => report({ state: 'off', reason: saveFailure(error, env.text.length) }),
      )
      .finally(() => {
        writing -= 1
        if (writing === 0 && again) {
          again = false
          write()
        }
        update()
      })
  }

  return {
    progress,
    changed() {
      dirty = true
      update()
      stopWaiting()
      cancelWait = timing.after(() => {
        cancelWait = timing.whenIdle(due, IDLE_TIMEOUT_MS)
      }, SAVE_DELAY_MS)
    },
    flush() {
      stopWaiting()
      // At once, even beside a running write: waiting for it could mean never starting, as the
      // page goes. IndexedDB runs read-write transactions on one store in the order they were
      // made, so this newer one lands last.
      write(true)
    },
    settled() {
      return new Promise((resolve) => {
        waiters.push(resolve)
        update()
      })
    },
  }
}
