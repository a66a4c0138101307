import type { StateCreator } from 'zustand'
import * as model from '../model/core'
import type { PatchOp, ScriptDoc, ScriptFormat } from '../model/core'
import { emptyHistory, record, redo, undo, type History } from './history'
import { flushPendingEdits } from './pendingEdits'
import { deriveIds, freshIds, idsAfterOps, type FunctionId } from './functionIds'
import { followSelection, initialSelection, selectionAt, type Selection } from './selection'
import { NOTHING_HELD, holdEdits, shownProblems } from './held'
import type { StudioState } from './index'

export type { Selection, PageKind } from './selection'

/** What an undo step restores: the document, what was selected, and the file it came from. */
export interface Snapshot {
  readonly doc: ScriptDoc
  readonly functionIds: readonly FunctionId[]
  readonly selection: Selection
  readonly format: ScriptFormat
  readonly fileName: string | undefined
}

/** Where the latest document change came from (the code pane skips echoing its own edits). */
export type ChangeOrigin = 'load' | 'form' | 'code' | 'history'

/** What to select after an edit: a selection, or the function then at an index. */
export type SelectAfter = Selection | { functionAt: number }

export interface DocumentSlice {
  doc: ScriptDoc
  /** The format the script came in: the default for export. */
  format: ScriptFormat
  fileName: string | undefined
  /** One id per function of the script, in order (see `functionIds.ts`). */
  functionIds: readonly FunctionId[]
  selection: Selection
  history: History<Snapshot>
  origin: ChangeOrigin
  /** Increments on every document change. */
  revision: number

  /** Replaces the whole script (import, new script) as one undoable step. */
  loadDoc(doc: ScriptDoc, format: ScriptFormat, fileName?: string): void
  /** A document parsed from the code pane, as one undoable step (typing coalesces). */
  commitCode(doc: ScriptDoc): void
  select(selection: Selection): void
  /** Selects the function at a script index. */
  selectFunction(index: number): void
  /**
   * Applies JSON Patch operations (RFC 6902, see `model.applyPatch`) as one undoable step: the
   * one way a form, the list or a command edits the script. `key` coalesces typing (edits with
   * the same key within a moment are one step). Returns whether the operations applied; a
   * failure is reported as a notice and leaves the script as it was.
   */
  applyOps(ops: readonly PatchOp[], options?: { key?: string; select?: SelectAfter }): boolean
  /** Adds a new function and selects it; returns its index. */
  addFunction(fn?: unknown): number
  duplicateFunction(index: number): void
  removeFunction(index: number): void
  moveFunction(from: number, to: number): void
  /** Adds a reserved function (a call lifecycle hook) with only its name, and selects it. */
  addHook(name: string): void
  /** Applies a problem's one-click fix as one undoable step. */
  applyFix(problem: model.Problem): void
  undo(): void
  redo(): void
}

interface Change {
  doc: ScriptDoc
  functionIds: readonly FunctionId[]
  selection: Selection
}

