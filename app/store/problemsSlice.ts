import type { StateCreator } from 'zustand'
import type { Problem } from '../model/core'
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
  problems: readonly Problem[]
  problemsOpen: boolean
  /** Which tab the right pane shows. */
  rightTab: 'code' | 'preview' | 'test'
  reveal: RevealRequest | null
  setProblems(problems: readonly Problem[]): void
  setProblemsOpen(open: boolean): void
  setRightTab(tab: 'code' | 'preview' | 'test'): void
  revealPath(path: string, options?: { focusForm?: boolean; rule?: string }): void
}

let seq = 0

export const createProblemsSlice: StateCreator<StudioState, [], [], ProblemsSlice> = (set) => ({
  problems: [],
  problemsOpen: false,
  rightTab: 'code',
  reveal: null,
  setProblems: (problems) => set({ problems }),
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
