import type { StateCreator } from 'zustand'
import type { Problem } from '../model/core'
import { NOTHING_HELD, leaveField, shownProblems, type Held, type ShownProblem } from './held'
import type { StudioState } from './index'

/** A request to show a place of the script: in its form and in the code pane. */
export interface RevealRequest {
  readonly path: string
  readonly seq: number
  /** Whether the form should take focus (false when the request comes from the code pane). */
  readonly focusForm: boolean
  /** The problem's rule, when the request is about a problem (some rules have a natural field). */
  readonly rule?: string
}

export interface ProblemsSlice {
  /** Schema and lint problems of the current document (computed shortly after each change). */
  allProblems: readonly Problem[]
  /**
   * The problems as the forms, badges and Problems panel show them: without those of a value
   * being typed in, and with those of a freshly added item marked `pending` (see `held.ts`).
   */
  problems: readonly ShownProblem[]
  /** What the person is editing, whose problems are held back (see `held.ts`). */
  held: Held
  problemsOpen: boolean
  /** Which tab the right pane shows. */
  rightTab: 'code' | 'preview' | 'test'
  reveal: RevealRequest | null
  setProblems(problems: readonly Problem[]): void
  setHeld(held: Held): void
  /** The focus left a field: its problems show. */
  leaveField(): void
  /** Shows every problem as it is (export, leaving the page). */
  releaseHeld(): void
  setProblemsOpen(open: boolean): void
  setRightTab(tab: 'code' | 'preview' | 'test'): void
  revealPath(path: string, options?: { focusForm?: boolean; rule?: string }): void
}

let seq = 0

export const createProblemsSlice: StateCreator<StudioState, [], [], ProblemsSlice> = (
  set,
  get,
) => ({
  allProblems: [],
  problems: [],
  held: NOTHING_HELD,
  problemsOpen: false,
  rightTab: 'code',
  reveal: null,
  setProblems: (allProblems) =>
    set({ allProblems, problems: shownProblems(allProblems, get().held) }),
  setHeld: (held) => {
    if (held !== get().held) set({ held, problems: shownProblems(get().allProblems, held) })
  },
  leaveField: () => get().setHeld(leaveField(get().held)),
  releaseHeld: () => get().setHeld(NOTHING_HELD),
  setProblemsOpen: (problemsOpen) => set({ problemsOpen }),
  setRightTab: (rightTab) => set({ rightTab }),
  revealPath: (path, options = {}) =>
    set({
      reveal: {
        path,
        seq: ++seq,
        focusForm: options.focusForm ?? true,
        ...(options.rule ? { rule: options.rule } : {}),
      },
    }),
})
