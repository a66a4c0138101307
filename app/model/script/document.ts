import { JsonObject, isArray, isObject, type JsonValue } from '../json/values'
import { DEFAULT_STYLE, type JsonStyle } from '../json/layout'
import type { YamlSource } from '../yaml/serializeYaml'
import { getIn, updateIn, type JsonPath } from './path'

/**
 * A script as the editor holds it: the whole SWML document as a lossless tree whose nodes keep
 * their layout (see `json/layout.ts`), plus what is needed to write it back as it came: the text
 * around the root value, a byte order mark, the style that what an edit adds is written in, and
 * for a script read from YAML, the YAML source with its comments.
 */
export interface ScriptDoc {
  readonly root: JsonObject
  /** How the JSON text writes what an edit adds (detected from the file; 2-space by default). */
  readonly style: JsonStyle
  /** The whitespace before the root value in the JSON text. */
  readonly lead: string
  /** The whitespace after it (a final newline, or none). */
  readonly tail: string
  /** Whether the file started with a UTF-8 byte order mark (written back on export). */
  readonly bom: boolean
  /** Present when the script was read from YAML. */
  readonly yaml?: YamlSource
}

export type ScriptFormat = 'json' | 'yaml'

/** A document around `root`: by default written in 2-space JSON with a final newline. */
export function makeDoc(root: JsonObject, extra: Partial<Omit<ScriptDoc, 'root'>> = {}): ScriptDoc {
  return {
    root,
    style: extra.style ?? DEFAULT_STYLE,
    lead: extra.lead ?? '',
    tail: extra.tail ?? '\n',
    bom: extra.bom ?? false,
    ...(extra.yaml ? { yaml: extra.yaml } : {}),
  }
}

/** The same document with a new root (keeping how it is written). */
export function withRoot(doc: ScriptDoc, root: JsonObject): ScriptDoc {
  return root === doc.root ? doc : { ...doc, root }
}

/**
 * The path of the `ai` object the editor edits: the first step of `sections.main` that has an
 * `ai` key. Every other step and section is kept as it is.
 */
export function aiPath(root: JsonObject): JsonPath | undefined {
  const main = getIn(root, ['sections', 'main'])
  if (!isArray(main)) return undefined
  const i = main.findIndex((step) => isObject(step) && isObject(step.get('ai')))
  return i < 0 ? undefined : ['sections', 'main', i, 'ai']
}

export function getAi(root: JsonObject): JsonObject | undefined {
  const path = aiPath(root)
  const ai = path && getIn(root, path)
  return isObject(ai) ? ai : undefined
}

/** The functions of the edited `ai` step (items may be anything in a hand-written file). */
export function getFunctions(root: JsonObject): readonly JsonValue[] {
  const fns = getAi(root)?.get('SWAIG')
  const list = isObject(fns) ? fns.get('functions') : undefined
  return isArray(list) ? list : EMPTY
}
const EMPTY: readonly JsonValue[] = []

/**
 * A root with an `ai` step to edit, and its path: creates `sections.main` and appends an
 * `ai` step (before a final `hangup`, if any) when the document has none.
 */
export function ensureAi(root: JsonObject): { root: JsonObject; path: JsonPath } {
  const found = aiPath(root)
  if (found) return { root, path: found }
  const main = getIn(root, ['sections', 'main'])
  const steps = isArray(main) ? main.slice() : []
  const last = steps[steps.length - 1]
  const at = isObject(last) && last.has('hangup') ? steps.length - 1 : steps.length
  steps.splice(at, 0, JsonObject.from([['ai', new JsonObject()]]))
  const next = updateIn(root, ['sections', 'main'], () => steps) as JsonObject
  return { root: next, path: ['sections', 'main', at, 'ai'] }
}

/** Updates the edited `ai` object (created when missing). */
export function updateAi(root: JsonObject, update: (ai: JsonObject) => JsonObject): JsonObject {
  const { root: base, path } = ensureAi(root)
  return updateIn(base, path, (ai) => update(isObject(ai) ? ai : new JsonObject())) as JsonObject
}

/** Updates `ai.SWAIG.functions` (created when missing; a non-array value is replaced). */
export function updateFunctions(
  root: JsonObject,
  update: (functions: readonly JsonValue[]) => readonly JsonValue[],
): JsonObject {
  return updateAi(root, (ai) => {
    const swaig = ai.get('SWAIG')
    const base = isObject(swaig) ? swaig : new JsonObject()
    const list = base.get('functions')
    const next = update(isArray(list) ? list : [])
    if (next === list) return ai
    return ai.set('SWAIG', base.set('functions', next))
  })
}
