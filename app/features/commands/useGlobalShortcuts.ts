import { useEffect } from 'react'
import type { StudioStore } from '../../store'
import { commandForKey, runCommand } from './registry'

/**
 * Runs the commands with global keys (undo, redo…) from anywhere on the page, except inside the
 * code pane, where Monaco's own keys apply (its own undo, for one).
 */
export function useGlobalShortcuts(api: StudioStore) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = commandForKey('global', e)
      if (!command) return
      if (e.target instanceof Element && e.target.closest('.monaco-editor')) return
      e.preventDefault()
      runCommand(command, { api })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [api])
}
