import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'

export interface SplitPanesProps {
  left: ReactNode
  center: ReactNode
  right: ReactNode
  /** Widths of the side panes, in pixels; the center takes the rest. */
  leftWidth: number
  rightWidth: number
  onResize(sizes: { leftWidth: number; rightWidth: number }): void
}

const MIN_SIDE = 200
const MIN_CENTER = 360
const STEP = 24

/** Three panes side by side, with two separators to drag or move with the arrow keys. */
export function SplitPanes({
  left,
  center,
  right,
  leftWidth,
  rightWidth,
  onResize,
}: SplitPanesProps) {
  const root = useRef<HTMLDivElement>(null)

  function clamp(side: 'left' | 'right', width: number): number {
    const total = root.current?.clientWidth ?? 1280
    const other = side === 'left' ? rightWidth : leftWidth
    return Math.round(Math.max(MIN_SIDE, Math.min(width, total - other - MIN_CENTER)))
  }
  function resize(side: 'left' | 'right', width: number) {
    const w = clamp(side, width)
    onResize(side === 'left' ? { leftWidth: w, rightWidth } : { leftWidth, rightWidth: w })
  }
  function startDrag(side: 'left' | 'right', e: PointerEvent<HTMLDivElement>) {
    const handle = e.currentTarget
    handle.setPointerCapture(e.pointerId)
    const startX = e.clientX
    const start = side === 'left' ? leftWidth : rightWidth
    const move = (ev: globalThis.PointerEvent) => {
      const dx = ev.clientX - startX
      resize(side, side === 'left' ? start + dx : start - dx)
    }
    const up = () => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', up)
      document.body.classList.remove('is-resizing')
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', up)
    document.body.classList.add('is-resizing')
  }
  function onKey(side: 'left' | 'right', e: KeyboardEvent<HTMLDivElement>) {
    const width = side === 'left' ? leftWidth : rightWidth
    const grow = side === 'left' ? 'ArrowRight' : 'ArrowLeft'
    const shrink = side === 'left' ? 'ArrowLeft' : 'ArrowRight'
    if (e.key === grow) resize(side, width + STEP)
    else if (e.key === shrink) resize(side, width - STEP)
    else if (e.key === 'Home') resize(side, MIN_SIDE)
    else if (e.key === 'End') resize(side, 10_000)
    else return
    e.preventDefault()
  }
  const separator = (side: 'left' | 'right', label: string, value: number) => (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={MIN_SIDE}
      tabIndex={0}
      className="split-handle"
      onPointerDown={(e) => startDrag(side, e)}
      onKeyDown={(e) => onKey(side, e)}
    />
  )

  return (
    <div
      ref={root}
      className="split"
      style={{
        gridTemplateColumns: `${leftWidth}px auto minmax(${MIN_CENTER}px, 1fr) auto ${rightWidth}px`,
      }}
    >
      {left}
      {separator('left', 'Resize the function list', leftWidth)}
      {center}
      {separator('right', 'Resize the code pane', rightWidth)}
      {right}
    </div>
  )
}
