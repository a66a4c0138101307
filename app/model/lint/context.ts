import { asString, isArray, isObject, type JsonObject } from '../json/values'
import { aiPath, getAi, type ScriptDoc } from '../script/document'
import type { JsonPath } from '../script/path'
import { clip } from './describe'

/** Choices the UI keeps outside the script and passes to lint. */
export interface LintOptions {
  /**
   * Names of reserved-name functions the user confirmed as intended hooks ("reserved-name" is
   * then not reported for them). The UI keeps this per script, in browser storage, so that the
   * exported script carries no editor-only key.
   */
  readonly confirmedReserved?: ReadonlySet<string>
}

/** Whether `ai.post_prompt` can make `summarize_conversation` fire. */
export type PostPromptState = 'present' | 'absent' | 'empty'

/**
 * What function-level rules need to know about the rest of the script. Results of
 * `lintFunction` depend on a function node and on `key` only, so they can be cached by both.
 */
export interface ScriptContext {
  /** Path of `SWAIG.functions` in the edited `ai` step (problem paths start with it). */
  readonly functionsPath: JsonPath
  /** `SWAIG.defaults.web_hook_url` is set: every function has a webhook. */
  readonly hasDefaultUrl: boolean
  /** Function name → the include that serves it (its URL, for messages). */
  readonly includes: ReadonlyMap<string, string>
  /** The `code`s of `ai.languages`; `undefined` when the script has no `ai.languages` list. */
  readonly languageCodes: ReadonlySet<string> | undefined
  readonly postPrompt: PostPromptState
  readonly confirmedReserved: ReadonlySet<string>
  /** Identifies everything above but `functionsPath`: equal keys, equal function results. */
  readonly key: string
}

const NONE: ReadonlySet<string> = new Set()

/** The context of the edited `ai` step of a document (an empty one when it has none). */
export function scriptContext(doc: ScriptDoc, options: LintOptions = {}): ScriptContext {
  const ai = getAi(doc.root)
  const swaig = ai?.get('SWAIG')
  const sw = isObject(swaig) ? swaig : undefined
  const defaults = sw?.get('defaults')
  const hasDefaultUrl = isObject(defaults) && asString(defaults.get('web_hook_url')) !== undefined
  const path = aiPath(doc.root)
  return makeContext({
    functionsPath: path ? [...path, 'SWAIG', 'functions'] : [],
    hasDefaultUrl,
    includes: includedNames(sw),
    languageCodes: languageCodes(ai),
    postPrompt: postPromptState(ai),
    confirmedReserved: options.confirmedReserved ?? NONE,
  })
}

/** A context from its parts, with its `key` computed (for tests and callers with no document). */
export function makeContext(parts: Omit<ScriptContext, 'key'>): ScriptContext {
  const key = JSON.stringify([
    parts.hasDefaultUrl,
    [...parts.includes].sort(),
    parts.languageCodes ? [...parts.languageCodes].sort() : null,
    parts.postPrompt,
    [...parts.confirmedReserved].sort(),
  ])
  return { ...parts, key }
}

function includedNames(swaig: JsonObject | undefined): Map<string, string> {
  const names = new Map<string, string>()
  const includes = swaig?.get('includes')
  if (!isArray(includes)) return names
  includes.forEach((inc, i) => {
    if (!isObject(inc)) return
    const fns = inc.get('functions')
    const url = asString(inc.get('url'))
    const label = url ? `"${clip(url)}"` : `number ${i + 1}`
    if (isArray(fns))
      for (const f of fns) {
        const name = asString(f)
        if (name !== undefined && !names.has(name)) names.set(name, label)
      }
  })
  return names
}

function languageCodes(ai: JsonObject | undefined): ReadonlySet<string> | undefined {
  const languages = ai?.get('languages')
  if (!isArray(languages)) return undefined
  const codes = new Set<string>()
  for (const lang of languages) {
    const code = isObject(lang) ? asString(lang.get('code')) : undefined
    if (code !== undefined) codes.add(code)
  }
  return codes
}

function postPromptState(ai: JsonObject | undefined): PostPromptState {
  const post = ai?.get('post_prompt')
  if (post === undefined || post === null) return 'absent'
  if (!isObject(post)) return 'empty'
  const text = asString(post.get('text'))
  const pom = post.get('pom')
  return (text !== undefined && text.trim() !== '') || (isArray(pom) && pom.length > 0)
    ? 'present'
    : 'empty'
}
