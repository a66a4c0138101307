import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import {
  diffScripts,
  locatePath,
  fromPointer,
  getIn,
  isArray,
  isObject,
  serializeScript,
  type PatchOp,
  type ScriptDoc,
} from '../../../model/core'
import { createStudioStore, type StudioStore } from '../../../store'
import { StudioProvider } from '../../../store/context'

/** Renders a page of the editor over a real store holding `doc`. */
export function renderPage(doc: ScriptDoc, page: ReactElement) {
  const store = createStudioStore({ doc, format: 'json' })
  const utils = render(<StudioProvider store={store}>{page}</StudioProvider>)
  return { ...utils, store }
}

/**
 * Runs `edit` and checks that it changed exactly one value of the script: the trees differ by
 * one operation (returned), and the exported text differs only on the lines of that value.
 */
export function expectOneValueChanged(store: StudioStore, edit: () => void): PatchOp {
  const before = store.getState().doc
  edit()
  const after = store.getState().doc
  const ops = diffScripts(before, after)
  if (ops.length !== 1) throw new Error(`expected one change, got ${JSON.stringify(ops)}`)
  const op = ops[0]!
  checkText(before, after, op)
  return op
}

/** Where the JSON value that starts at `start` of `text` ends (strings and nesting skipped). */
function valueEnd(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const c = text[i]!
    if (c === '"') {
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++
      if (depth === 0) return i + 1
    } else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') {
      depth--
      if (depth === 0) return i + 1
    } else if (depth === 0 && /[,\n\r]/.test(c)) return i
  }
  return text.length
}

function checkText(before: ScriptDoc, after: ScriptDoc, op: PatchOp) {
  const a = serializeScript(before, 'json')
  const b = serializeScript(after, 'json')
  let prefix = 0
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++
  let suffix = 0
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix++
  // Where the value is in the text that has it (after, or before for a removal).
  const [text, root] = op.op === 'remove' ? [a, before.root] : [b, after.root]
  let path = fromPointer(op.path, root)
  // The first item of an empty list (or key of an empty object) rewrites its brackets too.
  const parent = getIn(before.root, path.slice(0, -1))
  if (
    op.op === 'add' &&
    (isArray(parent) ? parent.length === 0 : isObject(parent) && parent.size === 0)
  )
    path = path.slice(0, -1)
  const range = locatePath(root, path)
  if (!range) throw new Error(`${op.path} is not in the text`)
  // For an object or a list in an object, locatePath gives its key: the value follows it.
  const isKey =
    typeof path[path.length - 1] === 'string' &&
    /^[{[]/.test(text.slice(text.indexOf(': ', range.start) + 2))
  const valueStart = isKey ? text.indexOf(': ', range.start) + 2 : range.start
  // Removing or inserting an entry also takes the comma and indentation up to the next one.
  let end = valueEnd(text, valueStart)
  if (text[end] === ',') end = text.slice(end + 1).search(/\S/) + end + 2
  const lineStart = text.lastIndexOf('\n', range.start)
  // A new last entry also adds the comma at the end of the line before it.
  const from = Math.max(0, text.lastIndexOf('\n', lineStart - 1))
  const changedEnd = text.length - suffix
  if (prefix < from || changedEnd > end + 1)
    throw new Error(
      `the text changed outside ${op.path} (${from}..${end}, changed ${prefix}..${changedEnd}): ${JSON.stringify(text.slice(prefix, changedEnd))}`,
    )
}
