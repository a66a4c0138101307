import { asString, isObject, jsonSame, type JsonObject, type JsonValue } from '../json/values'
import { withRoot, type ScriptDoc } from '../script/document'
import { fromPointer, getIn, updateIn } from '../script/path'
import { literalTypes, literalValue, looseLiteral } from './literal'
import type { Problem } from './problems'

/**
 * Applies a problem's one-click fix: a pure edit returning a new document that shares every
 * node off the changed path (one undoable step). Returns `doc` itself when the problem has no
 * fix, or when the document changed since lint so that the fix no longer applies (a stale
 * problem never overwrites newer data).
 *
 * - `write-as`: the string (or 0/1) at the path becomes the boolean or number it stands for.
 * - `purpose-to-description`: `purpose` is renamed to `description` in its place; when a
 *   description exists, an empty one takes the purpose's text, and a filled one wins (purpose
 *   is removed).
 * - `argument-to-parameters`: `argument` is renamed to `parameters` in its place;
 *   `"argument": "none"` is removed (a function without parameters takes no input); next to
 *   `parameters`, only an identical `argument` is removed.
 * - `rename-key`: the key is renamed in its place; next to the target key with the same value it
 *   is removed; next to a different value nothing changes.
 */
export function applyFix(doc: ScriptDoc, problem: Problem): ScriptDoc {
  const fix = problem.fix
  if (!fix) return doc
  const path = fromPointer(problem.path, doc.root)
  const key = path[path.length - 1]
  const parent = path.slice(0, -1)
  const updateParent = (edit: (fn: JsonObject) => JsonObject): ScriptDoc =>
    withRoot(doc, updateIn(doc.root, parent, (fn) => (isObject(fn) ? edit(fn) : fn)) as JsonObject)
  switch (fix.kind) {
    case 'write-as': {
      const current = getIn(doc.root, path)
      if (current === undefined || looseLiteral(current, literalTypes(fix.literal)) !== fix.literal)
        return doc
      return withRoot(doc, updateIn(doc.root, path, () => literalValue(fix.literal)) as JsonObject)
    }
    case 'purpose-to-description':
      return key === 'purpose' ? updateParent(purposeToDescription) : doc
    case 'argument-to-parameters':
      return key === 'argument' ? updateParent(argumentToParameters) : doc
    case 'rename-key':
      return typeof key === 'string' ? updateParent((obj) => renameKey(obj, key, fix.to)) : doc
  }
}

/** Applies the fixes of several problems in turn (fixes never move other problems' paths). */
export function applyFixes(doc: ScriptDoc, problems: readonly Problem[]): ScriptDoc {
  return problems.reduce((d, p) => applyFix(d, p), doc)
}

function purposeToDescription(fn: JsonObject): JsonObject {
  const purpose = fn.get('purpose')
  if (purpose === undefined) return fn
  const description = fn.get('description')
  if (description === undefined) return fn.rename('purpose', 'description')
  if (asString(description)?.trim() === '' && asString(purpose) !== undefined)
    return fn.set('description', purpose).remove('purpose')
  return fn.remove('purpose')
}

function argumentToParameters(fn: JsonObject): JsonObject {
  const arg: JsonValue | undefined = fn.get('argument')
  if (arg === undefined) return fn
  if (asString(arg) === 'none') return fn.remove('argument')
  const params = fn.get('parameters')
  if (params === undefined) return isObject(arg) ? fn.rename('argument', 'parameters') : fn
  return jsonSame(arg, params) ? fn.remove('argument') : fn
}

function renameKey(obj: JsonObject, from: string, to: string): JsonObject {
  const value = obj.get(from)
  if (value === undefined) return obj
  const existing = obj.get(to)
  if (existing === undefined) return obj.rename(from, to)
  return jsonSame(existing, value) ? obj.remove(from) : obj
}
