import type { StateCreator } from 'zustand'
import type { TextProblem } from '../model/core'
import type { StudioState } from './index'

export interface Notice {
  readonly id: number
  readonly tone: 'info' | 'success' | 'warning' | 'error'
  readonly message: string
  /** Details shown under the message, e.g. the warnings of an import. */
  readonly details?: readonly string[]
  /** One action offered with the message, such as "Undo". */
  readonly action?: { readonly label: string; run(): void }
}

/** `permanent`: autosave must not write at all (storage holds newer work, or is missing). */
export type AutosaveStatus = { state: 'on' } | { state: 'off'; reason: string; permanent?: boolean }

export interface UiSlice {
  search: string
  /**
   * A field of the form to focus once it is shown (after "Add function", "Duplicate"…); `seq`
   * tells repeated requests apart.
   */
  focusRequest: { readonly field: 'name'; readonly seq: number } | null
  requestFocus(field: 'name'): void
  /**
   * Set while the code pane's text does not parse: the script (form, list, undo) is read-only
   * until it does, so that nothing overwrites the person's text.
   */
  codeError: TextProblem | null
  /** Increments to make the code pane show the script again, dropping its unparsed text. */
  codeResync: number
  discardCodeChanges(): void
  notices: readonly Notice[]
  autosave: AutosaveStatus
  /**
   * Reserved names the user confirmed as intended for a function that looks like a regular one
   * (lint rule `reserved-name`). Kept with the autosave, never written into the script.
   */
  confirmedReserved: ReadonlySet<string>
  confirmReserved(name: string): void
  setSearch(search: string): void
  setCodeError(error: TextProblem | null): void
  notify(notice: Omit<Notice, 'id'>): void
  dismiss(id: number): void
  setAutosave(status: AutosaveStatus): void
}

let nextNoticeId = 1
/** Toasts shown at once: a new one replaces the oldest. */
export const MAX_NOTICES = 3

export const createUiSlice: StateCreator<StudioState, [], [], UiSlice> = (set, get) => ({
  search: '',
  focusRequest: null,
  requestFocus: (field) =>
    set({ focusRequest: { field, seq: (get().focusRequest?.seq ?? 0) + 1 } }),
  codeError: null,
  codeResync: 0,
  discardCodeChanges: () => set({ codeError: null, codeResync: get().codeResync + 1 }),
  notices: [],
  autosave: { state: 'on' },
  confirmedReserved: new Set(),
  confirmReserved: (name) =>
    set({ confirmedReserved: new Set([...get().confirmedReserved, name]) }),
  setSearch: (search) => set({ search }),
  setCodeError: (codeError) => set({ codeError }),
  notify: (notice) =>
    set({
      notices: [...get().notices.slice(-(MAX_NOTICES - 1)), { ...notice, id: nextNoticeId++ }],
    }),
  dismiss: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
  setAutosave: (autosave) => set({ autosave }),
})
