import type { Schema } from 'yaml'
import { RawNumber, RawString, numberText, type JsonValue } from '../../json/values'

/** The ways a scalar is written on one line. */
export type FlowStyle = 'plain' | 'single' | 'double'

export interface ScalarContext {
  /** Inside a flow collection (`[…]`, `{…}`), where `,[]{}` end a plain scalar. */
  readonly inFlow: boolean
  /** A mapping key written without `?` (one line, at most 1024 characters). */
  readonly implicitKey?: boolean
  readonly schema: Schema
}

const STR_TAG = 'tag:yaml.org,2002:str'

/** Whether a string has characters a YAML scalar only holds escaped (tabs and `\n` aside). */
function hasControl(s: string): boolean {
  for (const ch of s) {
    const c = ch.codePointAt(0)!
    if (c === 9 || c === 10) continue
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xfeff || (c >= 0xd800 && c <= 0xdfff))
      return true
  }
  return false
}
// What a plain scalar may not be (after the `yaml` package's own rules): an indicator first,
// `: ` or ` #` inside, white space or `:` at either end, a document marker.
const NOT_PLAIN =
  /^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$|^(?:---|\.\.\.)/

/** Whether a value is a scalar (not a list or an object). */
export function isScalarValue(
  v: JsonValue,
): v is null | boolean | number | string | RawNumber | RawString {
  return v === null || typeof v !== 'object' || v instanceof RawNumber || v instanceof RawString
}

/** The text of a scalar that is not a string: a number as spelled, `true`, `false`, `null`. */
function atomText(v: null | boolean | number | RawNumber): string {
  if (v === null) return 'null'
  if (typeof v === 'boolean') return String(v)
  if (typeof v === 'number' && Object.is(v, -0)) return '-0'
  return numberText(v)
}

/** Whether `value`, written plain, would be read back as another type (`true`, `12`, `~`…). */
function readsAsOtherType(value: string, schema: Schema): boolean {
  return [...schema.tags, ...(schema.compat ?? [])].some(
    (tag) => !!tag.default && tag.tag !== STR_TAG && !!tag.test?.test(value),
  )
}

/** A string in one flow style, or `undefined` when that style cannot hold it on one line. */
function flowString(value: string, style: FlowStyle, ctx: ScalarContext): string | undefined {
  if (style === 'double') return doubleQuoted(value)
  if (value.includes('\n') || hasControl(value)) return undefined
  if (style === 'single') return `'${value.replace(/'/g, "''")}'`
  if (value === '' || NOT_PLAIN.test(value) || value.includes('\t')) return undefined
  if (ctx.inFlow && /[[\]{},]/.test(value)) return undefined
  if (ctx.implicitKey && value.length > 1024) return undefined
  if (readsAsOtherType(value, ctx.schema)) return undefined
  return value
}

/** A string double-quoted on one line: JSON's escapes plus YAML's for what JSON leaves raw. */
export function doubleQuoted(value: string): string {
  return JSON.stringify(value).replace(/[\x7f-\x9f\ufeff]/g, (c) =>
    `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`.replace('\\xfeff', '\\ufeff'),
  )
}

/** A string on one line, in the first of the `styles` that can hold it (double quotes always can). */
export function inlineString(
  value: string,
  styles: readonly FlowStyle[],
  ctx: ScalarContext,
): string {
  for (const style of styles) {
    const text = flowString(value, style, ctx)
    if (text !== undefined) return text
  }
  return doubleQuoted(value)
}

/** A scalar on one line: strings in the first style of `styles` that holds them. */
export function inlineScalar(
  v: null | boolean | number | string | RawNumber | RawString,
  styles: readonly FlowStyle[],
  ctx: ScalarContext,
): string {
  if (typeof v === 'string') return inlineString(v, styles, ctx)
  if (v instanceof RawString) return inlineString(v.value, styles, ctx)
  return atomText(v)
}

/** A mapping key in the first of `styles` that holds it and reads back as the same string. */
export function keyText(key: string, styles: readonly FlowStyle[], ctx: ScalarContext): string {
  return inlineString(key, styles, { ...ctx, implicitKey: true })
}

export interface BlockScalar {
  /** The header: `|` or `>`, an indentation indicator when needed, the chomping indicator. */
  readonly header: string
  /** The body lines, indented (empty lines are empty). */
  readonly lines: string[]
}

/**
 * A string as a block scalar (`|` literal, `>` folded) whose body starts at column `bodyCol`,
 * for a value whose key or `-` is at column `parentCol`. Keeps an explicit indentation
 * indicator when `indicator` is given. `undefined` when a block scalar cannot hold the string
 * (control characters, a last line of white space only, nothing but line breaks, nothing at all:
 * `""` says that best).
 */
export function blockScalar(
  value: string,
  folded: boolean,
  bodyCol: number,
  parentCol: number,
  indicator?: number,
): BlockScalar | undefined {
  if (value === '' || /^\n+$/.test(value) || /(?:^|\n)[\t ]+$/.test(value) || hasControl(value))
    return undefined
  const trailing = /\n*$/.exec(value)![0].length
  const chomp = trailing === 0 ? '-' : trailing === 1 ? '' : '+'
  const content = value.slice(0, value.length - trailing)
  const firstText = content.split('\n').find((line) => line !== '')
  let digit = ''
  if (indicator !== undefined || firstText?.startsWith(' ')) {
    const step = bodyCol - parentCol
    if (step < 1 || step > 9 || (indicator !== undefined && indicator !== step)) return undefined
    digit = String(step)
  }
  const body = folded ? foldedBody(content) : content
  const pad = ' '.repeat(bodyCol)
  const lines = content === '' ? [] : body.split('\n').map((l) => (l === '' ? '' : pad + l))
  for (let i = 1; i < trailing; i++) lines.push('')
  return { header: (folded ? '>' : '|') + digit + chomp, lines }
}

/**
 * The body of a folded scalar for `content`: a line break between two lines of text is written
 * as an empty line (a single one would fold into a space), except next to a more-indented line,
 * where breaks are kept as they are. The `yaml` package's own rule, without line wrapping.
 */
export function foldedBody(content: string): string {
  const leading = /^\n*/.exec(content)![0]
  return (
    leading +
    content
      .slice(leading.length)
      .replace(/\n+/g, '\n$&')
      .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2')
  )
}
