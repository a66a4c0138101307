import { toPlain, type Plain } from '../json/plain'
import { isArray, isObject, type JsonValue } from '../json/values'
import { getAi, type ScriptDoc } from './document'

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

/**
 * The path in `ai.SWAIG` that a path of the SWAIG settings form edits: an aliased key (shown under
 * the spec's name) is written under the spelling the script already uses.
 */
export function swaigPathOf(
  swaig: JsonValue | undefined,
  path: readonly (string | number)[],
): readonly (string | number)[] {
  const [first, second, third] = path
  const aliased = (
    obj: JsonValue | undefined,
    key: string | number,
    aliases: typeof DEFAULTS_ALIASES,
  ): string | number => {
    const pair = aliases.find(([main]) => main === key)
    return pair && isObject(obj) && !obj.has(pair[0]) && obj.has(pair[1]) ? pair[1] : key
  }
  const at = isObject(swaig) ? swaig : undefined
  if (first === 'defaults' && second !== undefined)
    return ['defaults', aliased(at?.get('defaults'), second, DEFAULTS_ALIASES), ...path.slice(2)]
  if (first === 'includes' && typeof second === 'number' && third !== undefined) {
    const includes = at?.get('includes')
    const include = isArray(includes) ? includes[second] : undefined
    return ['includes', second, aliased(include, third, INCLUDE_ALIASES), ...path.slice(3)]
  }
  return path
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
