import { useEffect } from 'react'
import { serializeScript } from '../../model'
import { browserStorage, save, saveFailure } from '../../store/persistence'
import type { StudioStore } from '../../store'

const SAVE_DELAY_MS = 400

/**
 * Saves the script to browser storage shortly after each change, and at once when the page is
 * hidden or closed. When storage is full or missing, autosave turns off and says why; the
 * editor keeps working.
 */
export function useAutosave(api: StudioStore) {
  useEffect(() => {
    const storage = browserStorage()
    if (!storage) {
      api.getState().setAutosave({
        state: 'off',
        permanent: true,
        reason:
          'Browser storage is not available here (private browsing or blocked by settings). Export the script to keep your work.',
      })
      return
    }
    let timer: number | undefined
    const saveNow = () => {
      window.clearTimeout(timer)
      timer = undefined
      const s = api.getState()
      if (s.autosave.state === 'off' && s.autosave.permanent) return
      try {
        save(storage, s.doc, s.format, s.fileName, s.confirmedReserved)
        if (s.autosave.state === 'off') s.setAutosave({ state: 'on' })
      } catch (error) {
        s.setAutosave({
          state: 'off',
          reason: saveFailure(error, serializeScript(s.doc, s.format).length),
        })
      }
    }
    const unsubscribe = api.subscribe((s, prev) => {
      if (
        s.doc === prev.doc &&
        s.format === prev.format &&
        s.fileName === prev.fileName &&
        s.confirmedReserved === prev.confirmedReserved
      )
        return
      window.clearTimeout(timer)
      timer = window.setTimeout(saveNow, SAVE_DELAY_MS)
    })
    const flush = () => timer !== undefined && saveNow()
    const onVisibility = () => document.visibilityState === 'hidden' && flush()
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      flush()
      unsubscribe()
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [api])
}
