import { parseScript, reconcile } from '../../model/core'
import type { StudioStore } from '../../store'

/**
 * Commits the code pane's text: when it parses, the script becomes what it says (sharing every
 * node that did not change, so undo history and caches stay small); when it does not, the
 * error is shown and the script keeps its last good state.
 */
export function commitCodeText(api: StudioStore, text: string): void {
  const state = api.getState()
  const parsed = parseScript(text, 'json')
  if (!parsed.ok) {
    state.setCodeError(parsed.error)
    return
  }
  if (state.codeError) state.setCodeError(null)
  const root = reconcile(state.doc.root, parsed.doc.root)
  // The text as typed is the script now: its own layout, framing and style; what the code pane
  // cannot show (a byte order mark, the YAML source) stays.
  const { bom, yaml } = state.doc
  const doc = { ...parsed.doc, root, bom, ...(yaml ? { yaml } : {}) }
  const old = state.doc
  if (root === old.root && doc.lead === old.lead && doc.tail === old.tail) return
  state.commitCode(doc)
}
