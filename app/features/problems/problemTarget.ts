import {
  AI_SETTINGS,
  aiPath,
  fromPointer,
  getFunctions,
  toPointer,
  type JsonObject,
} from '../../model/core'
import { RULE_FIELDS } from '../../forms/problemErrors'

/** The page that edits a place: a settings page, or a function by its script index. */
export type TargetPage =
  { kind: 'settings' } | { kind: 'swaig' } | { kind: 'function'; index: number }

/** Where a place of the script is edited: the page to select, and the id of its form field. */
export interface ProblemTarget {
  selection: TargetPage | null
  /** Form field ids to try, most specific first (rjsf ids: `<prefix>_<key>_<key>…`). */
  fieldIds: string[]
  /** The function's index when the place is inside a function. */
  functionIndex?: number
}

const SETTINGS_KEYS: ReadonlySet<string> = new Set(AI_SETTINGS)

function candidates(prefix: string, rest: readonly (string | number)[]): string[] {
  const ids: string[] = []
  for (let n = rest.length; n >= 1; n--) ids.push([prefix, ...rest.slice(0, n)].join('_'))
  return ids
}

/** The page and form field that edit the value at a JSON pointer (or a problem's natural field). */
export function problemTarget(root: JsonObject, pointer: string, rule?: string): ProblemTarget {
  const path = fromPointer(pointer, root)
  if (path.length === 1 && path[0] === 'version')
    return { selection: { kind: 'settings' }, fieldIds: ['settings_version'] }
  const ai = aiPath(root)
  if (!ai || toPointer(path.slice(0, ai.length)) !== toPointer(ai))
    return { selection: null, fieldIds: [] }
  const rest = path.slice(ai.length)
  const [first, second, third] = rest
  if (typeof first === 'string' && SETTINGS_KEYS.has(first)) {
    return { selection: { kind: 'settings' }, fieldIds: candidates('settings', rest) }
  }
  if (
    first === 'SWAIG' &&
    second === 'functions' &&
    typeof third === 'number' &&
    third < getFunctions(root).length
  ) {
    const inFunction = rest.slice(3)
    const hint = inFunction.length === 0 && rule ? RULE_FIELDS[rule] : undefined
    const fieldIds = candidates('fn', hint ? [hint] : inFunction)
    return { selection: { kind: 'function', index: third }, fieldIds, functionIndex: third }
  }
  if (first === 'SWAIG' && second !== undefined && second !== 'functions') {
    return { selection: { kind: 'swaig' }, fieldIds: candidates('swaig', rest.slice(1)) }
  }
  return { selection: null, fieldIds: [] }
}

/** The problems of one function, keyed by script index (for list badges and grouping). */
export function functionIndexOf(root: JsonObject, pointer: string): number | undefined {
  return problemTarget(root, pointer).functionIndex
}
