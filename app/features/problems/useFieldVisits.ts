import { useEffect } from 'react'
import type { StudioStore } from '../../store'

/**
 * "A field shows its problem once the person has left it": each time the focus leaves a field
 * (or anything else), what was typed in shows its problems (`leaveField`).
 */
export function useFieldVisits(api: StudioStore) {
  useEffect(() => {
    const left = () => {
      if (api.getState().held.typing.length > 0) api.getState().leaveField()
    }
    document.addEventListener('focusout', left)
    return () => document.removeEventListener('focusout', left)
  }, [api])
}
