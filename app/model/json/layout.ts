/**
 * How a JSON container is laid out in its text, so that writing it back gives the same bytes.
 *
 * Every container the parser reads gets a `Layout`: the exact text between its tokens (the
 * whitespace, and the comma, before each child; the text between each key and its value; the
 * text before the closing bracket) and the indentation of the line it starts on. An edit builds
 * a new container from the old one's layout (see `containers.ts`): a changed value keeps every
 * gap; an added child copies its neighbour's gap; a removed child takes its gap with it. Where no
 * gap can be copied (the first child of an empty container, or a container built from scratch)
 * the gap is `undefined` and the writer fills it in from the file's `JsonStyle` (indentation,
 * newlines and separators detected when the file was read).
 *
 * Layouts live beside the nodes in a WeakMap, set once when a node is made and never changed,
 * like the nodes themselves.
 */

export interface Layout {
  /** The text before each child: after the opening bracket for the first, the comma and
   * whitespace after the previous child for the others. `undefined`: from the style. */
  readonly before: readonly (string | undefined)[]
  /** Objects: the text between each key's closing quote and its value (`": "`). */
  readonly colon?: readonly (string | undefined)[]
  /** The text after the last child, before the closing bracket. `undefined`: from the style. */
  readonly after: string | undefined
  /** The indentation of the line the container starts on (for reindenting and new children). */
  readonly indent: string
}

/** How a file writes what an edit adds: detected from the file, or today's 2-space default. */
export interface JsonStyle {
  /** `"\n"` or `"\r\n"`. */
  readonly newline: string
  /** One level of indentation (`"  "`, `"    "`, `"\t"`); `''` writes every container on one line. */
  readonly indent: string
  /** Between a key and its value: `": "` or `":"`. */
  readonly colon: string
  /** Between the items of a one-line container: `", "` or `","`. */
  readonly comma: string
  /** Whether new non-ASCII text is written as `\uXXXX` escapes (as Python's json does). */
  readonly ascii: boolean
}

/** The layout of `JSON.stringify(value, null, 2)`: new scripts, and files that give no hint. */
export const DEFAULT_STYLE: JsonStyle = {
  newline: '\n',
  indent: '  ',
  colon: ': ',
  comma: ', ',
  ascii: false,
}

const layouts = new WeakMap<object, Layout>()

/** The layout a container was made with, if any. */
export const layoutOf = (node: object): Layout | undefined => layouts.get(node)

/** Gives a node made just now its layout (a node's layout never changes afterwards). */
export function withLayout<T extends object>(node: T, layout: Layout | undefined): T {
  if (layout) layouts.set(node, layout)
  return node
}

/** The indentation after the last line break of a gap, or `undefined` when it has none. */
export function lineIndentOf(gap: string | undefined): string | undefined {
  if (gap === undefined) return undefined
  const i = gap.lastIndexOf('\n')
  return i < 0 ? undefined : gap.slice(i + 1)
}

/**
 * The indentation of child `i`'s line, in a container whose own line is indented `indent`: the
 * indentation after the line break before the child, or the container's own when the child is
 * on the same line.
 */
export function childIndentAt(
  layout: Layout | undefined,
  i: number,
  indent: string,
  style: JsonStyle,
): string {
  return lineIndentOf(gapBefore(layout, i, style, indent)) ?? indent
}

/** The gaps the style gives a container whose line is indented `indent`. */
export function styleGaps(style: JsonStyle, indent: string) {
  if (style.indent === '') return INLINE(style)
  const inner = style.newline + indent + style.indent
  return { first: inner, between: ',' + inner, after: style.newline + indent }
}
const INLINE = (style: JsonStyle) => ({ first: '', between: style.comma, after: '' })

/**
 * Whether a container was written on one line (`{"a": 1}` in a pretty-printed file): what an
 * edit adds to it stays on that line.
 */
function isInline(layout: Layout): boolean {
  if (layout.after !== undefined && layout.after.includes('\n')) return false
  let known = layout.after !== undefined
  for (const gap of layout.before) {
    if (gap === undefined) continue
    if (gap.includes('\n')) return false
    known = true
  }
  return known
}

function gapsFor(layout: Layout | undefined, style: JsonStyle, indent: string) {
  return layout && isInline(layout) ? INLINE(style) : styleGaps(style, indent)
}

/** The gap before child `i` (0 = first), from the layout or the style. */
export function gapBefore(
  layout: Layout | undefined,
  i: number,
  style: JsonStyle,
  indent: string,
): string {
  const gap = layout?.before[i]
  if (gap !== undefined) return gap
  const g = gapsFor(layout, style, indent)
  return i === 0 ? g.first : g.between
}

/** The gap before the closing bracket of a non-empty container. */
export function gapAfter(layout: Layout | undefined, style: JsonStyle, indent: string): string {
  return layout?.after ?? gapsFor(layout, style, indent).after
}

export const colonAt = (layout: Layout | undefined, i: number, style: JsonStyle): string =>
  layout?.colon?.[i] ?? style.colon

/**
 * The layout of a container of `n` children after a child is inserted at `i` (0 ≤ i ≤ n): the
 * new child copies its neighbour's gap (a comma and the same indentation); the first child of an
 * empty container takes its gaps from the style.
 */
export function layoutAfterInsert(
  layout: Layout | undefined,
  i: number,
  n: number,
): Layout | undefined {
  if (!layout) return undefined
  const { before, colon } = layout
  if (n === 0)
    return {
      before: [undefined],
      colon: colon && [undefined],
      after: undefined,
      indent: layout.indent,
    }
  const comma = n >= 2 ? before[n - 1] : commaFrom(before[0])
  let next: (string | undefined)[]
  if (i === n) next = [...before, comma]
  else if (i > 0) next = [...before.slice(0, i), before[i], ...before.slice(i)]
  else next = [before[0], n >= 2 ? before[1] : comma, ...before.slice(1)]
  const nextColon = colon && [...colon.slice(0, i), colon[Math.min(i, n - 1)], ...colon.slice(i)]
  return {
    before: next,
    ...(nextColon ? { colon: nextColon } : {}),
    after: layout.after,
    indent: layout.indent,
  }
}

/** The gap between two children, from the gap before the first of them. */
const commaFrom = (first: string | undefined) =>
  first !== undefined && first.includes('\n') ? intern(',' + first) : undefined

/**
 * The layout after child `i` of `n` is removed: it takes its gap (the comma and line before it)
 * with it; a container left empty is written `{}` / `[]`.
 */
export function layoutAfterRemove(
  layout: Layout | undefined,
  i: number,
  n: number,
): Layout | undefined {
  if (!layout) return undefined
  const { before, colon } = layout
  if (n <= 1)
    return { before: [], ...(colon ? { colon: [] } : {}), after: '', indent: layout.indent }
  const next =
    i > 0 ? [...before.slice(0, i), ...before.slice(i + 1)] : [before[0], ...before.slice(2)]
  const nextColon = colon && [...colon.slice(0, i), ...colon.slice(i + 1)]
  return {
    before: next,
    ...(nextColon ? { colon: nextColon } : {}),
    after: layout.after,
    indent: layout.indent,
  }
}

const interned = new Map<string, string>()
/**
 * One shared copy of a gap's text. Gaps repeat endlessly (`",\n    "`), and a slice of the file's
 * text would keep the whole text alive for as long as any node that came from it.
 */
export function intern(gap: string): string {
  const hit = interned.get(gap)
  if (hit !== undefined) return hit
  const copy = gap.length > 12 ? [...gap].join('') : gap
  if (interned.size < 10_000) interned.set(copy, copy)
  return copy
}
