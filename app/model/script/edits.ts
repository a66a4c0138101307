import { toPointer } from '../json/pointer'
import { asString, isArray, isObject, type JsonValue } from '../json/values'
import { applyPatch } from '../patch/applyPatch'
import { childPointer, setAt } from '../patch/builders'
import type { PatchOp } from '../patch/operations'
import { aiPath, getFunctions, type ScriptDoc } from './document'
import { getIn } from './path'

/*
 * Edits of the function list, as JSON Patch operations (what the store applies, one undoable
 * step each), and the same edits as document → document functions for tests and tools. An edit
 * that changes nothing gives no operation (and returns the same document).
 */

/** Applies operations that are known to fit the document (the builders below). */
export function edited(doc: ScriptDoc, ops: readonly PatchOp[]): ScriptDoc {
  if (ops.length === 0) return doc
  const r = applyPatch(doc, ops)
  if (!r.ok) throw new Error(`An edit did not apply: ${r.error.message}`)
  return r.doc
}

/**
 * The pointer of `ai.SWAIG.functions` of the edited `ai` step, and the operations that create
 * what is missing on the way to it (`sections.main`, an `ai` step before a final `hangup`,
 * `SWAIG`, `functions`; a `SWAIG` or `functions` that is not an object or a list is replaced).
 */
export function functionsPointer(doc: ScriptDoc): { pointer: string; ops: PatchOp[] } {
  const root = doc.root
  const found = aiPath(root)
  if (found) {
    const ai = toPointer(found)
    const swaig = getIn(root, [...found, 'SWAIG'])
    const pointer = `${ai}/SWAIG/functions`
    if (!isObject(swaig)) return { pointer, ops: setAt(root, `${ai}/SWAIG`, { functions: [] }) }
    const fns = swaig.get('functions')
    if (isArray(fns)) return { pointer, ops: [] }
    return { pointer, ops: setAt(root, pointer, []) }
  }
  const main = getIn(root, ['sections', 'main'])
  const step = { ai: { SWAIG: { functions: [] } } }
  if (!isArray(main)) {
    return {
      pointer: '/sections/main/0/ai/SWAIG/functions',
      ops: setAt(root, '/sections/main', [step]),
    }
  }
  const last = main[main.length - 1]
  const at = isObject(last) && last.has('hangup') ? main.length - 1 : main.length
  return {
    pointer: `/sections/main/${at}/ai/SWAIG/functions`,
    ops: [{ op: 'add', path: `/sections/main/${at}`, value: step }],
  }
}

/**
 * The pointer of the edited `ai` step, and the operations that create one (`{"ai": {}}` in
 * `sections.main`, before a final `hangup`) when the script has none.
 */
export function aiPointer(doc: ScriptDoc): { pointer: string; ops: PatchOp[] } {
  const found = aiPath(doc.root)
  if (found) return { pointer: toPointer(found), ops: [] }
  const main = getIn(doc.root, ['sections', 'main'])
  if (!isArray(main))
    return { pointer: '/sections/main/0/ai', ops: setAt(doc.root, '/sections/main', [{ ai: {} }]) }
  const last = main[main.length - 1]
  const at = isObject(last) && last.has('hangup') ? main.length - 1 : main.length
  return {
    pointer: `/sections/main/${at}/ai`,
    ops: [{ op: 'add', path: `/sections/main/${at}`, value: { ai: {} } }],
  }
}

/** The pointer of function `index` (the list may not exist yet). */
export const functionPointer = (doc: ScriptDoc, index: number): string =>
  childPointer(functionsPointer(doc).pointer, index)

