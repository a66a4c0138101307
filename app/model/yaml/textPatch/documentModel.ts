import { Document, isMap, isPair, isScalar, isSeq } from 'yaml'
import type { JsonValue } from '../../json/values'
import { patch } from '../documentWriter'
import { Converter } from '../parseYaml'
import type { Layout } from './layout'
import type { Override } from './opEdits'
import type { BlockRendering } from './render'

/**
 * One value written by the document model where `node` was: its node patched to `value` and
 * printed alone, in the file's indentation. In a flow context (`inFlow`) only a one-line result
 * will do; `undefined` when the printed node does not fit its place.
 */
function documentModelRendering(
  document: Document,
  node: unknown,
  value: JsonValue,
  column: number,
  inFlow: boolean,
  layout: Layout,
): BlockRendering | string | undefined {
  const doc = new Document(null, { version: '1.2' })
  const copy = isScalar(node) || isMap(node) || isSeq(node) ? node.clone() : null
  // The comments around the node itself are outside the text it replaces: they stay there.
  if (copy) copy.commentBefore = copy.comment = undefined
  const first = isMap(copy) || isSeq(copy) ? copy.items[0] : undefined
  const firstNode = (isPair(first) ? first.key : first) as { commentBefore?: string } | undefined
  if (firstNode && typeof firstNode === 'object') firstNode.commentBefore = undefined
  doc.contents = patch(copy, value, new Converter(document)) as never
  let text: string
  try {
    text = doc.toString({
      lineWidth: 0,
      indent: layout.indent,
      indentSeq: layout.indentSeq,
      flowCollectionPadding: layout.seqPadding || layout.mapPadding,
    })
  } catch {
    // An alias inside the node whose anchor is outside it: this value is not written this way.
    return undefined
  }
  text = text.replace(/\n$/, '')
  const lines = text.split('\n')
  if (inFlow) return lines.length === 1 ? text : undefined
  if (lines.length === 1) return { inline: text }
  const pad = ' '.repeat(column)
  const indented = (from: number) => lines.slice(from).map((l) => (l === '' ? '' : pad + l))
  if (/^[|>]/.test(lines[0]!)) return { header: lines[0]!, lines: indented(1) }
  const contents = doc.contents as unknown
  if ((isMap(contents) || isSeq(contents)) && !contents.flow)
    return { header: '', lines: indented(0) }
  return undefined
}

/** The document model's rendering of the value that replaces a node (its comments kept). */
export function byDocumentModel(document: Document, layout: Layout): Override {
  return (node, value, column, inFlow) =>
    documentModelRendering(document, node, value, column, inFlow, layout)
}
