import { jsonText, locateInScript, scriptTextEdit, type ScriptDoc } from '../model/core'
import { locatePointers, type PathRange } from './problemRanges'
import { textChange, type TextChange } from './textDiff'

/**
 * What the code pane's text is, relative to the document: after the editor shows a document,
 * its text is exactly `jsonText(doc)` until the person types. While that holds, the next
 * document is applied as the edit found by comparing the two trees (cost of the edit, not of
 * the script), and places are found from the tree too; once the person has typed, the texts
 * themselves are compared and parsed (cost of the script, but only then).
 */
export class DocumentSync {
  private shown: ScriptDoc | undefined
  private dirty = true
  /** Set when the editor shows the text with other line ends than the document has. */
  newlines: string | undefined

  /** Whether no document has been shown yet. */
  get fresh(): boolean {
    return this.shown === undefined
  }

  /** The person edited the text: it no longer is the text of `shown`. */
  markDirty(): void {
    this.dirty = true
  }

  /** The edit that makes `currentText()` show `doc`, then remembers `doc` as shown. */
  editFor(doc: ScriptDoc, currentText: () => string): TextChange | undefined {
    const prev = this.shown
    const eol = this.newlines
    const change =
      eol !== undefined
        ? textChange(currentText(), jsonText(doc).replace(/\r?\n/g, eol))
        : prev && !this.dirty
          ? scriptTextEdit(prev, doc)
          : textChange(currentText(), jsonText(doc))
    this.shown = doc
    this.dirty = eol !== undefined
    return change
  }

  /** Forget what is shown: the next document is applied by comparing texts. */
  reset(): void {
    this.shown = undefined
    this.dirty = true
    this.newlines = undefined
  }

  /** The editor shows the text with `eol` for every line end: compare texts from now on. */
  normalizeNewlines(eol: string): void {
    this.newlines = eol
    this.dirty = true
  }

  /** Where each pointer's value is in the current text (`undefined` where it is not). */
  locate(pointers: readonly string[], currentText: () => string): (PathRange | undefined)[] {
    const shown = this.shown
    if (shown && !this.dirty) return pointers.map((p) => locateInScript(shown, p))
    return locatePointers(currentText(), pointers)
  }
}
