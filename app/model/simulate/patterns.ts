import { DEFAULT_PATTERN_FLAGS, SLASH_DELIMITED_PATTERNS } from './readings'

/**
 * Expression patterns are PCRE-style (reading `pattern`). JavaScript's `RegExp` runs most of
 * them once translated: leading inline flags (`(?i)`, `(?is)`), `/…/flags`, `\A`, `\z`, `\Z`,
 * `\Q…\E`, `\h`, `\e`, `\x{…}`, `\pL`, POSIX classes (`[[:alpha:]]`), `(?P<name>…)`,
 * `(?P=name)`, `\k{name}`, comments (`(?#…)`), the `x` flag. What has no equivalent (atomic
 * groups, possessive quantifiers, recursion, conditionals, `\G`, `\K`, an inline flag in the
 * middle of a pattern that changes a flag) is refused with a plain-words reason; the simulator
 * shows it in the trace and lint reports it (`pattern-unsupported`). Known gap: PCRE's `$`
 * also matches before a final newline; JavaScript's does not.
 */
export type PatternReading =
  { ok: true; regex: RegExp; display: string } | { ok: false; message: string }

const POSIX: Record<string, string> = {
  alpha: 'A-Za-z',
  digit: '0-9',
  alnum: 'A-Za-z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: '\\s',
  blank: ' \\t',
  punct: '!-\\/:-@\\[-`{-~',
  xdigit: '0-9A-Fa-f',
  word: '\\w',
  cntrl: '\\x00-\\x1f\\x7f',
  print: '\\x20-\\x7e',
  graph: '\\x21-\\x7e',
}
const FLAG_LETTERS = 'imsx'
const JS_ESCAPES = new Set('dDwWsSbBnrtfv0123456789cxuk')

class Refused extends Error {}
const refuse = (message: string): never => {
  throw new Refused(message)
}

/** How JavaScript reads a PCRE-style pattern, or why it cannot. Never throws. */
export function readPattern(pattern: string): PatternReading {
  try {
    const flags = new Set(DEFAULT_PATTERN_FLAGS)
    let body = pattern
    const slash = SLASH_DELIMITED_PATTERNS ? /^\/([\s\S]*)\/([A-Za-z]*)$/.exec(pattern) : null
    if (slash && pattern.length >= 2) {
      body = slash[1]!
      for (const f of slash[2]!) {
        if (FLAG_LETTERS.includes(f) || f === 'u') flags.add(f)
        else if (f !== 'g') refuse(`the flag "${f}" after /…/ has no JavaScript equivalent`)
      }
    }
    let lead: RegExpExecArray | null
    while ((lead = /^\(\?(?!R\))([A-Za-z]*)(?:-([A-Za-z]*))?\)/.exec(body))) {
      setFlags(flags, lead[1]!, lead[2] ?? '', lead[0])
      body = body.slice(lead[0].length)
    }
    const source = translate(body, flags)
    const jsFlags = [...'imsu'].filter((f) => flags.has(f)).join('')
    let regex: RegExp
    try {
      regex = new RegExp(source, jsFlags)
    } catch (e) {
      return { ok: false, message: `JavaScript cannot run it: ${(e as Error).message}` }
    }
    return { ok: true, regex, display: `/${source}/${jsFlags}` }
  } catch (e) {
    if (e instanceof Refused) return { ok: false, message: e.message }
    return { ok: false, message: `it could not be read: ${String(e)}` }
  }
}

function setFlags(flags: Set<string>, on: string, off: string, written: string): void {
  for (const f of on + off)
    if (!FLAG_LETTERS.includes(f)) refuse(`the inline flag ${written} has no JavaScript equivalent`)
  for (const f of on) flags.add(f)
  for (const f of off) flags.delete(f)
}

const escapeLiteral = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')

function translate(body: string, flags: Set<string>): string {
  let out = ''
  let inClass = false
  let classStart = false
  let lastQuantifier: boolean = false
  let i = 0
  const extended = flags.has('x')
  while (i < body.length) {
    const c = body[i]!
    const wasQuantifier: boolean = lastQuantifier
    lastQuantifier = false
    if (c === '\\') {
      const [text, used] = escape(body, i, inClass, flags)
      out += text
      i += used
      classStart = false
      continue
    }
    if (inClass) {
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(body.slice(i))
      if (posix) {
        const set = POSIX[posix[2]!]
        if (set === undefined || posix[1])
          refuse(`the class ${posix[0]} has no JavaScript equivalent`)
        out += set
        i += posix[0].length
      } else if (c === ']' && !classStart) {
        inClass = false
        out += c
        i++
      } else {
        out += c === ']' || c === '[' ? `\\${c}` : c
        i++
      }
      classStart = false
      continue
    }
    if (extended && /\s/.test(c)) {
      i++
      lastQuantifier = wasQuantifier
      continue
    }
    if (extended && c === '#') {
      const end = body.indexOf('\n', i)
      i = end < 0 ? body.length : end + 1
      lastQuantifier = wasQuantifier
      continue
    }
    if (c === '[') {
      inClass = true
      classStart = true
      out += c
      i++
      if (body[i] === '^') {
        out += '^'
        i++
      }
      continue
    }
    if (c === '(' && body[i + 1] === '?') {
      const [text, used] = group(body, i, flags)
      out += text
      i += used
      continue
    }
    if (c === '*' || c === '+' || c === '?') {
      if (wasQuantifier && c === '+')
        refuse('a possessive quantifier (such as a++ or a*+) has no JavaScript equivalent')
      lastQuantifier = !wasQuantifier
      out += c
      i++
      continue
    }
    const counted = c === '{' ? /^\{\d+(?:,\d*)?\}/.exec(body.slice(i)) : null
    if (counted) {
      lastQuantifier = true
      out += counted[0]
      i += counted[0].length
      continue
    }
    out += c === '/' ? '\\/' : c
    i++
  }
  if (inClass) refuse('a character class [ is not closed')
  return out
}

