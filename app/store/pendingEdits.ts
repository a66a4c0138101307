/**
 * Edits typed into a form field, applied to the store one task after the keystroke.
 *
 * A keystroke's own work is then the field's re-render alone (the input shows its text from the
 * field's state); the edit operation, the script's new version, the subscribers and the code
 * pane follow in the next task. Nothing can act on the script in between without them: every
 * action of the store that changes the script or the selection first applies what is pending
 * (`flushPendingEdits`), in the order it was typed, so an undo, a code edit, an import or an
 * edit of another field always comes after the text typed before it.
 */
const pending = new Map<object, () => void>()
let posted = false

const channel = typeof MessageChannel === 'undefined' ? undefined : new MessageChannel()
if (channel) {
  channel.port1.onmessage = () => flushPendingEdits()
  // In Node (tests), a listening port would keep the process alive; browsers have no `unref`.
  ;(channel.port1 as { unref?: () => void }).unref?.()
}

/**
 * Applies `commit` in the next task, or sooner when the store acts. A later call with the same
 * `key` (the same field) replaces the earlier commit: it applies the field's latest text.
 */
export function deferEdit(key: object, commit: () => void): void {
  pending.delete(key)
  pending.set(key, commit)
  if (posted) return
  posted = true
  if (channel) channel.port2.postMessage(0)
  else setTimeout(flushPendingEdits, 0)
}

/** Applies every pending edit now, in the order the fields were last typed in. */
export function flushPendingEdits(): void {
  posted = false
  if (pending.size === 0) return
  const commits = [...pending.values()]
  pending.clear()
  for (const commit of commits) commit()
}
