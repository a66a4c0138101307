import {
  aiPath,
  fromPointer,
  getAi,
  getIn,
  getFunctions,
  isObject,
  summarizeFunction,
  toPointer,
  type JsonObject,
} from '../../model/core'
import { AI_KEY_PAGES } from '../aiSettings/aiKeyPages'
import type { PageKind } from '../../store'
import { RULE_FIELDS } from '../../forms/problemErrors'

/** The page that edits a place: a settings page, or a function by its script index. */
export type TargetPage = { kind: PageKind; index?: never } | { kind: 'function'; index: number }

/** Where a place of the script is edited: the page to select, and the id of its form field. */
export interface ProblemTarget {
  selection: TargetPage | null
  /** Form field ids to try, most specific first (rjsf ids: `<prefix>_<key>_<key>…`). */
  fieldIds: string[]
  /** The function's index when the place is inside a function. */
  functionIndex?: number
}

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
  if (first === 'prompt' && second === 'contexts') {
    const contexts = getIn(getAi(root), ['prompt', 'contexts'])
    const at = isObject(contexts) ? contexts.indexOf(String(third)) : -1
    const inContext = rest.slice(3)
    return {
      selection: { kind: 'flow' },
      fieldIds: [...candidates(`flow_${Math.max(at, 0)}`, inContext), `flow_${Math.max(at, 0)}`],
    }
  }
  const page = typeof first === 'string' ? (AI_KEY_PAGES[first] ?? 'settings') : undefined
  if (page === 'behaviour')
    return { selection: { kind: 'behaviour' }, fieldIds: second ? [`param-${second}`] : [] }
  if (page === 'languages')
    return { selection: { kind: 'languages' }, fieldIds: candidates('lang', rest) }
  if (page === 'settings') {
    const known = typeof first === 'string' && first in AI_KEY_PAGES
    return {
      selection: { kind: 'settings' },
      fieldIds: known ? candidates('settings', rest) : ['settings_other'],
    }
  }
  if (
    first === 'SWAIG' &&
    second === 'functions' &&
    typeof third === 'number' &&
    third < getFunctions(root).length
  ) {
    const inFunction = rest.slice(3)
    const hint = inFunction.length === 0 && rule ? RULE_FIELDS[rule] : undefined
    const isHook = summarizeFunction(getFunctions(root)[third]!).hook !== undefined
    const fieldIds = candidates(isHook ? 'hook' : 'fn', hint ? [hint] : inFunction)
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
