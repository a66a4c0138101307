import { mergePlain, toPlain, type Plain } from '../json/plain'
import { JsonObject, isArray, isObject, type JsonValue } from '../json/values'
import { getAi, updateAi, withRoot, type ScriptDoc } from './document'

/**
 * Keys that real scripts spell two ways. The form shows one field (the spec's key) bound to
 * whichever spelling the script has; a new value is written under the spec's key.
 */
const DEFAULTS_ALIASES: readonly (readonly [main: string, alias: string])[] = [
  ['web_hook_auth_pass', 'web_hook_auth_password'],
]
const INCLUDE_ALIASES: readonly (readonly [main: string, alias: string])[] = [
  ['user', 'auth_user'],
  ['pass', 'auth_password'],
]

/** Shows `alias` under `main` when only the alias is present. */
function aliasIn(obj: Plain | undefined, aliases: typeof DEFAULTS_ALIASES): Plain | undefined {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return obj
  let out = obj
  for (const [main, alias] of aliases) {
    if (main in out || !(alias in out)) continue
    const entries = Object.entries(out).map(([k, v]): [string, Plain] => [
      k === alias ? main : k,
      v,
    ])
    out = Object.fromEntries(entries)
  }
  return out
}

/** Writes `main` back under `alias` when the script used the alias. */
function aliasOut(
  data: unknown,
  old: JsonValue | undefined,
  aliases: typeof DEFAULTS_ALIASES,
): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !isObject(old)) return data
  let out = data as Record<string, unknown>
  for (const [main, alias] of aliases) {
    if (old.has(main) || !old.has(alias) || !(main in out)) continue
    out = Object.fromEntries(Object.entries(out).map(([k, v]) => [k === main ? alias : k, v]))
  }
  return out
}

/** The `ai.SWAIG` object without its functions, as plain data for the SWAIG settings form. */
export function swaigSettings(doc: ScriptDoc): Record<string, Plain> {
  return swaigSettingsOf(getAi(doc.root)?.get('SWAIG'))
}

/** `swaigSettings` of an `ai.SWAIG` value (a new object on each call: memoise by `swaig`). */
export function swaigSettingsOf(swaig: JsonValue | undefined): Record<string, Plain> {
  if (!isObject(swaig)) return {}
  const out: Record<string, Plain> = {}
  for (const e of swaig.entries) {
    if (e.key === 'functions') continue
    let value = toPlain(e.value)
    if (e.key === 'defaults') value = aliasIn(value, DEFAULTS_ALIASES) ?? value
    if (e.key === 'includes' && Array.isArray(value))
      value = value.map((inc) => aliasIn(inc, INCLUDE_ALIASES) ?? inc)
    Object.defineProperty(out, e.key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return out
}

/**
 * Merges the SWAIG settings form's data into `ai.SWAIG`, leaving `functions` where it is and
 * writing each aliased field under the spelling the script already used.
 */
export function updateSwaigSettings(doc: ScriptDoc, data: Record<string, unknown>): ScriptDoc {
  const ai = getAi(doc.root)
  const swaig = ai?.get('SWAIG')
  const base = isObject(swaig) ? swaig : new JsonObject()
  const at = base.indexOf('functions')
  const rest = new JsonObject(base.entries.filter((e) => e.key !== 'functions'))
  const out: Record<string, unknown> = { ...data }
  if ('defaults' in out)
    out.defaults = aliasOut(out.defaults, rest.get('defaults'), DEFAULTS_ALIASES)
  const oldIncludes = rest.get('includes')
  if (Array.isArray(out.includes)) {
    out.includes = out.includes.map((inc, i) =>
      aliasOut(inc, isArray(oldIncludes) ? oldIncludes[i] : undefined, INCLUDE_ALIASES),
    )
  }
  const merged = mergePlain(rest, out) as JsonObject
  if (merged === rest) return doc
  const entries = merged.entries.slice()
  if (at >= 0) entries.splice(Math.min(at, entries.length), 0, base.entries[at]!)
  const next = new JsonObject(entries)
  return withRoot(
    doc,
    updateAi(doc.root, (aiObj) =>
      next.size === 0 && !isObject(swaig) ? aiObj : aiObj.set('SWAIG', next),
    ),
  )
}
