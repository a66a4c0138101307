import type { StateCreator } from 'zustand'
import * as model from '../model/core'
import type { ScriptDoc, ScriptFormat } from '../model/core'
import { emptyHistory, record, redo, undo, type History } from './history'
import { NOTHING_HELD, holdEdits, shownProblems } from './held'
import type { StudioState } from './index'

/** The settings pages of the script (each a button of the outline). */
export type PageKind = 'settings' | 'behaviour' | 'languages' | 'flow' | 'swaig'

export type Selection = { kind: PageKind } | { kind: 'function'; index: number }

/** What an undo step restores: the document, what was selected, and the file it came from. */
export interface Snapshot {
  readonly doc: ScriptDoc
  readonly selection: Selection
  readonly format: ScriptFormat
  readonly fileName: string | undefined
}

/** Where the latest document change came from (the code pane skips echoing its own edits). */
export type ChangeOrigin = 'load' | 'form' | 'code' | 'history'

export interface DocumentSlice {
  doc: ScriptDoc
  /** The format the script came in: the default for export. */
  format: ScriptFormat
  fileName: string | undefined
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
  addFunction(): void
  duplicateFunction(index: number): void
  removeFunction(index: number): void
  moveFunction(from: number, to: number): void
  /** Merges a form's data into function `index`; `field` names the edited field for coalescing. */
  updateFunction(index: number, data: unknown, field?: string): void
  updateSettings(data: model.ScriptSettings, field?: string): void
  /** Merges the SWAIG settings form's data (everything in `ai.SWAIG` but the functions). */
  updateSwaig(data: Record<string, unknown>, field?: string): void
  /** Adds a reserved function (a call lifecycle hook) with only its name, and selects it. */
  addHook(name: string): void
  /**
   * Applies JSON Patch operations (RFC 6902, see `model.applyPatch`) as one undoable step: the
   * one way a form, the list or a command edits the script. `key` coalesces typing (edits with
   * the same key within a moment are one step). Returns whether the operations applied; a
   * failure is reported as a notice and leaves the script as it was.
   */
  applyOps(
    ops: readonly model.PatchOp[],
    options?: { key?: string; selection?: Selection },
  ): boolean
  /** Applies a problem's one-click fix as one undoable step. */
  applyFix(problem: model.Problem): void
  undo(): void
  redo(): void
}

type Change = { doc: ScriptDoc; selection?: Selection }

