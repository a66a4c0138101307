import { DEFAULT_STYLE, layoutOf, lineIndentOf, type JsonStyle } from './layout'
import { JsonObject, type JsonValue } from './values'

/** How many containers are looked at to tell a file's style (enough for any real layout). */
const SAMPLE = 5_000

/**
 * The style a file writes in, read from its text and its parsed tree: the newline, one level
 * of indentation (or none: every container on one line, as minified JSON and Python's default
 * `json.dumps` write), the separators, and whether non-ASCII text is escaped. What the file does
 * not show is taken from `DEFAULT_STYLE` (2-space JSON); a file with no non-empty container
 * gives no hint at all and gets it whole.
 */
export function detectStyle(text: string, root: JsonValue): JsonStyle {
  const indents = new Map<string, number>()
  const colons = new Map<string, number>()
  const commas = new Map<string, number>()
  let containers = 0
  let multiline = false
  const queue: JsonValue[] = [root]
  for (let q = 0; q < queue.length && containers < SAMPLE; q++) {
    const node = queue[q]!
    if (
      node === null ||
      typeof node !== 'object' ||
      !(node instanceof JsonObject || Array.isArray(node))
    )
      continue
    const layout = layoutOf(node)
    const values =
      node instanceof JsonObject ? node.entries.map((e) => e.value) : (node as JsonValue[])
    queue.push(...values)
    if (!layout || values.length === 0) continue
    containers++
    layout.before.forEach((gap, i) => {
      const line = lineIndentOf(gap)
      if (line !== undefined) {
        multiline = true
        if (line.length > layout.indent.length && line.startsWith(layout.indent))
          count(indents, line.slice(layout.indent.length))
      } else if (i > 0 && gap !== undefined) {
        count(commas, gap)
      }
    })
    layout.colon?.forEach((c) => c !== undefined && count(colons, c))
  }
  if (containers === 0) return DEFAULT_STYLE
  const colon = top(colons) ?? DEFAULT_STYLE.colon
  return {
    newline: crlfLines(text) ? '\r\n' : '\n',
    indent: multiline ? (top(indents) ?? DEFAULT_STYLE.indent) : '',
    colon,
    comma: top(commas) ?? (colon === ':' ? ',' : ', '),
    ascii: escapesNonAscii(text),
  }
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

function top(map: Map<string, number>): string | undefined {
  let best: string | undefined
  let most = 0
  for (const [key, n] of map) if (n > most) [best, most] = [key, n]
  return best
}

/** Whether most line breaks are CRLF. */
function crlfLines(text: string): boolean {
  const all = text.split('\n').length - 1
  const crlf = text.split('\r\n').length - 1
  return all > 0 && crlf * 2 > all
}

/** Whether the file escapes non-ASCII characters (`\u00e9`) and writes none as they are. */
function escapesNonAscii(text: string): boolean {
  return /\\u(?!00[0-7])[0-9a-fA-F]{4}/.test(text) && !/[\u0080-\uffff]/.test(text)
}
