import { asString, isObject, jsonSame, type JsonObject } from '../json/values'
import { parsePointer } from '../json/pointer'
import { childPointer, removeAt, renameKeyOps, setAt, valueAt } from '../patch/builders'
import type { PatchOp } from '../patch/operations'
import { edited } from '../script/edits'
import type { ScriptDoc } from '../script/document'
import { literalTypes, literalValue, looseLiteral } from './literal'
import type { Problem } from './problems'

/**
 * The operations of a problem's one-click fix (one undoable step). None when the problem has no
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
 * - `replace-text`: the string at the path becomes `to`, if it is still `from`.
 * - `rename-key`: the key is renamed in its place; next to the target key with the same value it
 *   is removed; next to a different value nothing changes.
 */
export function fixOps(doc: ScriptDoc, problem: Problem): PatchOp[] {
  const fix = problem.fix
  const tokens = parsePointer(problem.path)
  if (!fix || !Array.isArray(tokens) || tokens.length === 0) return []
  const key = tokens[tokens.length - 1]
  const parent = problem.path.slice(0, problem.path.lastIndexOf('/'))
  const owner = valueAt(doc.root, parent)
  switch (fix.kind) {
    case 'write-as': {
      const current = valueAt(doc.root, problem.path)
      if (current === undefined || looseLiteral(current, literalTypes(fix.literal)) !== fix.literal)
        return []
      return setAt(doc.root, problem.path, literalValue(fix.literal))
    }
    case 'purpose-to-description':
      return key === 'purpose' && isObject(owner) ? purposeToDescription(doc, parent, owner) : []
    case 'argument-to-parameters':
      return key === 'argument' && isObject(owner) ? argumentToParameters(doc, parent, owner) : []
    case 'replace-text':
      return asString(valueAt(doc.root, problem.path)) === fix.from
        ? setAt(doc.root, problem.path, fix.to)
        : []
    case 'rename-key':
      return typeof key === 'string' && isObject(owner)
        ? renameKeyFix(parent, owner, key, fix.to)
        : []
  }
}

/** Applies a problem's fix: a new document (the same one when the fix does not apply). */
export function applyFix(doc: ScriptDoc, problem: Problem): ScriptDoc {
  return edited(doc, fixOps(doc, problem))
}

/** Applies the fixes of several problems in turn (fixes never move other problems' paths). */
export function applyFixes(doc: ScriptDoc, problems: readonly Problem[]): ScriptDoc {
  return problems.reduce((d, p) => applyFix(d, p), doc)
}

function purposeToDescription(doc: ScriptDoc, at: string, fn: JsonObject): PatchOp[] {
  const purpose = fn.get('purpose')
  if (purpose === undefined) return []
  const description = fn.get('description')
  if (description === undefined) return renameKeyOps(at, 'purpose', 'description')
  const remove = removeAt(doc.root, childPointer(at, 'purpose'))
  if (asString(description)?.trim() === '' && asString(purpose) !== undefined)
    return [...setAt(doc.root, childPointer(at, 'description'), purpose), ...remove]
  return remove
}

function argumentToParameters(doc: ScriptDoc, at: string, fn: JsonObject): PatchOp[] {
  const arg = fn.get('argument')
  if (arg === undefined) return []
  const remove = removeAt(doc.root, childPointer(at, 'argument'))
  if (asString(arg) === 'none') return remove
  const params = fn.get('parameters')
  if (params === undefined) return isObject(arg) ? renameKeyOps(at, 'argument', 'parameters') : []
  return jsonSame(arg, params) ? remove : []
}

/** Renames key `from` to `to` in its place; next to `to` with the same value, removes `from`. */
function renameKeyFix(at: string, obj: JsonObject, from: string, to: string): PatchOp[] {
  const value = obj.get(from)
  if (value === undefined) return []
  const existing = obj.get(to)
  if (existing === undefined) return renameKeyOps(at, from, to)
  return jsonSame(existing, value) ? [{ op: 'remove', path: childPointer(at, from) }] : []
}