export const createDocumentSlice =
  (initial: {
    doc: ScriptDoc
    format: ScriptFormat
    fileName?: string
  }): StateCreator<StudioState, [], [], DocumentSlice> =>
  (set, get) => {
    const current = (s: StudioState): Snapshot => ({
      doc: s.doc,
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
      edit: { ops?: readonly model.PatchOp[]; hold?: boolean } = {},
    ) {
      const s = get()
      if (s.codeError && origin !== 'code') return
      if (change.doc === s.doc && (!change.selection || change.selection === s.selection)) return
      const snapshot = current(s)
      // A person's edit in a form holds back the problems of what they are editing (held.ts);
      // a document from elsewhere (load, code, undo) shows every problem at once.
      const changed = change.doc !== s.doc
      const held = !changed
        ? s.held
        : origin !== 'form'
          ? NOTHING_HELD
          : edit.hold === false
            ? s.held
            : holdEdits(s.held, edit.ops ?? model.diffScripts(s.doc, change.doc), s.doc.root)
      set({
        doc: change.doc,
        selection: change.selection ?? s.selection,
        history: changed ? record(s.history, snapshot, Date.now(), key) : s.history,
        origin,
        revision: changed ? s.revision + 1 : s.revision,
        ...(held === s.held ? {} : { held, problems: shownProblems(s.allProblems, held) }),
      })
    }
    const fnSelection = (index: number): Selection => ({ kind: 'function', index })
    const selectedIndex = () => {
      const sel = get().selection
      return sel.kind === 'function' ? sel.index : -1
    }

    return {
      doc: initial.doc,
      format: initial.format,
      fileName: initial.fileName,
      selection:
        model.getFunctions(initial.doc.root).length > 0 ? fnSelection(0) : { kind: 'settings' },
      history: emptyHistory(),
      origin: 'load',
      revision: 0,

      loadDoc(doc, format, fileName) {
        const selection: Selection =
          model.getFunctions(doc.root).length > 0 ? fnSelection(0) : { kind: 'settings' }
        apply({ doc, selection }, 'load')
        set({ format, fileName, origin: 'load' })
      },
      commitCode(doc) {
        const count = model.getFunctions(doc.root).length
        const sel = get().selection
        const selection =
          sel.kind === 'function' && sel.index >= count
            ? count
              ? fnSelection(count - 1)
              : { kind: 'settings' as const }
            : undefined
        apply({ doc, ...(selection ? { selection } : {}) }, 'code', 'code')
      },
      select(selection) {
        set({ selection })
        get().releaseHeld()
      },
      addFunction() {
        const { doc, index } = model.addFunction(get().doc)
        apply({ doc, selection: fnSelection(index) }, 'form')
        if (get().doc === doc) get().requestFocus('name')
      },
      duplicateFunction(index) {
        const r = model.duplicateFunction(get().doc, index)
        apply({ doc: r.doc, selection: fnSelection(r.index) }, 'form')
        if (get().doc === r.doc) get().requestFocus('name')
      },
      removeFunction(index) {
        const doc = model.removeFunction(get().doc, index)
        const count = model.getFunctions(doc.root).length
        const current = selectedIndex()
        let selection: Selection = get().selection
        if (current === index)
          selection = count ? fnSelection(Math.min(index, count - 1)) : { kind: 'settings' }
        else if (current > index) selection = fnSelection(current - 1)
        apply({ doc, selection }, 'form')
      },
      moveFunction(from, to) {
        const doc = model.moveFunction(get().doc, from, to)
        const count = model.getFunctions(doc.root).length
        const target = Math.max(0, Math.min(count - 1, to))
        const current = selectedIndex()
        let selection = get().selection
        if (current === from) selection = fnSelection(target)
        else if (current > from && current <= target) selection = fnSelection(current - 1)
        else if (current < from && current >= target) selection = fnSelection(current + 1)
        apply({ doc, selection }, 'form')
      },
      updateFunction(index, data, field) {
        apply(
          { doc: model.updateFunction(get().doc, index, data) },
          'form',
          field && `fn:${index}:${field}`,
        )
      },
      updateSettings(data, field) {
        apply(
          { doc: model.updateScriptSettings(get().doc, data) },
          'form',
          field && `settings:${field}`,
        )
      },
      updateSwaig(data, field) {
        apply(
          { doc: model.updateSwaigSettings(get().doc, data) },
          'form',
          field && `swaig:${field}`,
        )
      },
      addHook(name) {
        // Only the name the person chose: what the hook is for is theirs to write.
        const fn = model.JsonObject.from([['function', name]])
        const { doc, index } = model.addFunction(get().doc, fn)
        apply({ doc, selection: fnSelection(index) }, 'form')
      },
      applyOps(ops, options) {
        if (ops.length === 0 || get().codeError) return false
        const r = model.applyPatch(get().doc, ops)
        if (!r.ok) {
          console.error('applyOps: an edit did not apply', r.error, ops)
          get().notify({ tone: 'error', message: `The edit could not be made: ${r.error.message}` })
          return false
        }
        apply(
          { doc: r.doc, ...(options?.selection ? { selection: options.selection } : {}) },
          'form',
          options?.key,
          { ops },
        )
        return true
      },
      applyFix(problem) {
        apply({ doc: model.applyFix(get().doc, problem) }, 'form', undefined, { hold: false })
      },
      undo() {
        const s = get()
        if (s.codeError) return
        const r = undo(s.history, current(s))
        if (r) set({ ...r.state, history: r.history, origin: 'history', revision: s.revision + 1 })
      },
      redo() {
        const s = get()
        if (s.codeError) return
        const r = redo(s.history, current(s))
        if (r) set({ ...r.state, history: r.history, origin: 'history', revision: s.revision + 1 })
      },
    }
  }