export const createDocumentSlice =
  (initial: {
    doc: ScriptDoc
    format: ScriptFormat
    fileName?: string
  }): StateCreator<StudioState, [], [], DocumentSlice> =>
  (set, get) => {
    const current = (s: StudioState): Snapshot => ({
      doc: s.doc,
      functionIds: s.functionIds,
      selection: s.selection,
      format: s.format,
      fileName: s.fileName,
    })
    /**
     * Applies a change as one undoable step (nothing happens when the document is the same).
     * While the code pane holds text that does not parse, only the code pane may change the
     * script: any other change would overwrite the person's unparsed text.
     */
    function apply(
      change: Change,
      origin: ChangeOrigin,
      key?: string,
      edit: { ops?: readonly PatchOp[]; hold?: boolean } = {},
    ) {
      const s = get()
      if (s.codeError && origin !== 'code') return
      if (change.doc === s.doc) {
        if (change.selection !== s.selection) set({ selection: change.selection })
        return
      }
      // A person's edit in a form holds back the problems of what they are editing (held.ts);
      // a document from elsewhere (load, code, undo) shows every problem at once.
      const held =
        origin !== 'form'
          ? NOTHING_HELD
          : edit.hold === false
            ? s.held
            : holdEdits(s.held, edit.ops ?? model.diffScripts(s.doc, change.doc), s.doc.root)
      set({
        doc: change.doc,
        functionIds: change.functionIds,
        selection: change.selection,
        history: record(s.history, current(s), Date.now(), key),
        origin,
        revision: s.revision + 1,
        ...(held === s.held ? {} : { held, problems: shownProblems(s.allProblems, held) }),
      })
    }
    /** The change to a new document whose functions are matched to the old ones by node. */
    function matched(doc: ScriptDoc, select?: SelectAfter): Change {
      const s = get()
      const ids = deriveIds(
        model.getFunctions(s.doc.root),
        s.functionIds,
        model.getFunctions(doc.root),
      )
      return { doc, functionIds: ids, selection: resolve(select, s.selection, s.functionIds, ids) }
    }
    const ids0 = freshIds(model.getFunctions(initial.doc.root).length)

    return {
      doc: initial.doc,
      format: initial.format,
      fileName: initial.fileName,
      functionIds: ids0,
      selection: initialSelection(ids0),
      history: emptyHistory(),
      origin: 'load',
      revision: 0,

      loadDoc(doc, format, fileName) {
        flushPendingEdits()
        const ids = freshIds(model.getFunctions(doc.root).length)
        apply({ doc, functionIds: ids, selection: initialSelection(ids) }, 'load')
        set({ format, fileName, origin: 'load' })
      },
      commitCode(doc) {
        flushPendingEdits()
        apply(matched(doc), 'code', 'code')
      },
      select(selection) {
        flushPendingEdits()
        set({ selection })
        get().releaseHeld()
      },
      selectFunction(index) {
        get().select(selectionAt(get().functionIds, index))
      },
      applyOps(ops, options) {
        flushPendingEdits()
        const s = get()
        if (ops.length === 0 || s.codeError) return false
        const r = model.applyPatch(s.doc, ops)
        if (!r.ok) {
          console.error('applyOps: an edit did not apply', r.error, ops)
          s.notify({ tone: 'error', message: `The edit could not be made: ${r.error.message}` })
          return false
        }
        const before = model.functionsPointer(s.doc)
        const after = model.functionsPointer(r.doc)
        const ids =
          (before.ops.length === 0 &&
            before.pointer === after.pointer &&
            idsAfterOps(s.functionIds, ops, before.pointer)) ||
          deriveIds(model.getFunctions(s.doc.root), s.functionIds, model.getFunctions(r.doc.root))
        const consistent =
          ids.length === model.getFunctions(r.doc.root).length
            ? ids
            : deriveIds(
                model.getFunctions(s.doc.root),
                s.functionIds,
                model.getFunctions(r.doc.root),
              )
        const selection = resolve(options?.select, s.selection, s.functionIds, consistent)
        apply({ doc: r.doc, functionIds: consistent, selection }, 'form', options?.key, { ops })
        return true
      },
      addFunction(fn) {
        flushPendingEdits()
        const { ops, index } = model.addFunctionOps(get().doc, fn)
        if (get().applyOps(ops, { select: { functionAt: index } })) get().requestFocus('name')
        return index
      },
      duplicateFunction(index) {
        flushPendingEdits()
        const { ops, index: at } = model.duplicateFunctionOps(get().doc, index)
        if (get().applyOps(ops, { select: { functionAt: at } })) get().requestFocus('name')
      },
      removeFunction(index) {
        flushPendingEdits()
        get().applyOps(model.removeFunctionOps(get().doc, index))
      },
      moveFunction(from, to) {
        flushPendingEdits()
        get().applyOps(model.moveFunctionOps(get().doc, from, to))
      },
      addHook(name) {
        flushPendingEdits()
        // Only the name the person chose: what the hook is for is theirs to write.
        const { ops, index } = model.addFunctionOps(get().doc, { function: name })
        get().applyOps(ops, { select: { functionAt: index } })
      },
      applyFix(problem) {
        flushPendingEdits()
        const s = get()
        const ops = model.fixOps(s.doc, problem)
        if (ops.length === 0 || s.codeError) return
        const r = model.applyPatch(s.doc, ops)
        if (r.ok) apply(matched(r.doc), 'form', undefined, { ops, hold: false })
      },
      undo() {
        flushPendingEdits()
        const s = get()
        if (s.codeError) return
        const r = undo(s.history, current(s))
        if (r) set({ ...r.state, history: r.history, origin: 'history', revision: s.revision + 1 })
      },
      redo() {
        flushPendingEdits()
        const s = get()
        if (s.codeError) return
        const r = redo(s.history, current(s))
        if (r) set({ ...r.state, history: r.history, origin: 'history', revision: s.revision + 1 })
      },
    }
  }

/** The selection after a change: as asked, else the old one following its function. */
function resolve(
  select: SelectAfter | undefined,
  selection: Selection,
  prevIds: readonly FunctionId[],
  ids: readonly FunctionId[],
): Selection {
  if (select && 'functionAt' in select) return selectionAt(ids, select.functionAt)
  if (select) return select
  return followSelection(selection, prevIds, ids)
}
