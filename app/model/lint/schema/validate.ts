import { toPlain, type Plain } from '../../json/plain'
import { isArray, isObject, type JsonObject, type JsonValue } from '../../json/values'
import { aiPath, getFunctions, type ScriptDoc } from '../../script/document'
import type { JsonPath } from '../../script/path'
import { dotted, fieldOf, functionLabel } from '../describe'
import type { LocalProblem, Problem } from '../problems'
import { absolute } from '../rules/script'
import { sortProblems } from '../order'
import { mapSchemaErrors, type Subject } from './errors'
import { validators } from './validators'

/**
 * JSON Schema validation, whole or in parts. The parts add up to the whole: the problems of
 * `validateDocument(doc)` are those of `shellSchemaProblems` plus `functionSchemaProblems` of
 * each function of the edited `ai` step (a test holds this).
 */

/** Schema problems of one function, relative to it; `label` names it in messages. */
export function functionSchemaProblems(fn: JsonValue, label: string): LocalProblem[] {
  const validate = validators().fn
  if (validate(toPlain(fn))) return []
  return mapSchemaErrors(validate.errors ?? [], fn, (at) => fieldOf(label, at))
}

/** How messages name a location of a whole document. */
export function documentSubject(root: JsonObject): Subject {
  const ai = aiPath(root)
  const fnsPath = ai ? [...ai, 'SWAIG', 'functions'] : undefined
  const fns = getFunctions(root)
  return (at) => {
    if (fnsPath && startsWith(at, fnsPath) && typeof at[fnsPath.length] === 'number') {
      const i = at[fnsPath.length] as number
      return fieldOf(functionLabel(fns[i] ?? null, i), at.slice(fnsPath.length + 1))
    }
    if (ai && startsWith(at, ai)) {
      const rest = at.slice(ai.length)
      return rest.length === 0 ? 'The AI step' : dotted(['ai', ...rest])
    }
    return at.length === 0 ? 'The script' : dotted(at)
  }
}

function startsWith(path: JsonPath, prefix: JsonPath): boolean {
  return path.length >= prefix.length && prefix.every((step, i) => path[i] === step)
}

/** Schema problems of the whole document in one pass (not incremental), in document order. */
export function validateDocument(doc: ScriptDoc): Problem[] {
  const validate = validators().script
  if (validate(toPlain(doc.root))) return []
  const local = mapSchemaErrors(validate.errors ?? [], doc.root, documentSubject(doc.root))
  return sortProblems(doc.root, absolute([], local))
}

/**
 * Schema problems of the document with the array at `functionsPath` (the edited functions,
 * validated one by one elsewhere) taken as empty. A non-array there is kept, and reported.
 */
export function shellSchemaProblems(root: JsonObject, functionsPath: JsonPath): Problem[] {
  const validate = validators().script
  if (validate(plainWithout(root, functionsPath))) return []
  return absolute([], mapSchemaErrors(validate.errors ?? [], root, documentSubject(root)))
}

function setKey(obj: Record<string, Plain>, key: string, value: Plain): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })
}

/** The plain view of `v` with the array at `path` replaced by `[]`; shares every other node. */
function plainWithout(v: JsonValue, path: JsonPath): Plain {
  if (path.length === 0) return isArray(v) ? [] : toPlain(v)
  const [step, ...rest] = path
  if (isArray(v) && typeof step === 'number')
    return v.map((item, i) => (i === step ? plainWithout(item, rest) : toPlain(item)))
  if (isObject(v) && typeof step === 'string') {
    const obj: Record<string, Plain> = {}
    for (const e of v.entries)
      setKey(obj, e.key, e.key === step ? plainWithout(e.value, rest) : toPlain(e.value))
    return obj
  }
  return toPlain(v)
}

/**
 * Whether `a` and `b` are the same document but for the array at `path` (both arrays there):
 * then the shell's problems are the same. Cheap: compares node identities along the path.
 */
export function sameOutside(
  a: JsonValue | undefined,
  b: JsonValue | undefined,
  path: JsonPath,
): boolean {
  if (a === b) return true
  if (path.length === 0) return isArray(a) && isArray(b)
  const [step, ...rest] = path
  if (isArray(a) && isArray(b)) {
    if (a.length !== b.length) return false
    return a.every((x, i) => (i === step ? sameOutside(x, b[i], rest) : x === b[i]))
  }
  if (isObject(a) && isObject(b)) {
    if (a.size !== b.size) return false
    return a.entries.every((x, i) => {
      const y = b.entries[i]!
      return (
        x.key === y.key &&
        (x.key === step ? sameOutside(x.value, y.value, rest) : x.value === y.value)
      )
    })
  }
  return false
}
