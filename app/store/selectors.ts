import {
  getFunctions,
  summarizeFunction,
  type FunctionSummary,
  type JsonValue,
} from '../model/core'
import type { StudioState } from './index'
import { selectedIndex } from './selection'

/*
 * Narrow selectors. Each returns a value that keeps its identity while what it describes does
 * not change, so components subscribed to it re-render only for their own data.
 */

export const selectFunctions = (s: StudioState): readonly JsonValue[] => getFunctions(s.doc.root)

export const selectFunctionCount = (s: StudioState): number => getFunctions(s.doc.root).length

export const selectFunctionAt =
  (index: number) =>
  (s: StudioState): JsonValue | undefined =>
    getFunctions(s.doc.root)[index]

/** The script index of the selected function, or -1. */
export const selectSelectedIndex = (s: StudioState): number =>
  selectedIndex(s.selection, s.functionIds)

export const selectSelectedFunction = (s: StudioState): JsonValue | undefined =>
  getFunctions(s.doc.root)[selectSelectedIndex(s)]

export const selectFunctionSummary =
  (index: number) =>
  (s: StudioState): FunctionSummary | undefined => {
    const fn = getFunctions(s.doc.root)[index]
    return fn === undefined ? undefined : summarizeFunction(fn)
  }

export const selectCanUndo = (s: StudioState) => !s.codeError && s.history.past.length > 0
export const selectCanRedo = (s: StudioState) => !s.codeError && s.history.future.length > 0

/** Whether the script is read-only because the code pane's text does not parse. */
export const selectLocked = (s: StudioState) => s.codeError !== null

/**
 * Where function `index` stands among the functions the list shows (hooks have their own
 * section): its 1-based position and their count, as "Function 2 of 5" reads.
 */
export const selectListedPosition =
  (index: number) =>
  (s: StudioState): string => {
    let position = 0
    let count = 0
    getFunctions(s.doc.root).forEach((fn, i) => {
      if (summarizeFunction(fn).hook) return
      count++
      if (i === index) position = count
    })
    return `${position} of ${count}`
  }
