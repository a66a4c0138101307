import fc from 'fast-check'

/**
 * Test support: JSON documents as a small syntax tree, and a printer that writes them in the
 * layouts teams' files come in (minified, 2/4-space or tab indentation, CRLF, Python's
 * separators, escaped or raw non-ASCII, a final newline or none).
 */
export type Doc =
  | { kind: 'obj'; entries: [string, Doc][] }
  | { kind: 'arr'; items: Doc[] }
  | { kind: 'str'; value: string }
  | { kind: 'lit'; text: string }

export interface PrintLayout {
  name: string
  /** One level of indentation; `null` writes each container on one line. */
  indent: string | null
  newline: '\n' | '\r\n'
  /** Between items: `,` (then a line break, or nothing) or `, `. */
  comma: ',' | ', '
  colon: ':' | ': '
  /** Write non-ASCII as \uXXXX (Python's ensure_ascii). */
  ascii: boolean
  finalNewline: boolean
}

export const LAYOUTS: PrintLayout[] = [
  {
    name: 'minified',
    indent: null,
    newline: '\n',
    comma: ',',
    colon: ':',
    ascii: false,
    finalNewline: false,
  },
  {
    name: '2-space',
    indent: '  ',
    newline: '\n',
    comma: ',',
    colon: ': ',
    ascii: false,
    finalNewline: true,
  },
  {
    name: '4-space',
    indent: '    ',
    newline: '\n',
    comma: ',',
    colon: ': ',
    ascii: false,
    finalNewline: true,
  },
  {
    name: 'tabs',
    indent: '\t',
    newline: '\n',
    comma: ',',
    colon: ': ',
    ascii: false,
    finalNewline: false,
  },
  {
    name: '2-space CRLF',
    indent: '  ',
    newline: '\r\n',
    comma: ',',
    colon: ': ',
    ascii: false,
    finalNewline: true,
  },
  {
    name: 'python default',
    indent: null,
    newline: '\n',
    comma: ', ',
    colon: ': ',
    ascii: true,
    finalNewline: false,
  },
  {
    name: 'python indent=4',
    indent: '    ',
    newline: '\n',
    comma: ',',
    colon: ': ',
    ascii: true,
    finalNewline: false,
  },
  {
    name: '4-space CRLF raw',
    indent: '    ',
    newline: '\r\n',
    comma: ',',
    colon: ': ',
    ascii: false,
    finalNewline: false,
  },
]

const quote = (s: string, ascii: boolean) => {
  const text = JSON.stringify(s)
  return ascii
    ? text.replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))
    : text
}

/** The text of a document in a layout. */
export function print(doc: Doc, layout: PrintLayout): string {
  return write(doc, layout, '') + (layout.finalNewline ? layout.newline : '')
}

function write(doc: Doc, l: PrintLayout, at: string): string {
  if (doc.kind === 'lit') return doc.text
  if (doc.kind === 'str') return quote(doc.value, l.ascii)
  const [open, close] = doc.kind === 'obj' ? ['{', '}'] : ['[', ']']
  const parts =
    doc.kind === 'obj'
      ? doc.entries.map(
          ([k, v]) => `${quote(k, l.ascii)}${l.colon}${write(v, l, at + (l.indent ?? ''))}`,
        )
      : doc.items.map((v) => write(v, l, at + (l.indent ?? '')))
  if (parts.length === 0) return open + close
  if (l.indent === null) return open + parts.join(l.comma) + close
  const inner = l.newline + at + l.indent
  return open + inner + parts.join(l.comma + inner) + l.newline + at + close
}

const key = fc.oneof(
  fc.constantFrom('function', 'description', 'a', 'b', '__proto__', '0', '10', 'é', 'a/b', 'm~n'),
  fc.string({ maxLength: 5 }),
)
const scalar: fc.Arbitrary<Doc> = fc.oneof(
  fc
    .constantFrom('1', '1.0', '-0', '12345678901234567890', '1e21', 'true', 'false', 'null', '0.5')
    .map((text): Doc => ({ kind: 'lit', text })),
  fc
    .oneof(fc.string({ maxLength: 8 }), fc.constantFrom('café', 'naïve 😀', 'Œuvre'))
    .map((value): Doc => ({ kind: 'str', value })),
)

/** Random documents: nested objects and arrays with awkward keys and literals. */
export const anyDoc: fc.Arbitrary<Doc> = fc.letrec<{ doc: Doc }>((tie) => ({
  doc: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('doc'), { maxLength: 4 }).map((items): Doc => ({ kind: 'arr', items })),
    fc
      .uniqueArray(fc.tuple(key, tie('doc')), { maxLength: 4, selector: ([k]) => k })
      .map((entries): Doc => ({ kind: 'obj', entries })),
  ),
})).doc

/** Random scripts: an object at the top, as every script is. */
export const anyScript: fc.Arbitrary<Doc> = fc
  .uniqueArray(fc.tuple(key, anyDoc), { minLength: 1, maxLength: 5, selector: ([k]) => k })
  .map((entries): Doc => ({
    kind: 'obj',
    entries: [
      ['version', { kind: 'str', value: '1.0.0' }],
      ...entries.filter(([k]) => k !== 'version'),
    ],
  }))
