import { fromPointer } from '../json/pointer'
import { serializeJson } from '../json/serializeJson'
import { locatePath, textEdit, type TextEdit } from '../json/textEdits'
import type { ScriptDoc } from './document'

/*
 * The script's JSON text, as the code pane shows it and a JSON export writes it (without the
 * byte order mark, which only the export adds), and the places in it.
 */

/** The JSON text of a script. */
export function jsonText(doc: ScriptDoc): string {
  return doc.lead + serializeJson(doc.root, doc.style) + doc.tail
}

const sameFraming = (a: ScriptDoc, b: ScriptDoc) =>
  a.style === b.style && a.lead === b.lead && a.tail === b.tail

/**
 * The one replacement that turns `jsonText(prev)` into `jsonText(next)`. For two versions of a
 * document (an edit, an undo) it is found by walking the trees, which share every unchanged
 * node, so it costs the edit and not the script; `undefined` when the texts are the same.
 */
export function scriptTextEdit(prev: ScriptDoc, next: ScriptDoc): TextEdit | undefined {
  if (!sameFraming(prev, next)) {
    const before = jsonText(prev)
    const after = jsonText(next)
    return before === after ? undefined : { start: 0, end: before.length, text: after }
  }
  const edit = textEdit(prev.root, next.root, next.style)
  if (!edit) return undefined
  const shift = prev.lead.length
  return { start: edit.start + shift, end: edit.end + shift, text: edit.text }
}

/** Where the value at a JSON pointer sits in `jsonText(doc)` (see `locatePath`). */
export function locateInScript(
  doc: ScriptDoc,
  pointer: string,
): { start: number; end: number } | undefined {
  const range = locatePath(doc.root, fromPointer(pointer, doc.root), doc.style)
  if (!range) return undefined
  return { start: range.start + doc.lead.length, end: range.end + doc.lead.length }
}
