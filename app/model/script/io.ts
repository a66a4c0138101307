import { parseJson } from '../json/parseJson'
import { detectStyle } from '../json/style'
import { lineColumn, type TextProblem } from '../json/location'
import { JsonObject, asNumber, asString, isArray, type JsonValue } from '../json/values'
import { loadYaml, yamlSupport } from '../yaml/support'
import { makeDoc, type ScriptDoc, type ScriptFormat } from './document'
import { jsonText } from './jsonView'

/**
 * The largest script the editor opens, in characters of text (about bytes for ASCII). A script
 * with 2,000 functions is 3 to 5 MB; past 8 MB the file is almost surely not a call script, and
 * the editor would no longer stay responsive.
 */
export const MAX_SCRIPT_CHARS = 8 * 1024 * 1024

export type ParseScriptResult =
  | { ok: true; doc: ScriptDoc; format: ScriptFormat; warnings: TextProblem[] }
  | { ok: false; error: TextProblem }

/**
 * Reads a script from JSON or YAML text. When `format` is not given, text that starts with `{`,
 * `[` or `"` is read as JSON, anything else as YAML. Never throws: a problem comes back as
 * `{ ok: false, error: { message, line, column } }`. The document keeps the layout of the text
 * (indentation, newlines, separators, a byte order mark), so that `serializeScript` gives it
 * back byte for byte until it is edited; duplicate keys are warnings (the last value wins).
 */
export function parseScript(text: string, format?: ScriptFormat): ParseScriptResult {
  const warnings: TextProblem[] = []
  const bom = text.charCodeAt(0) === 0xfeff
  if (bom) text = text.slice(1)
  if (text.length > MAX_SCRIPT_CHARS) {
    return fail(
      `The script is ${megabytes(text.length)}; SWAIG Studio opens scripts up to ${megabytes(MAX_SCRIPT_CHARS)} (a script with 2,000 functions is 3 to 5 MB)`,
    )
  }
  const start = text.search(/\S/)
  if (start < 0) {
    return fail(
      'The script is empty: a script is an object such as {"version": "1.0.0", "sections": {"main": []}}',
    )
  }
  const fmt = format ?? formatOfText(text)
  let root: JsonValue
  let yaml: ScriptDoc['yaml']
  if (fmt === 'json') {
    const parsed = parseJson(text)
    if (!parsed.ok) return parsed
    root = parsed.value
    warnings.push(...parsed.warnings)
  } else {
    const support = yamlSupport()
    if (!support) return fail('YAML support is still loading: try again in a moment')
    const parsed = support.parseYaml(text)
    if (!parsed.ok) return parsed
    root = parsed.value
    warnings.push(...parsed.warnings)
    yaml = { text, document: parsed.document, root }
  }
  if (!(root instanceof JsonObject)) {
    return { ok: false, error: { message: notAnObject(root, fmt), ...lineColumn(text, start) } }
  }
  if (!root.has('sections')) {
    warnings.push({
      message:
        'The script has no "sections": SWAIG Studio adds sections.main with an ai step when you first edit it',
      ...lineColumn(text, start),
    })
  }
  // A YAML script's JSON view (the code pane, a JSON export) is written in the default style.
  const framing =
    fmt === 'json'
      ? {
          style: detectStyle(text, root),
          lead: /^[ \t\n\r]*/.exec(text)![0],
          tail: /[ \t\n\r]*$/.exec(text)![0],
        }
      : {}
  return {
    ok: true,
    doc: makeDoc(root, { ...framing, bom, ...(yaml ? { yaml } : {}) }),
    format: fmt,
    warnings,
  }

  function fail(message: string): ParseScriptResult {
    return { ok: false, error: { message, line: 1, column: 1 } }
  }
}

/**
 * Writes a script as JSON or YAML. JSON keeps the text it was read from: an unedited script comes
 * back byte for byte, and an edit changes only the bytes of what it edited, adding what it adds
 * in the file's own style (new scripts: 2-space indentation). YAML read from YAML keeps its
 * comments, key order and styles likewise. YAML needs `loadYaml()` to have resolved (always the
 * case for a script read from YAML).
 */
export function serializeScript(doc: ScriptDoc, format: ScriptFormat): string {
  const bom = doc.bom ? '\ufeff' : ''
  if (format === 'yaml') {
    const support = yamlSupport()
    if (!support) throw new Error('serializeScript: YAML support is not loaded (await loadYaml())')
    return bom + support.serializeYaml(doc.root, doc.yaml)
  }
  return bom + jsonText(doc)
}

/** The format `parseScript` reads text in when none is given: JSON when it starts with `{`, `[` or `"`. */
export function formatOfText(text: string): ScriptFormat {
  const first = text[text.search(/\S/)] ?? ''
  return /[{["]/.test(first) ? 'json' : 'yaml'
}

/** `parseScript`, after loading YAML support when the text is to be read as YAML. */
export async function parseScriptLoading(
  text: string,
  format?: ScriptFormat,
): Promise<ParseScriptResult> {
  if ((format ?? formatOfText(text)) === 'yaml') await loadYaml()
  return parseScript(text, format)
}

function notAnObject(v: JsonValue, fmt: ScriptFormat): string {
  const what = isArray(v)
    ? 'a list (array)'
    : asString(v) !== undefined
      ? 'a string'
      : asNumber(v) !== undefined
        ? 'a number'
        : String(v)
  const example = fmt === 'json' ? '{ ... }' : 'keys such as "version:" and "sections:"'
  return `A script must be an object (${example}), but this ${fmt.toUpperCase()} holds ${what}`
}

function megabytes(chars: number): string {
  return `${(chars / (1024 * 1024)).toFixed(1)} MB`
}
