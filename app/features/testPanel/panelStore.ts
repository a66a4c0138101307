import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import type { CaseResult } from '../../model/cases'
import type { Simulation, SimulationInput } from '../../model/simulate'
import type { Draft } from './draft'

/**
 * The Test tab's own state, for this page: what was typed per function, the last run of each,
 * the results of "Run all". Not saved: cases and sample replies are (in the studio store).
 */
export interface LastRun {
  input: SimulationInput
  sim: Simulation
  /** Sent to the person's server rather than answered by the replies typed. */
  sent: boolean
}

export interface PanelState {
  drafts: Readonly<Record<string, Draft>>
  runs: Readonly<Record<string, LastRun>>
  allResults: readonly CaseResult[] | null
  /** "Send to my server" is off until the person turns it on. */
  sendAllowed: boolean
  setDraft(fn: string, draft: Draft): void
  setRun(fn: string, run: LastRun | undefined): void
  setAllResults(results: readonly CaseResult[] | null): void
  setSendAllowed(allowed: boolean): void
}

export const panelStore = createStore<PanelState>()((set, get) => ({
  drafts: {},
  runs: {},
  allResults: null,
  sendAllowed: false,
  setDraft: (fn, draft) => set({ drafts: { ...get().drafts, [fn]: draft } }),
  setRun: (fn, run) => {
    const runs = { ...get().runs }
    if (run) runs[fn] = run
    else delete runs[fn]
    set({ runs })
  },
  setAllResults: (allResults) => set({ allResults }),
  setSendAllowed: (sendAllowed) => set({ sendAllowed }),
}))

export function usePanel<T>(selector: (s: PanelState) => T): T {
  return useStore(panelStore, selector)
}
