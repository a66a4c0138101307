import { asNumber, asString, isArray, isObject, type JsonValue } from '../json/values'

/**
 * Every choice the simulator makes where its sources differ or are silent, in one place
 * (`../shared/reference/data-map-evaluation.md`, "Where the sources differ"). The rule: take the
 * documentation's reading (SignalWire's data_map reference and template-function pages). Each
 * reading has an id, named by trace events it decides, and is listed in the README ("Try a
 * function"). The functions below are the only code that depends on a contested reading.
 */
export const READINGS = {
  'webhook-failure': {
    reading: 'after a webhook fails, the next webhook is tried; the top-level output when all fail',
    other: 'later SDK tests: only the first eligible webhook runs',
  },
  'error-keys': {
    reading:
      'a webhook fails when a key listed in error_keys is in the reply with a truthy value (not false, null, 0, "", [] or {})',
    other: 'later SDK tests: the key being present fails, whatever its value',
  },
  'http-status': {
    reading: 'a status outside 200–299 fails the webhook',
    other: 'later SDK tests: only when http_code is listed in error_keys',
  },
  pattern: {
    reading:
      'a pattern is a PCRE-style regular expression searched anywhere in the string, case-sensitive unless it says (?i); /…/flags is read as a delimited expression',
    other:
      'SDK executor: a substring of the arguments; later SDK tests: case-insensitive unless written /…/',
  },
  numbers: {
    reading: 'a number from a reply expands as written in the reply (72.50 stays 72.50)',
    other: 'later SDK tests: six decimals (72.500000)',
  },
  'modifier-order': {
    reading:
      'chained modifiers apply right to left, like functions: ${lc:enc:x} URL-encodes, then lowercases',
    other:
      'the SWML template-functions page and one SDK test: left to right; later SDK tests: fmt_ph, lc, enc',
  },
  methods: {
    reading:
      'GET, POST, PUT and DELETE are sent as written; a webhook without a method is sent as POST (the SDK executor’s default)',
    other: 'later SDK tests: GET and POST only, params forces POST',
  },
  'reply-keys': {
    reading:
      'a reply’s top-level keys are variables (${temp}); an array reply is ${array}; ${response.temp} is not offered',
    other: 'the SDK executor also offers ${response.temp}',
  },
  'request-body': {
    reading:
      'params (or POST) sends a JSON body; input_args_as_params merges the arguments over params, or makes them the body',
    other: 'the SDK executor sends a body only for POST, PUT and PATCH',
  },
  'empty-values': {
    reading:
      'null and a missing path expand to an empty string; an object or array expands to its JSON text',
    other: 'sources silent on null and containers (the SDK executor prints Python values)',
  },
  'require-args': {
    reading:
      'require_args (also spelled required_args) is met when each named argument is present and not null',
    other: 'sources silent on null and empty values',
  },
  'webhook-url-auth': {
    reading:
      'a web_hook_url’s credentials come from user:pass@ in the URL, else the function’s web_hook_auth_user/_password, else SWAIG.defaults’ auth fields when the URL is the default one',
    other: 'sources silent on defaults’ credentials for a function with its own URL',
  },
  'fmt-ph': {
    reading:
      '${fmt_ph:x} and @{fmt_ph <format> x} format North American numbers; national is the default format',
    other: 'an SDK guide shows ${fmt_ph:x} in international style',
  },
} as const

export type ReadingId = keyof typeof READINGS
export const READING_IDS = Object.keys(READINGS) as ReadingId[]

/** `webhook-failure`: whether the next webhook is tried after one fails. */
export const TRY_NEXT_WEBHOOK = true

/** `error-keys`: whether a listed key's value marks the reply as failed. */
export function errorKeyFails(value: JsonValue | undefined): boolean {
  if (value === undefined || value === null || value === false) return false
  const s = asString(value)
  if (s !== undefined) return s !== ''
  const n = asNumber(value)
  if (n !== undefined) return n !== 0 && !Number.isNaN(n)
  if (isArray(value)) return value.length > 0
  if (isObject(value)) return value.size > 0
  return true
}

/** `http-status`: whether a status fails the webhook. */
export const statusFails = (status: number): boolean => status < 200 || status > 299

/** `pattern`: flags every pattern starts with (none: case-sensitive). */
export const DEFAULT_PATTERN_FLAGS = ''
/** `pattern`: whether `/…/flags` is read as a delimited expression. */
export const SLASH_DELIMITED_PATTERNS = true

/** `modifier-order`: the modifiers of `${a:b:path}` in the order they apply. */
export const modifiersInOrder = (written: readonly string[]): string[] => [...written].reverse()

/** `methods`: the method a webhook without one is sent with. */
export const DEFAULT_METHOD = 'POST'
export const KNOWN_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE']

/** `request-body`: whether a request carries a JSON body. */
export const sendsBody = (method: string, hasParams: boolean, argsAsParams: boolean): boolean =>
  hasParams || argsAsParams || method === 'POST'

/** `require-args`: whether an argument counts as present. */
export const argumentPresent = (value: JsonValue | undefined): boolean =>
  value !== undefined && value !== null

/** `fmt-ph`: the format of `${fmt_ph:x}`. */
export const DEFAULT_PHONE_FORMAT = 'national'
