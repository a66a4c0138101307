import { toPlain } from '../json/plain'
import { asString, isArray, isObject } from '../json/values'
import { getAi, type ScriptDoc } from '../script/document'
import { findFunction } from './context'
import { splitUrlCredentials } from './credentials'
import { DEFAULT_METHOD } from './readings'

/** What the Test tab needs to know about a function to build its inputs. Pure. */

export type FunctionKind = 'data_map' | 'web_hook_url' | 'none'

/** A request the function will make, for a reply to be written for it. */
export interface ReplyTarget {
  /** Where it is in the function (`['data_map', 'webhooks', 0]`, or `['web_hook_url']`). */
  at: (string | number)[]
  method: string
  /** The URL as written (credentials removed). */
  url: string
  /** The URL up to its first template: a reply with this `url` answers only this request. */
  prefix: string
}

const TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null']
type Schema = Record<string, unknown>

function cleanSchema(value: unknown, depth: number): Schema {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 20) return {}
  const s = { ...(value as Schema) }
  if (typeof s.type === 'string' && !TYPES.includes(s.type)) delete s.type
  if (s.type === 'array') s.items = cleanSchema(s.items, depth + 1)
  if (s.properties !== undefined) {
    const props: Schema = {}
    if (typeof s.properties === 'object' && s.properties !== null && !Array.isArray(s.properties))
      for (const [k, v] of Object.entries(s.properties)) props[k] = cleanSchema(v, depth + 1)
    s.properties = props
  }
  if (s.required !== undefined) {
    const names = Object.keys((s.properties as Schema | undefined) ?? {})
    const req = Array.isArray(s.required) ? s.required.filter((n) => names.includes(n)) : []
    if (req.length > 0) s.required = req
    else delete s.required
  }
  return s
}

/**
 * The JSON Schema of a function's arguments, fit for a form: its `parameters` (or the older
 * `argument`), with unknown types and required names that are not properties dropped; an
 * object with no properties when the function declares none.
 */
export function argumentsSchema(doc: ScriptDoc, name: string): Schema {
  const fn = findFunction(doc, name)
  const source = fn?.has('parameters') ? fn.get('parameters') : fn?.get('argument')
  if (!isObject(source)) return { type: 'object', properties: {} }
  const schema = cleanSchema(toPlain(source), 0)
  schema.type = 'object'
  if (typeof schema.properties !== 'object') schema.properties = {}
  return schema
}

/** The static start of a URL: up to its first template. */
function prefixOf(url: string): string {
  const i = url.search(/[$%@]\{/)
  return i < 0 ? url : url.slice(0, i)
}

/** Whether the function has a data_map, a web_hook_url (its own or the default), or neither. */
export function functionKind(doc: ScriptDoc, name: string): FunctionKind {
  const fn = findFunction(doc, name)
  if (!fn) return 'none'
  if (fn.has('data_map')) return 'data_map'
  return replyTargets(doc, name).length > 0 ? 'web_hook_url' : 'none'
}

/** The requests a function makes, in order: its data_map's webhooks, or its web_hook_url. */
export function replyTargets(doc: ScriptDoc, name: string): ReplyTarget[] {
  const fn = findFunction(doc, name)
  if (!fn) return []
  const target = (at: (string | number)[], method: string, written: string): ReplyTarget => {
    const { url } = splitUrlCredentials(written)
    return { at, method, url, prefix: prefixOf(url) }
  }
  if (fn.has('data_map')) {
    const dm = fn.get('data_map')
    const hooks = isObject(dm) ? dm.get('webhooks') : undefined
    if (!isArray(hooks)) return []
    return hooks.flatMap((w, i) => {
      if (!isObject(w)) return []
      const method = asString(w.get('method'))?.trim().toUpperCase() || DEFAULT_METHOD
      return [target(['data_map', 'webhooks', i], method, asString(w.get('url')) ?? '')]
    })
  }
  const url = asString(fn.get('web_hook_url')) ?? defaultUrl(doc)
  return url?.trim() ? [target(['web_hook_url'], 'POST', url.trim())] : []
}

function defaultUrl(doc: ScriptDoc): string | undefined {
  const swaig = getAi(doc.root)?.get('SWAIG')
  const defaults = isObject(swaig) ? swaig.get('defaults') : undefined
  return isObject(defaults) ? asString(defaults.get('web_hook_url')) : undefined
}
