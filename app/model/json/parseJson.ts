import { JsonObject, RawString, numberFromLiteral, type JsonEntry, type JsonValue } from './values'
import { locate, type TextProblem } from './location'
import { intern, withLayout } from './layout'
import { rememberRead } from './serializeJson'

export const MAX_DEPTH = 1000

/** The length from which a container's text is remembered as it is read (see `rememberRead`). */
const REMEMBER_FROM = 1024

export type JsonParseResult =
  { ok: true; value: JsonValue; warnings: TextProblem[] } | { ok: false; error: TextProblem }

/** What every open container records of its layout (see `layout.ts`). */
interface Gaps {
  open: number
  /** The indentation of the line the container starts on. */
  indent: string
  before: string[]
  /** Where the text before the next child (or the closing bracket) starts. */
  gapFrom: number
  /** Whether writing the container back gives its text (false once a duplicate key is dropped). */
  verbatim: boolean
}

type Frame =
  | (Gaps & {
      kind: 'object'
      entries: JsonEntry[]
      index: Map<string, number>
      key: string
      rawKey: string | undefined
      keyAt: number
      colon: string[]
      /** Where the text between the current key and its value starts. */
      colonFrom: number
    })
  | (Gaps & { kind: 'array'; items: JsonValue[] })

class JsonSyntaxError extends Error {
  readonly offset: number
  constructor(message: string, offset: number) {
    super(message)
    this.offset = offset
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
}

/**
 * Parses JSON text into the lossless tree (see `values.ts`), without recursion, so any depth up
 * to `MAX_DEPTH` is safe and deeper input is refused with a located error rather than a stack
 * overflow. Never throws. Every container gets its layout (the text between its tokens, see
 * `layout.ts`), so that writing the tree back gives the text it was read from. Duplicate keys
 * are kept once, in the first key's place with the last value (as `JSON.parse` does), and
 * reported as warnings.
 */
export function parseJson(text: string): JsonParseResult {
  const warnings: TextProblem[] = []
  try {
    return { ok: true, value: new Parser(text, warnings).parse(), warnings }
  } catch (e) {
    if (e instanceof JsonSyntaxError) return { ok: false, error: locate(text, e.offset, e.message) }
    throw e
  }
}

class Parser {
  private pos = 0
  private readonly stack: Frame[] = []
  /** The offset after the last line break read (line breaks only occur between tokens). */
  private lineStart = 0
  constructor(
    private readonly text: string,
    private readonly warnings: TextProblem[],
  ) {}

  parse(): JsonValue {
    const { text } = this
    let value: JsonValue | undefined = this.beginValue()
    for (;;) {
      if (value === undefined) {
        value = this.beginValue()
        continue
      }
      const top = this.stack[this.stack.length - 1]
      if (!top) break
      if (top.kind === 'array') top.items.push(value)
      else this.addEntry(top, value)
      top.gapFrom = this.pos
      this.skipSpace()
      const c = text[this.pos]
      const close = top.kind === 'array' ? ']' : '}'
      if (c === ',') {
        this.pos++
        this.skipSpace()
        if (text[this.pos] === close) {
          throw new JsonSyntaxError(
            `Trailing comma before "${close}": JSON allows no comma after the last item`,
            this.pos - 1,
          )
        }
        if (top.kind === 'object') this.readKey(top)
        value = undefined
      } else if (c === close) {
        const after = intern(text.slice(top.gapFrom, this.pos))
        this.pos++
        this.stack.pop()
        value =
          top.kind === 'array'
            ? withLayout(top.items, { before: top.before, after, indent: top.indent })
            : withLayout(new JsonObject(top.entries), {
                before: top.before,
                colon: top.colon,
                after,
                indent: top.indent,
              })
        // Its text is known: the first write of a large file joins slices instead of walking.
        // Only larger containers (a function, and what holds it): remembering every small one
        // would cost the parse more than it saves the write.
        if (top.verbatim && this.pos - top.open >= REMEMBER_FROM)
          rememberRead(value as object, text, top.open, this.pos)
        const parent = this.stack[this.stack.length - 1]
        if (parent && !top.verbatim) parent.verbatim = false
      } else {
        throw this.unexpected(
          top.kind === 'array'
            ? 'expected "," or "]" after an array item'
            : `expected "," or "}" after the value of "${top.key}"`,
        )
      }
    }
    this.skipSpace()
    if (this.pos < text.length) {
      throw new JsonSyntaxError(
        'Unexpected text after the end of the JSON document: a script is one JSON object',
        this.pos,
      )
    }
    return value
  }

