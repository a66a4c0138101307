import { useEffect } from 'react'
import type { StudioStore } from '../../store'

/**
 * "A field shows its problem once the person has left it": each time the focus leaves a field
 * (or anything else), what was typed in shows its problems (`leaveField`). When the focus leaves
 * because of a press of the pointer (on a button, say), the problems show once the press is
 * over: a message appearing under the field just left would otherwise move the button away from
 * under the pointer between press and release, and the click would be lost.
 */
export function useFieldVisits(api: StudioStore) {
  useEffect(() => {
    let pressed = false
    let waiting = false
    const leave = () => {
      waiting = false
      if (api.getState().held.typing.length > 0) api.getState().leaveField()
    }
    const down = () => (pressed = true)
    const up = () => {
      pressed = false
      // After the click this release makes has been handled.
      if (waiting) window.setTimeout(leave, 0)
    }
    const out = () => {
      if (pressed) waiting = true
      else leave()
    }
    document.addEventListener('pointerdown', down, true)
    document.addEventListener('pointerup', up, true)
    document.addEventListener('pointercancel', up, true)
    document.addEventListener('focusout', out)
    return () => {
      document.removeEventListener('pointerdown', down, true)
      document.removeEventListener('pointerup', up, true)
      document.removeEventListener('pointercancel', up, true)
      document.removeEventListener('focusout', out)
    }
  }, [api])
}
