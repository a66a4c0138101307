import { create } from 'zustand'
import type { ScriptDoc, ScriptFormat } from '../model/core'
import { createDocumentSlice, type DocumentSlice } from './documentSlice'
import { createUiSlice, type UiSlice } from './uiSlice'
import { createProblemsSlice, type ProblemsSlice } from './problemsSlice'
import { createTestsSlice, type TestsSlice } from './testsSlice'

export type StudioState = DocumentSlice & UiSlice & ProblemsSlice & TestsSlice
export type { Selection, Snapshot, ChangeOrigin, PageKind } from './documentSlice'
export type { Notice, AutosaveStatus } from './uiSlice'
export type { RevealRequest } from './problemsSlice'
export type { Held, ShownProblem } from './held'

/** Creates the editor's store, starting from a script (autosaved, or the starter). */
export function createStudioStore(initial: {
  doc: ScriptDoc
  format: ScriptFormat
  fileName?: string
}) {
  return create<StudioState>()((...a) => ({
    ...createDocumentSlice(initial)(...a),
    ...createUiSlice(...a),
    ...createProblemsSlice(...a),
    ...createTestsSlice(...a),
  }))
}

export type StudioStore = ReturnType<typeof createStudioStore>