  /** Reads a scalar, or opens a container (returning `undefined` until it closes). */
  private beginValue(): JsonValue | undefined {
    const { text } = this
    this.skipSpace()
    const top = this.stack[this.stack.length - 1]
    if (top) {
      if (top.kind === 'array') top.before.push(intern(text.slice(top.gapFrom, this.pos)))
      else top.colon.push(intern(text.slice(top.colonFrom, this.pos)))
    }
    const c = text[this.pos]
    if (c === '{' || c === '[') {
      if (this.stack.length >= MAX_DEPTH) {
        throw new JsonSyntaxError(
          `The JSON is nested more than ${MAX_DEPTH.toLocaleString('en-US')} levels deep; SWAIG Studio does not open documents this deep`,
          this.pos,
        )
      }
      const open = this.pos++
      const indent = this.indentOfLine()
      this.skipSpace()
      const gaps = { open, indent, before: [] as string[], gapFrom: open + 1, verbatim: true }
      if (text[this.pos] === (c === '[' ? ']' : '}')) {
        const layout = { before: [], after: intern(text.slice(open + 1, this.pos)), indent }
        this.pos++
        return c === '['
          ? withLayout([], layout)
          : withLayout(new JsonObject([]), { ...layout, colon: [] })
      }
      if (c === '[') {
        this.stack.push({ kind: 'array', ...gaps, items: [] })
        return undefined
      }
      const frame: Frame = {
        kind: 'object',
        ...gaps,
        entries: [],
        index: new Map(),
        key: '',
        rawKey: undefined,
        keyAt: 0,
        colon: [],
        colonFrom: 0,
      }
      this.readKey(frame)
      this.stack.push(frame)
      return undefined
    }
    if (c === '"') return this.readString().value
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.readNumber()
    for (const [word, literal] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, this.pos)) {
        this.pos += word.length
        return literal
      }
    }
    throw this.unexpected(
      'expected a value (an object, array, string, number, true, false or null)',
    )
  }

  private readKey(frame: Frame & { kind: 'object' }): void {
    if (this.text[this.pos] !== '"')
      throw this.unexpected('expected a property name in double quotes')
    frame.keyAt = this.pos
    frame.before.push(intern(this.text.slice(frame.gapFrom, this.pos)))
    const { value, raw } = this.readString()
    frame.key = typeof value === 'string' ? value : value.value
    frame.rawKey = typeof value === 'string' ? undefined : raw
    frame.colonFrom = this.pos
    this.skipSpace()
    if (this.text[this.pos] !== ':')
      throw this.unexpected(`expected ":" after the property name "${frame.key}"`)
    this.pos++
  }

  private addEntry(frame: Frame & { kind: 'object' }, value: JsonValue): void {
    const { key, rawKey } = frame
    const entry: JsonEntry = rawKey === undefined ? { key, value } : { key, value, rawKey }
    const seen = frame.index.get(key)
    if (seen === undefined) {
      frame.index.set(key, frame.entries.length)
      frame.entries.push(entry)
      return
    }
    frame.entries[seen] = { ...frame.entries[seen]!, value }
    frame.verbatim = false
    // The duplicate is written once, in the first key's place: its own gaps go.
    frame.before.pop()
    frame.colon.pop()
    this.warnings.push(
      locate(
        this.text,
        frame.keyAt,
        `Duplicate key "${key}": the last value wins, in the place of the first; the key is written once`,
      ),
    )
  }

  private readString(): { value: string | RawString; raw: string } {
    const { text } = this
    const start = ++this.pos
    let i = start
    let chunks: string[] | undefined
    let chunkStart = start
    for (;;) {
      const code = text.charCodeAt(i)
      if (Number.isNaN(code)) {
        throw new JsonSyntaxError(
          'Unterminated string: a closing double quote is missing',
          start - 1,
        )
      }
      if (code === 0x22) break
      if (code < 0x20) {
        throw new JsonSyntaxError(
          code === 0x0a || code === 0x0d
            ? 'Unterminated string: a line break inside a string must be written as \\n'
            : `Control character U+${code.toString(16).padStart(4, '0').toUpperCase()} inside a string must be escaped`,
          i,
        )
      }
      if (code === 0x5c) {
        chunks ??= []
        chunks.push(text.slice(chunkStart, i))
        const e = text[i + 1]
        if (e === 'u') {
          const hex = text.slice(i + 2, i + 6)
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
            throw new JsonSyntaxError('Invalid \\u escape: it needs four hexadecimal digits', i)
          }
          chunks.push(String.fromCharCode(parseInt(hex, 16)))
          i += 6
        } else if (e !== undefined && e in ESCAPES) {
          chunks.push(ESCAPES[e]!)
          i += 2
        } else {
          throw new JsonSyntaxError(`Invalid escape "\\${e ?? ''}" in a string`, i)
        }
        chunkStart = i
        continue
      }
      i++
    }
    this.pos = i + 1
    const raw = text.slice(start, i)
    if (!chunks) return { value: raw, raw }
    chunks.push(text.slice(chunkStart, i))
    const value = chunks.join('')
    return {
      value: JSON.stringify(value).slice(1, -1) === raw ? value : new RawString(value, raw),
      raw,
    }
  }

  private readNumber(): JsonValue {
    NUMBER.lastIndex = this.pos
    const m = NUMBER.exec(this.text)
    if (!m) throw this.unexpected('expected a number')
    this.pos += m[0].length
    return numberFromLiteral(m[0])
  }

  private skipSpace(): void {
    const { text } = this
    let i = this.pos
    for (;;) {
      const c = text.charCodeAt(i)
      if (c === 0x20 || c === 0x0d || c === 0x09) i++
      else if (c === 0x0a) this.lineStart = ++i
      else break
    }
    this.pos = i
  }

  /** The indentation (spaces and tabs) at the start of the current line. */
  private indentOfLine(): string {
    const { text } = this
    let i = this.lineStart
    while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++
    return intern(text.slice(this.lineStart, i))
  }

  private unexpected(expectation: string): JsonSyntaxError {
    const { text, pos } = this
    if (pos >= text.length) {
      const open = this.stack[this.stack.length - 1]
      if (open) {
        const at = locate(text, open.open, '')
        const what = open.kind === 'array' ? 'an array "["' : 'an object "{"'
        return new JsonSyntaxError(
          `Unexpected end of the text: ${what} opened at line ${at.line}, column ${at.column} is not closed`,
          pos,
        )
      }
      return new JsonSyntaxError(`Unexpected end of the text: ${expectation}`, pos)
    }
    const c = text[pos]!
    if (c === "'")
      return new JsonSyntaxError(
        'Strings and names must use double quotes ("), not single quotes',
        pos,
      )
    if (c === '/' && (text[pos + 1] === '/' || text[pos + 1] === '*')) {
      return new JsonSyntaxError('JSON does not allow comments', pos)
    }
    const shown = JSON.stringify(String.fromCodePoint(text.codePointAt(pos)!))
    return new JsonSyntaxError(`Unexpected character ${shown}: ${expectation}`, pos)
  }
}