/** An escape at `i`: its JavaScript text and the characters it used. */
function escape(body: string, i: number, inClass: boolean, flags: Set<string>): [string, number] {
  const e = body[i + 1]
  if (e === undefined) return refuse('the pattern ends with a lone backslash')
  const rest = body.slice(i + 2)
  switch (e) {
    case 'Q': {
      const end = rest.indexOf('\\E')
      const literal = end < 0 ? rest : rest.slice(0, end)
      return [escapeLiteral(literal), 2 + literal.length + (end < 0 ? 0 : 2)]
    }
    case 'E':
      return ['', 2]
    case 'A':
      if (inClass) refuse('\\A inside [...] has no meaning')
      return [flags.has('m') ? '(?<![\\s\\S])' : '^', 2]
    case 'z':
      return ['(?![\\s\\S])', 2]
    case 'Z':
      return ['(?=\\n?(?![\\s\\S]))', 2]
    case 'h':
      return [inClass ? '\\t \\u00a0' : '[\\t \\u00a0]', 2]
    case 'H':
      if (inClass) refuse('\\H inside [...] has no JavaScript equivalent')
      return ['[^\\t \\u00a0]', 2]
    case 'e':
      return ['\\x1b', 2]
    case 'a':
      return ['\\x07', 2]
    case 'x': {
      const m = /^\{([0-9A-Fa-f]{1,6})\}/.exec(rest)
      if (!m) return ['\\x', 2]
      const code = parseInt(m[1]!, 16)
      if (code <= 0xffff) return [`\\u${code.toString(16).padStart(4, '0')}`, 2 + m[0].length]
      flags.add('u')
      return [`\\u{${m[1]}}`, 2 + m[0].length]
    }
    case 'p':
    case 'P': {
      flags.add('u')
      const letter = /^[A-Za-z]/.exec(rest)
      return rest.startsWith('{') ? [`\\${e}`, 2] : [`\\${e}{${letter?.[0] ?? ''}}`, letter ? 3 : 2]
    }
    case 'k': {
      const m = /^(?:\{(\w+)\}|'(\w+)')/.exec(rest)
      return m ? [`\\k<${m[1] ?? m[2]}>`, 2 + m[0].length] : ['\\k', 2]
    }
  }
  if (/[A-Za-z]/.test(e) && !JS_ESCAPES.has(e)) refuse(`\\${e} has no JavaScript equivalent`)
  return [`\\${e}`, 2]
}

/** A group opening `(?` at `i`: its JavaScript text and the characters it used. */
function group(body: string, i: number, flags: Set<string>): [string, number] {
  const rest = body.slice(i)
  let m: RegExpExecArray | null
  if ((m = /^\(\?#[^)]*\)/.exec(rest))) return ['', m[0].length]
  if ((m = /^\(\?P<(\w+)>/.exec(rest)) || (m = /^\(\?'(\w+)'/.exec(rest)))
    return [`(?<${m[1]}>`, m[0].length]
  if ((m = /^\(\?P=(\w+)\)/.exec(rest))) return [`\\k<${m[1]}>`, m[0].length]
  if (/^\(\?(?::|=|!|<=|<!|<\w)/.test(rest)) return ['(?', 2]
  if (/^\(\?(?:R\)|[+-]?\d|&|P>)/.test(rest))
    refuse('a recursive pattern has no JavaScript equivalent')
  if ((m = /^\(\?([A-Za-z]*)(?:-([A-Za-z]*))?([:)])/.exec(rest)) && (m[1] || m[2])) {
    const on = m[1]!
    const off = m[2] ?? ''
    const known = [...on, ...off].every((f) => FLAG_LETTERS.includes(f))
    const unchanged = [...on].every((f) => flags.has(f)) && [...off].every((f) => !flags.has(f))
    if (!known || !unchanged)
      refuse(
        `the inline flag ${m[0]}… in the middle of the pattern has no JavaScript equivalent; put it at the start`,
      )
    return m[3] === ':' ? ['(?:', m[0].length] : ['', m[0].length]
  }
  const kind = rest.startsWith('(?>')
    ? 'an atomic group (?>…)'
    : rest.startsWith('(?|')
      ? 'a branch reset group (?|…)'
      : rest.startsWith('(?(')
        ? 'a conditional group (?(…)…)'
        : `the group ${rest.slice(0, 4)}…`
  return refuse(`${kind} has no JavaScript equivalent`)
}
