// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { functionsPointer, starterDoc } from '../../model/core'
import { createStudioStore } from '../../store'
import { deferEdit } from '../../store/pendingEdits'
import { STORAGE_KEY, autosaveStorage } from '../../store/persistence'
import { useAutosave } from './useAutosave'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

it('a key typed just before the page goes is in what is saved', async () => {
  const store = createStudioStore({ doc: starterDoc(), format: 'json' })
  function Host() {
    useAutosave(store)
    return null
  }
  render(<Host />)
  // The storage (here localStorage: jsdom has no IndexedDB) is open and the autosave listening.
  await act(async () => {
    await autosaveStorage()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  const { pointer } = functionsPointer(store.getState().doc)
  // Typed in a field: the edit would reach the store in the next task, but the page goes first.
  deferEdit({}, () =>
    store
      .getState()
      .applyOps([{ op: 'replace', path: `${pointer}/0/description`, value: 'Typed just now.' }]),
  )
  window.dispatchEvent(new Event('pagehide'))
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  expect(localStorage.getItem(STORAGE_KEY)).toContain('Typed just now.')
})
