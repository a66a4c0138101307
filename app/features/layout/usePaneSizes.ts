import { useCallback, useState } from 'react'

const KEY = 'swaig-studio:layout'
type Sizes = { leftWidth: number; rightWidth: number }
const DEFAULT: Sizes = { leftWidth: 280, rightWidth: 520 }

/** The side panes' widths, remembered in this browser. */
export function usePaneSizes(): [Sizes, (sizes: Sizes) => void] {
  const [sizes, setSizes] = useState<Sizes>(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Sizes> | null
      if (stored && typeof stored.leftWidth === 'number' && typeof stored.rightWidth === 'number') {
        return { leftWidth: stored.leftWidth, rightWidth: stored.rightWidth }
      }
    } catch {
      // Storage unavailable or garbled: the default layout is fine.
    }
    return DEFAULT
  })
  const update = useCallback((next: Sizes) => {
    setSizes(next)
    try {
      localStorage.setItem(KEY, JSON.stringify(next))
    } catch {
      // Not remembering the layout is harmless.
    }
  }, [])
  return [sizes, update]
}