/** A name not used by any function of the script: `base`, else `base_2`, `base_3`… */
export function uniqueFunctionName(doc: ScriptDoc, base: string): string {
  const taken = new Set(
    getFunctions(doc.root).map((f) => (isObject(f) ? asString(f.get('function')) : undefined)),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`
}

/** Appends a function (by default a new one with a unique name and an empty description). */
export function addFunctionOps(doc: ScriptDoc, fn?: unknown): { ops: PatchOp[]; index: number } {
  const { pointer, ops } = functionsPointer(doc)
  const added = fn ?? { function: uniqueFunctionName(doc, 'new_function'), description: '' }
  const index = getFunctions(doc.root).length
  return { ops: [...ops, { op: 'add', path: `${pointer}/-`, value: added }], index }
}

/** Inserts a copy of function `index` right after it, named `<name>_copy` (made unique). */
export function duplicateFunctionOps(
  doc: ScriptDoc,
  index: number,
): { ops: PatchOp[]; index: number } {
  const fn = getFunctions(doc.root)[index]
  if (fn === undefined) return { ops: [], index }
  const { pointer } = functionsPointer(doc)
  const ops: PatchOp[] = [
    { op: 'copy', from: childPointer(pointer, index), path: childPointer(pointer, index + 1) },
  ]
  if (isObject(fn)) {
    const name = asString(fn.get('function'))
    const copyName = uniqueFunctionName(doc, `${name || 'function'}_copy`)
    ops.push({ op: 'add', path: `${childPointer(pointer, index + 1)}/function`, value: copyName })
  }
  return { ops, index: index + 1 }
}

/** Moves function `from` to position `to` (clamped to the list). */
export function moveFunctionOps(doc: ScriptDoc, from: number, to: number): PatchOp[] {
  const count = getFunctions(doc.root).length
  const target = Math.max(0, Math.min(count - 1, to))
  if (from === target || from < 0 || from >= count) return []
  const { pointer } = functionsPointer(doc)
  return [{ op: 'move', from: childPointer(pointer, from), path: childPointer(pointer, target) }]
}

export function removeFunctionOps(doc: ScriptDoc, index: number): PatchOp[] {
  if (index < 0 || index >= getFunctions(doc.root).length) return []
  return [{ op: 'remove', path: functionPointer(doc, index) }]
}

/** Sets (or, with `undefined`, removes) one field of function `index`. */
export function setFunctionFieldOps(
  doc: ScriptDoc,
  index: number,
  key: string,
  value: unknown,
): PatchOp[] {
  if (!isObject(getFunctions(doc.root)[index])) return []
  return setAt(doc.root, childPointer(functionPointer(doc, index), key), value)
}

/** Replaces function `index` with `fn`. */
export function setFunctionOps(doc: ScriptDoc, index: number, fn: unknown): PatchOp[] {
  const fns = getFunctions(doc.root)
  if (index < 0 || index >= fns.length || fns[index] === fn) return []
  return [{ op: 'replace', path: functionPointer(doc, index), value: fn }]
}

export function addFunction(doc: ScriptDoc, fn?: unknown): { doc: ScriptDoc; index: number } {
  const r = addFunctionOps(doc, fn)
  return { doc: edited(doc, r.ops), index: r.index }
}
export function duplicateFunction(
  doc: ScriptDoc,
  index: number,
): { doc: ScriptDoc; index: number } {
  const r = duplicateFunctionOps(doc, index)
  return { doc: edited(doc, r.ops), index: r.index }
}
export const moveFunction = (doc: ScriptDoc, from: number, to: number) =>
  edited(doc, moveFunctionOps(doc, from, to))
export const removeFunction = (doc: ScriptDoc, index: number) =>
  edited(doc, removeFunctionOps(doc, index))
export const setFunctionField = (doc: ScriptDoc, index: number, key: string, value: unknown) =>
  edited(doc, setFunctionFieldOps(doc, index, key, value))
export const renameFunction = (doc: ScriptDoc, index: number, name: string) =>
  setFunctionField(doc, index, 'function', name)
export const setFunction = (doc: ScriptDoc, index: number, fn: JsonValue) =>
  edited(doc, setFunctionOps(doc, index, fn))
