import type { StateCreator } from 'zustand'
import { emptyCasesFile, type CasesFile, type TestCase } from '../model/cases/format'
import type { Reply } from '../model/simulate/types'
import type { StudioState } from './index'

/**
 * The script's test cases and sample replies (the sidecar `<name>.tests.json`): kept beside the
 * script, never inside it, saved by autosave, exported and imported with the script. Not part
 * of the script's undo history.
 */
export interface TestsSlice {
  tests: CasesFile
  /** Replaces every case and sample (an imported or restored sidecar). */
  setTests(tests: CasesFile): void
  /** Adds a case, or replaces the one of the same function with the same name. */
  saveCase(c: TestCase): void
  removeCase(fn: string, name: string): void
  /** The sample replies of a function (an empty list removes them). */
  setSamples(fn: string, replies: Reply[]): void
}

export const createTestsSlice: StateCreator<StudioState, [], [], TestsSlice> = (set, get) => ({
  tests: emptyCasesFile(),
  setTests: (tests) => set({ tests }),
  saveCase: (c) => {
    const { tests } = get()
    const i = tests.cases.findIndex((x) => x.function === c.function && x.name === c.name)
    const cases = i < 0 ? [...tests.cases, c] : tests.cases.map((x, j) => (j === i ? c : x))
    set({ tests: { ...tests, cases } })
  },
  removeCase: (fn, name) => {
    const { tests } = get()
    const cases = tests.cases.filter((x) => !(x.function === fn && x.name === name))
    if (cases.length !== tests.cases.length) set({ tests: { ...tests, cases } })
  },
  setSamples: (fn, replies) => {
    const { tests } = get()
    const samples = { ...tests.samples }
    if (replies.length > 0) samples[fn] = replies
    else delete samples[fn]
    const next: CasesFile = { ...tests }
    if (Object.keys(samples).length > 0) next.samples = samples
    else delete next.samples
    set({ tests: next })
  },
})
