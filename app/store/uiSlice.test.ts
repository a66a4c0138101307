import { describe, expect, it } from 'vitest'
import { starterDoc } from '../model/core'
import { createStudioStore } from './index'
import { MAX_NOTICES } from './uiSlice'

describe('notices', () => {
  it('keeps at most three, the newest', () => {
    const store = createStudioStore({ doc: starterDoc(), format: 'json' })
    for (let i = 1; i <= 5; i++) store.getState().notify({ tone: 'info', message: `n${i}` })
    expect(MAX_NOTICES).toBe(3)
    expect(store.getState().notices.map((n) => n.message)).toEqual(['n3', 'n4', 'n5'])
  })
})
