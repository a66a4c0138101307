// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Notices, type NoticeView } from './Notices'
import { TOAST_MS } from './Toast'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function setup(notices: NoticeView[]) {
  const dismissed: number[] = []
  render(<Notices notices={notices} onDismiss={(id) => dismissed.push(id)} />)
  return dismissed
}

describe('toasts', () => {
  it('information and confirmations go away after about five seconds; errors and warnings stay', () => {
    const dismissed = setup([
      { id: 1, tone: 'info', message: 'Started a new script.' },
      { id: 2, tone: 'success', message: 'Copied.' },
      { id: 3, tone: 'error', message: 'Could not copy.' },
      { id: 4, tone: 'warning', message: 'Autosave is off.' },
    ])
    act(() => void vi.advanceTimersByTime(TOAST_MS - 1))
    expect(dismissed).toEqual([])
    act(() => void vi.advanceTimersByTime(1))
    expect(dismissed).toEqual([1, 2])
    act(() => void vi.advanceTimersByTime(60_000))
    expect(dismissed).toEqual([1, 2])
    expect(TOAST_MS).toBeGreaterThanOrEqual(4000)
    expect(TOAST_MS).toBeLessThanOrEqual(6000)
  })

  it('waits while the pointer or the focus is on the toast', () => {
    const dismissed = setup([{ id: 1, tone: 'info', message: 'Deleted “a”.' }])
    const toast = screen.getByRole('status')
    fireEvent.pointerEnter(toast)
    act(() => void vi.advanceTimersByTime(TOAST_MS * 3))
    expect(dismissed).toEqual([])
    fireEvent.pointerLeave(toast)
    act(() => void vi.advanceTimersByTime(TOAST_MS))
    expect(dismissed).toEqual([1])
  })

  it('errors are alerts, the rest status', () => {
    setup([
      { id: 1, tone: 'error', message: 'Bad.' },
      { id: 2, tone: 'info', message: 'Fine.' },
    ])
    expect(screen.getByRole('alert').textContent).toContain('Bad.')
    expect(screen.getByRole('status').textContent).toContain('Fine.')
  })
})
