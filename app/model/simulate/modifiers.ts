import { evaluateArithmetic } from './arithmetic'
import { formatPhone, isPhoneFormat, PHONE_FORMATS, type PhoneFormat } from './phone'
import { DEFAULT_PHONE_FORMAT } from './readings'

/**
 * Template functions. Prefix modifiers chain inside `${…}` (`${lc:enc:args.q}`); the `@{name …}`
 * family takes the rest of the braces as its argument. The documented ones are listed here;
 * the ones the simulator cannot reproduce are left as written, with a `not_simulated` event.
 */

/** Prefix modifiers the simulator applies. */
export const SIMULATED_MODIFIERS = ['lc', 'enc', 'enc:url', 'fmt_ph'] as const
/** `@{…}` functions the simulator applies. */
export const SIMULATED_FUNCTIONS = ['fmt_ph', 'echo', 'separate', 'expr'] as const
/** Documented `@{…}` functions whose result depends on the moment or has an effect. */
export const NOT_SIMULATED_FUNCTIONS = {
  strftime_tz: 'the current date and time in a time zone',
  sleep: 'a pause of some seconds',
} as const

export type Note = (what: string, detail: string) => void

/** RFC 3986 percent-encoding: everything but letters, digits and `-._~`. */
export function encodeUrl(text: string): string {
  let out: string
  try {
    out = encodeURIComponent(text)
  } catch {
    // A lone surrogate: encode what can be encoded.
    out = encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))
  }
  return out.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** `${name:…}`: the value after one modifier. Unknown modifiers pass the value through. */
export function applyModifier(name: string, value: string, note: Note): string {
  switch (name) {
    case 'lc':
      return value.toLowerCase()
    case 'enc':
    case 'enc:url':
      return encodeUrl(value)
    case 'fmt_ph': {
      const r = formatPhone(value, DEFAULT_PHONE_FORMAT)
      if (!r.ok) note('fmt_ph', r.reason)
      return r.text
    }
    default:
      note(
        name,
        `the modifier "${name}:" is not one the simulator knows (${SIMULATED_MODIFIERS.join(', ')}); the value is used unchanged`,
      )
      return value
  }
}

/**
 * `@{name argument}`: the text the function produces, or `undefined` when the simulator
 * leaves it as written (with a note saying why).
 */
export function applyFunction(name: string, argument: string, note: Note): string | undefined {
  switch (name) {
    case 'echo':
      return argument
    case 'separate':
      return [...argument].join(' ')
    case 'expr': {
      const v = evaluateArithmetic(argument)
      if (v === undefined)
        note('expr', `"${argument}" is not arithmetic on literal numbers; left as written`)
      return v === undefined ? undefined : String(v)
    }
    case 'fmt_ph':
      return phoneFunction(argument, note)
  }
  if (name in NOT_SIMULATED_FUNCTIONS) {
    const what = NOT_SIMULATED_FUNCTIONS[name as keyof typeof NOT_SIMULATED_FUNCTIONS]
    note(name, `@{${name}} gives ${what} during a call; not simulated, left as written`)
  } else {
    note(name, `@{${name}} is not a documented template function; left as written`)
  }
  return undefined
}

/** `@{fmt_ph <format>[:sep:<s>] <number>}`. */
function phoneFunction(argument: string, note: Note): string | undefined {
  const m = /^\s*(\S+)\s+([\s\S]*)$/.exec(argument)
  const spec = m?.[1] ?? ''
  const [format, sepKey] = spec.split(':')
  if (!m || format === undefined || !isPhoneFormat(format)) {
    note('fmt_ph', `@{fmt_ph} wants a format (${PHONE_FORMATS.join(', ')}) then a number`)
    return undefined
  }
  if (sepKey !== undefined)
    note(
      'fmt_ph',
      'the :sep: separator of @{fmt_ph} is not simulated; the number is formatted without it',
    )
  const r = formatPhone(m[2]!, format as PhoneFormat)
  if (!r.ok) note('fmt_ph', r.reason)
  return r.text
}
