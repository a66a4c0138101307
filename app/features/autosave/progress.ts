import { createStore, type StoreApi } from 'zustand/vanilla'
import type { StudioStore } from '../../store'

/** `saving`: the latest change is not written yet (waiting for its turn, or being written). */
export interface SaveProgress {
  saving: boolean
}

/*
 * Kept beside the autosave, one per editor store, rather than in the store's `autosave` status
 * (on, or off and why): it changes with every edit and write, and only the status line reads it.
 */
const progressByStore = new WeakMap<StudioStore, StoreApi<SaveProgress>>()

/** Whether `api`'s script has changes not yet written to browser storage. */
export function saveProgress(api: StudioStore): StoreApi<SaveProgress> {
  let progress = progressByStore.get(api)
  if (!progress) {
    progress = createStore<SaveProgress>(() => ({ saving: false }))
    progressByStore.set(api, progress)
  }
  return progress
}
