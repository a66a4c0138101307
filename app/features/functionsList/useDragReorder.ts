import { useRef, useState, type PointerEvent, type RefObject } from 'react'

const EDGE = 40

/**
 * Pointer dragging in a list of fixed-height rows (virtualised or not): the row under the
 * pointer is computed from the scroll position, so rows that are not rendered still count, and
 * the list scrolls when the pointer nears its edges. Escape cancels.
 */
export function useDragReorder(opts: {
  scroller: RefObject<HTMLElement | null>
  rowHeight: number
  count: number
  onMove(from: number, to: number): void
}) {
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null)
  const current = useRef<{ from: number; over: number } | null>(null)

  function start(from: number, e: PointerEvent<HTMLElement>) {
    if (e.button !== 0) return
    const el = opts.scroller.current
    if (!el) return
    e.preventDefault()
    current.current = { from, over: from }
    setDrag(current.current)
    let lastY = e.clientY
    const overAt = (clientY: number) => {
      const rect = el.getBoundingClientRect()
      const row = Math.floor((clientY - rect.top + el.scrollTop) / opts.rowHeight)
      return Math.max(0, Math.min(opts.count - 1, row))
    }
    const update = (clientY: number) => {
      const over = overAt(clientY)
      if (current.current && over !== current.current.over) {
        current.current = { ...current.current, over }
        setDrag(current.current)
      }
    }
    const timer = window.setInterval(() => {
      const rect = el.getBoundingClientRect()
      if (lastY < rect.top + EDGE) el.scrollTop -= opts.rowHeight / 2
      else if (lastY > rect.bottom - EDGE) el.scrollTop += opts.rowHeight / 2
      else return
      update(lastY)
    }, 50)
    const move = (ev: globalThis.PointerEvent) => {
      lastY = ev.clientY
      update(ev.clientY)
    }
    const finish = (commit: boolean) => {
      window.clearInterval(timer)
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', cancel)
      document.body.classList.remove('is-dragging')
      window.removeEventListener('keydown', key, true)
      const d = current.current
      current.current = null
      setDrag(null)
      if (commit && d && d.over !== d.from) opts.onMove(d.from, d.over)
    }
    const up = () => finish(true)
    const cancel = () => finish(false)
    const key = (ev: KeyboardEvent) => {
      if (ev.key === 'Escape') {
        ev.preventDefault()
        finish(false)
      }
    }
    // Listen on the window: the dragged row may scroll out of view and unmount.
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', cancel)
    document.body.classList.add('is-dragging')
    window.addEventListener('keydown', key, true)
  }

  return { drag, start }
}
