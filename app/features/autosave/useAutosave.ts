import { useEffect } from 'react'
import { autosaveStorage } from '../../store/persistence'
import type { StudioStore } from '../../store'
import { flushPendingEdits } from '../../store/pendingEdits'
import { createAutosaver, sameSaved } from './autosaver'

export const NO_STORAGE_REASON =
  'Browser storage is not available here (private browsing or blocked by settings). Export the script to keep your work.'

/**
 * Saves the script to browser storage shortly after each change (see autosaver.ts), and starts
 * writing at once when the page is hidden or closed. When storage is full or missing, autosave
 * turns off and says why; the editor keeps working.
 */
export function useAutosave(api: StudioStore) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let stopped = false
    // Opened once for the page: startup has already waited for it, so this is a microtask.
    const before = api.getState()
    void autosaveStorage().then((storage) => {
      if (stopped) return
      if (!storage) {
        api.getState().setAutosave({ state: 'off', permanent: true, reason: NO_STORAGE_REASON })
        return
      }
      const saver = createAutosaver(api, storage)
      const unsubscribe = api.subscribe((s, prev) => sameSaved(s, prev) || saver.changed())
      // A change between this effect and the storage being ready.
      if (!sameSaved(api.getState(), before)) saver.changed()
      // Leaving: what was typed a moment ago goes into the script first, then everything is written.
      const flush = () => {
        flushPendingEdits()
        saver.flush()
      }
      const onVisibility = () => document.visibilityState === 'hidden' && flush()
      window.addEventListener('pagehide', flush)
      document.addEventListener('visibilitychange', onVisibility)
      // Leaving the page (reload, link, close) with a change not yet written: start writing at
      // `beforeunload`, before the next page is even requested, which gives the write more time
      // to be committed than `pagehide` does. Listened to only while there is such a change, as
      // the listener keeps some browsers (Firefox) from keeping the page in the back/forward cache.
      const unwatch = saver.progress.subscribe(({ saving }) => {
        if (saving) window.addEventListener('beforeunload', flush)
        else window.removeEventListener('beforeunload', flush)
      })
      stop = () => {
        flush()
        unsubscribe()
        unwatch()
        window.removeEventListener('beforeunload', flush)
        window.removeEventListener('pagehide', flush)
        document.removeEventListener('visibilitychange', onVisibility)
      }
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [api])
}
