import { describe, expect, it } from 'vitest'
import { COALESCE_MS, HISTORY_LIMIT, emptyHistory, record, redo, undo } from './history'

describe('history', () => {
  it('undoes and redoes in order', () => {
    let h = emptyHistory<string>()
    h = record(h, 'a', 0)
    h = record(h, 'b', 10_000)
    const u1 = undo(h, 'c')!
    expect(u1.state).toBe('b')
    const u2 = undo(u1.history, 'b')!
    expect(u2.state).toBe('a')
    expect(undo(u2.history, 'a')).toBeUndefined()
    const r1 = redo(u2.history, 'a')!
    expect(r1.state).toBe('b')
  })

  it('joins steps with the same key close together, not others', () => {
    let h = emptyHistory<string>()
    h = record(h, 'a', 0, 'desc')
    h = record(h, 'ab', 100, 'desc')
    h = record(h, 'abc', 200, 'desc')
    expect(h.past).toEqual(['a'])
    h = record(h, 'abcd', 200 + COALESCE_MS + 1, 'desc')
    expect(h.past).toEqual(['a', 'abcd'])
    h = record(h, 'x', 200 + COALESCE_MS + 2, 'name')
    expect(h.past).toHaveLength(3)
  })

  it('a new step clears the redo list', () => {
    let h = record(emptyHistory<string>(), 'a', 0)
    h = undo(h, 'b')!.history
    expect(h.future).toEqual(['b'])
    expect(record(h, 'a', 5000).future).toEqual([])
  })

  it('keeps at most HISTORY_LIMIT steps', () => {
    let h = emptyHistory<number>()
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) h = record(h, i, i * 10_000)
    expect(h.past).toHaveLength(HISTORY_LIMIT)
    expect(h.past[0]).toBe(10)
  })
})
