import { asString, isArray, isObject, type JsonValue } from '../json/values'
import { aiPath, type ScriptDoc } from '../script/document'
import { getIn, type JsonPath } from '../script/path'
import { clip } from './describe'

/** Choices the UI keeps outside the script and passes to lint. */
export interface LintOptions {
  /**
   * Names of reserved-name functions the user confirmed as intended hooks ("reserved-name" is
   * then not reported for them). The UI keeps this per script, in browser storage, so that the
   * exported script carries no editor-only key.
   */
  readonly confirmedReserved?: ReadonlySet<string>
  /**
   * Per function name, per webhook index: the top-level keys of the function's sample reply
   * (kept beside the script with its test cases; `replyKeysOf` in `model/completion`). Rule
   * `response-prefix` is silent where the sample reply has a `response` key.
   */
  readonly replyKeys?: ReplyKeys
}

export type ReplyKeys = ReadonlyMap<string, readonly (readonly string[] | undefined)[]>
const NO_REPLY_KEYS: ReplyKeys = new Map()

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
  readonly replyKeys: ReplyKeys
  /** Identifies everything above but `functionsPath`: equal keys, equal function results. */
  readonly key: string
}

const NONE: ReadonlySet<string> = new Set()

/** What a context is made of: the few nodes of the document it reads, and the options. */
interface ContextInputs {
  readonly path: JsonPath | undefined
  readonly defaults: JsonValue | undefined
  readonly includes: JsonValue | undefined
  readonly languages: JsonValue | undefined
  readonly postPrompt: JsonValue | undefined
  readonly confirmedReserved: ReadonlySet<string>
  readonly replyKeys: ReplyKeys
}

function contextInputs(doc: ScriptDoc, options: LintOptions): ContextInputs {
  const path = aiPath(doc.root)
  const ai = path && getIn(doc.root, path)
  const swaig = isObject(ai) ? ai.get('SWAIG') : undefined
  const sw = isObject(swaig) ? swaig : undefined
  return {
    path,
    defaults: sw?.get('defaults'),
    includes: sw?.get('includes'),
    languages: isObject(ai) ? ai.get('languages') : undefined,
    postPrompt: isObject(ai) ? ai.get('post_prompt') : undefined,
    confirmedReserved: options.confirmedReserved ?? NONE,
    replyKeys: options.replyKeys ?? NO_REPLY_KEYS,
  }
}

function contextOf(inputs: ContextInputs): ScriptContext {
  const { path, defaults } = inputs
  return makeContext({
    functionsPath: path ? [...path, 'SWAIG', 'functions'] : [],
    hasDefaultUrl: isObject(defaults) && asString(defaults.get('web_hook_url')) !== undefined,
    includes: includedNames(inputs.includes),
    languageCodes: languageCodes(inputs.languages),
    postPrompt: postPromptState(inputs.postPrompt),
    confirmedReserved: inputs.confirmedReserved,
    replyKeys: inputs.replyKeys,
  })
}

/** The context of the edited `ai` step of a document (an empty one when it has none). */
export function scriptContext(doc: ScriptDoc, options: LintOptions = {}): ScriptContext {
  return contextOf(contextInputs(doc, options))
}

/**
 * `scriptContext` with a memory of one: while the nodes it reads (and the options) are the same
 * objects as on the previous call, it returns the previous context — an edit of a function does
 * not cost a new context (nor its key).
 */
export function contextCache(): (doc: ScriptDoc, options?: LintOptions) => ScriptContext {
  let last: { inputs: ContextInputs; ctx: ScriptContext } | undefined
  return (doc, options = {}) => {
    const inputs = contextInputs(doc, options)
    if (last && sameInputs(last.inputs, inputs)) return last.ctx
    last = { inputs, ctx: contextOf(inputs) }
    return last.ctx
  }
}

function sameInputs(a: ContextInputs, b: ContextInputs): boolean {
  return (
    samePath(a.path, b.path) &&
    a.defaults === b.defaults &&
    a.includes === b.includes &&
    a.languages === b.languages &&
    a.postPrompt === b.postPrompt &&
    a.confirmedReserved === b.confirmedReserved &&
    a.replyKeys === b.replyKeys
  )
}

function samePath(a: JsonPath | undefined, b: JsonPath | undefined): boolean {
  return a === b || (!!a && !!b && a.length === b.length && a.every((step, i) => step === b[i]))
}

/** A context from its parts, with its `key` computed (for tests and callers with no document). */
export function makeContext(
  parts: Omit<ScriptContext, 'key' | 'replyKeys'> & { replyKeys?: ReplyKeys },
): ScriptContext {
  const replyKeys = parts.replyKeys ?? NO_REPLY_KEYS
  const key = JSON.stringify([
    parts.hasDefaultUrl,
    [...parts.includes].sort(),
    parts.languageCodes ? [...parts.languageCodes].sort() : null,
    parts.postPrompt,
    [...parts.confirmedReserved].sort(),
    ...(replyKeys.size > 0 ? [[...replyKeys].sort(([a], [b]) => a.localeCompare(b))] : []),
  ])
  return { ...parts, replyKeys, key }
}

function includedNames(includes: JsonValue | undefined): Map<string, string> {
  const names = new Map<string, string>()
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

function languageCodes(languages: JsonValue | undefined): ReadonlySet<string> | undefined {
  if (!isArray(languages)) return undefined
  const codes = new Set<string>()
  for (const lang of languages) {
    const code = isObject(lang) ? asString(lang.get('code')) : undefined
    if (code !== undefined) codes.add(code)
  }
  return codes
}

function postPromptState(post: JsonValue | undefined): PostPromptState {
  if (post === undefined || post === null) return 'absent'
  if (!isObject(post)) return 'empty'
  const text = asString(post.get('text'))
  const pom = post.get('pom')
  return (text !== undefined && text.trim() !== '') || (isArray(pom) && pom.length > 0)
    ? 'present'
    : 'empty'
}
