import { mergePlain } from '../json/plain'
import { JsonObject, asString, isObject, type JsonValue } from '../json/values'
import {
  getAi,
  getFunctions,
  updateAi,
  updateFunctions,
  withRoot,
  type ScriptDoc,
} from './document'

/*
 * Pure edits: each takes a document and returns a new one (sharing every node it did not
 * change), and each is one undoable step for the store. An edit that changes nothing returns
 * the same document, so callers can tell a no-op by identity.
 */

/** A name not used by any function of the script: `base`, else `base_2`, `base_3`… */
export function uniqueFunctionName(doc: ScriptDoc, base: string): string {
  const taken = new Set(
    getFunctions(doc.root).map((f) => (isObject(f) ? asString(f.get('function')) : undefined)),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`
}

/** Appends a function (by default a new one with a unique name and an empty description). */
export function addFunction(doc: ScriptDoc, fn?: JsonObject): { doc: ScriptDoc; index: number } {
  const added =
    fn ??
    JsonObject.from([
      ['function', uniqueFunctionName(doc, 'new_function')],
      ['description', ''],
    ])
  const index = getFunctions(doc.root).length
  return {
    doc: withRoot(
      doc,
      updateFunctions(doc.root, (fns) => [...fns, added]),
    ),
    index,
  }
}

/** Inserts a copy of function `index` right after it, named `<name>_copy` (made unique). */
export function duplicateFunction(
  doc: ScriptDoc,
  index: number,
): { doc: ScriptDoc; index: number } {
  const fn = getFunctions(doc.root)[index]
  if (fn === undefined) return { doc, index }
  const name = isObject(fn) ? asString(fn.get('function')) : undefined
  const copy = isObject(fn)
    ? fn.set('function', uniqueFunctionName(doc, `${name || 'function'}_copy`))
    : fn
  const root = updateFunctions(doc.root, (fns) => [
    ...fns.slice(0, index + 1),
    copy,
    ...fns.slice(index + 1),
  ])
  return { doc: withRoot(doc, root), index: index + 1 }
}

/** Replaces function `index` with `fn`. */
export function setFunction(doc: ScriptDoc, index: number, fn: JsonValue): ScriptDoc {
  const fns = getFunctions(doc.root)
  if (index < 0 || index >= fns.length || fns[index] === fn) return doc
  return withRoot(
    doc,
    updateFunctions(doc.root, (list) => list.map((f, i) => (i === index ? fn : f))),
  )
}

/**
 * Merges a form's plain data into function `index`: keys keep their places, unknown keys and
 * literal spellings survive, a key whose value is `undefined` is removed.
 */
export function updateFunction(doc: ScriptDoc, index: number, data: unknown): ScriptDoc {
  const fn = getFunctions(doc.root)[index]
  if (fn === undefined) return doc
  return setFunction(doc, index, mergePlain(fn, data))
}

/** Sets (or, with `undefined`, removes) one field of function `index`. */
export function setFunctionField(
  doc: ScriptDoc,
  index: number,
  key: string,
  value: JsonValue | undefined,
): ScriptDoc {
  const fn = getFunctions(doc.root)[index]
  if (!isObject(fn)) return doc
  return setFunction(doc, index, value === undefined ? fn.remove(key) : fn.set(key, value))
}

export function renameFunction(doc: ScriptDoc, index: number, name: string): ScriptDoc {
  return setFunctionField(doc, index, 'function', name)
}

/** Moves function `from` to position `to` (both clamped to the list). */
export function moveFunction(doc: ScriptDoc, from: number, to: number): ScriptDoc {
  const fns = getFunctions(doc.root)
  const target = Math.max(0, Math.min(fns.length - 1, to))
  if (from === target || from < 0 || from >= fns.length) return doc
  const list = fns.slice()
  const [moved] = list.splice(from, 1)
  list.splice(target, 0, moved!)
  return withRoot(
    doc,
    updateFunctions(doc.root, () => list),
  )
}

export function removeFunction(doc: ScriptDoc, index: number): ScriptDoc {
  const fns = getFunctions(doc.root)
  if (index < 0 || index >= fns.length) return doc
  return withRoot(
    doc,
    updateFunctions(doc.root, (list) => list.filter((_, i) => i !== index)),
  )
}

/** The script settings a form edits, as plain data. */
export interface ScriptSettings {
  version?: unknown
  prompt?: unknown
  post_prompt?: unknown
  post_prompt_url?: unknown
  languages?: unknown
}
/** The keys of the edited `ai` step that the script settings form edits. */
export const AI_SETTINGS = ['prompt', 'post_prompt', 'post_prompt_url', 'languages'] as const

/** The script settings of a document, as plain data for a form. */
export function scriptSettings(doc: ScriptDoc): { [K in keyof ScriptSettings]?: JsonValue } {
  const ai = getAi(doc.root)
  const out: { [K in keyof ScriptSettings]?: JsonValue } = {}
  const version = doc.root.get('version')
  if (version !== undefined) out.version = version
  for (const key of AI_SETTINGS) {
    const v = ai?.get(key)
    if (v !== undefined) out[key] = v
  }
  return out
}

/**
 * Merges the settings form's data: `version` at the top level, the prompt fields in the edited
 * `ai` step (created when a prompt field is set on a script without one).
 */
export function updateScriptSettings(doc: ScriptDoc, data: ScriptSettings): ScriptDoc {
  let root = setOrRemove(doc.root, 'version', data.version)
  const ai = getAi(root)
  const touchesAi = AI_SETTINGS.some((k) => (data[k] === undefined ? ai?.has(k) : true))
  if (touchesAi) {
    root = updateAi(root, (aiObj) =>
      AI_SETTINGS.reduce((o, k) => setOrRemove(o, k, data[k]), aiObj),
    )
  }
  return withRoot(doc, root)
}

function setOrRemove(obj: JsonObject, key: string, value: unknown): JsonObject {
  if (value === undefined) return obj.remove(key)
  return obj.set(key, mergePlain(obj.get(key), value))
}
