import { JsonObject, RawString, asString, isArray, isObject, type JsonValue } from '../json/values'
import { applyFunction, applyModifier } from './modifiers'
import { modifiersInOrder } from './readings'
import { lookup, parsePath, type Scope } from './scope'
import { textOf } from './values'

/**
 * Template expansion (swaig-fields.md §9): `${…}` and `%{…}` are the same; the content is
 * `modifier:…:path`; inner templates expand first, so they nest
 * (`${meta_data.contacts.${lc:args.department}}`); a missing path expands to nothing. Content
 * that is not a plain path is JavaScript to the platform: the simulator leaves it as written.
 * The `@{name …}` family runs template functions (see `modifiers.ts`).
 */

/** What an expansion noticed, for the trace. */
export interface ExpandReport {
  /** Paths that led nowhere (expanded to nothing), each once. */
  missing: string[]
  notSimulated: { what: string; detail: string }[]
}

export const newReport = (): ExpandReport => ({ missing: [], notSimulated: [] })

const MAX_NESTING = 32

/** The index of the `}` that closes the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0
  for (let j = open; j < text.length; j++) {
    const c = text.charCodeAt(j)
    if (c === 123) depth++
    else if (c === 125 && --depth === 0) return j
  }
  return -1
}

/** Expands every template in `text`. */
export function expandText(text: string, scope: Scope, report: ExpandReport, depth = 0): string {
  if (!/[$%@]\{/.test(text)) return text
  const note = (what: string, detail: string) => {
    if (!report.notSimulated.some((n) => n.what === what && n.detail === detail))
      report.notSimulated.push({ what, detail })
  }
  let out = ''
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    const close =
      (c === '$' || c === '%' || c === '@') && text[i + 1] === '{' ? closing(text, i + 1) : -1
    if (close < 0) {
      out += c
      i++
      continue
    }
    const written = text.slice(i, close + 1)
    i = close + 1
    if (depth >= MAX_NESTING) {
      note('nesting', `templates nest more than ${MAX_NESTING} deep; left as written`)
      out += written
      continue
    }
    const content = expandText(written.slice(2, -1), scope, report, depth + 1)
    out +=
      c === '@'
        ? runFunction(content, written, note)
        : variable(content, written, scope, report, note)
  }
  return out
}

function variable(
  content: string,
  written: string,
  scope: Scope,
  report: ExpandReport,
  note: (what: string, detail: string) => void,
): string {
  const parts = content.split(':')
  const modifiers: string[] = []
  while (parts.length > 1 && /^[a-z][a-z_]*$/.test(parts[0]!)) {
    let m = parts.shift()!
    if (m === 'enc' && parts.length > 1 && parts[0] === 'url') {
      parts.shift()
      m = 'enc:url'
    }
    modifiers.push(m)
  }
  const pathText = parts.join(':').trim()
  const steps = parsePath(pathText)
  if (!steps) {
    note(
      'expression',
      `${written} is not a plain path: the platform evaluates it as JavaScript; left as written`,
    )
    return written
  }
  const value = lookup(scope, steps)
  if (value === undefined && !report.missing.includes(pathText)) report.missing.push(pathText)
  let text = textOf(value)
  for (const m of modifiersInOrder(modifiers)) text = applyModifier(m, text, note)
  return text
}

function runFunction(
  content: string,
  written: string,
  note: (what: string, detail: string) => void,
): string {
  const m = /^\s*([A-Za-z_]\w*)(?:\s([\s\S]*))?$/.exec(content)
  if (!m) {
    note('@{…}', `${written} names no template function; left as written`)
    return written
  }
  return applyFunction(m[1]!, m[2] ?? '', note) ?? written
}

/** A value with every string in it expanded (keys are kept as written). */
export function expandValue(value: JsonValue, scope: Scope, report: ExpandReport): JsonValue {
  const s = asString(value)
  if (s !== undefined) {
    const expanded = expandText(s, scope, report)
    return value instanceof RawString && expanded === s ? value : expanded
  }
  if (isArray(value)) return value.map((v) => expandValue(v, scope, report))
  if (isObject(value))
    return new JsonObject(
      value.entries.map((e) => ({ key: e.key, value: expandValue(e.value, scope, report) })),
    )
  return value
}
