import { parseDocument, isAlias, isMap, isScalar, isSeq, type Document, type Node } from 'yaml'
import { JsonObject, numberFromLiteral, type JsonEntry, type JsonValue } from '../json/values'
import { locate, type TextProblem } from '../json/location'
import { MAX_DEPTH } from '../json/parseJson'

/** How many values aliases may expand to before a document is refused ("billion laughs"). */
export const MAX_EXPANDED_VALUES = 1_000_000

export type YamlParseResult =
  | { ok: true; value: JsonValue; document: Document.Parsed; warnings: TextProblem[] }
  | { ok: false; error: TextProblem }

export const YAML_OPTIONS = { intAsBigInt: true, uniqueKeys: false, prettyErrors: false } as const

const JSON_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/

class YamlConversionError extends Error {
  readonly offset: number
  constructor(message: string, offset: number) {
    super(message)
    this.offset = offset
  }
}

/**
 * Parses YAML text into the lossless tree, keeping the `yaml` document (comments, styles) for
 * writing back. Never throws. Aliases are expanded into shared nodes, and a document whose
 * aliases would expand beyond `MAX_EXPANDED_VALUES` values is refused.
 */
export function parseYaml(text: string): YamlParseResult {
  let document: Document.Parsed
  try {
    document = parseDocument(text, YAML_OPTIONS)
  } catch (e) {
    if (e instanceof RangeError) {
      return { ok: false, error: locate(text, 0, 'The YAML is nested too deeply to open') }
    }
    throw e
  }
  const first = document.errors[0]
  if (first) {
    const pos = first.linePos?.[0]
    // The yaml library reports its own stack overflow as an error; say what it means.
    const message = /call stack/i.test(first.message)
      ? 'The YAML is nested too deeply to open'
      : first.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '')
    return {
      ok: false,
      error: pos
        ? { message, line: pos.line, column: pos.col }
        : locate(text, first.pos[0], message),
    }
  }
  const warnings: TextProblem[] = document.warnings.map((w) =>
    locate(text, w.pos[0], w.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '')),
  )
  try {
    const converter = new Converter(document, text, warnings)
    const value = converter.convert(document.contents, 0)
    return { ok: true, value, document, warnings }
  } catch (e) {
    if (e instanceof YamlConversionError)
      return { ok: false, error: locate(text, e.offset, e.message) }
    if (e instanceof RangeError) {
      return { ok: false, error: locate(text, 0, 'The YAML is nested too deeply to open') }
    }
    throw e
  }
}

/** Converts `yaml` nodes to tree values; also used to compare a document with an edited tree. */
export class Converter {
  private readonly anchors = new Map<Node, { value: JsonValue; size: number }>()
  private expanded = 0
  constructor(
    private readonly document: Document,
    private readonly text: string = '',
    private readonly warnings: TextProblem[] = [],
  ) {}

  convert(node: unknown, depth: number): JsonValue {
    return this.convertSized(node, depth).value
  }

  private convertSized(node: unknown, depth: number): { value: JsonValue; size: number } {
    if (depth > MAX_DEPTH) {
      throw new YamlConversionError(
        `The YAML is nested more than ${MAX_DEPTH} levels deep`,
        offsetOf(node),
      )
    }
    if (node === null || node === undefined) return { value: null, size: 1 }
    if (isAlias(node)) {
      const target = node.resolve(this.document)
      if (!target) throw new YamlConversionError(`Unknown alias *${node.source}`, offsetOf(node))
      let hit = this.anchors.get(target)
      if (!hit) {
        hit = this.convertSized(target, depth + 1)
        this.anchors.set(target, hit)
      }
      this.expanded += hit.size
      if (this.expanded > MAX_EXPANDED_VALUES) {
        throw new YamlConversionError(
          `The YAML's aliases expand to more than ${MAX_EXPANDED_VALUES.toLocaleString('en-US')} values (a "billion laughs" document); it was not opened`,
          offsetOf(node),
        )
      }
      return hit
    }
    if (isMap(node)) {
      const entries: JsonEntry[] = []
      const index = new Map<string, number>()
      let size = 1
      for (const pair of node.items) {
        const key = this.keyOf(pair.key)
        const child = this.convertSized(pair.value, depth + 1)
        size += child.size
        const seen = index.get(key)
        if (seen === undefined) {
          index.set(key, entries.length)
          entries.push({ key, value: child.value })
        } else {
          entries[seen] = { key, value: child.value }
          this.warnings.push(
            locate(
              this.text,
              offsetOf(pair.key),
              `Duplicate key "${key}": the last value wins, in the place of the first`,
            ),
          )
        }
      }
      return this.remember(node, { value: new JsonObject(entries), size })
    }
    if (isSeq(node)) {
      let size = 1
      const items = node.items.map((item) => {
        const child = this.convertSized(item, depth + 1)
        size += child.size
        return child.value
      })
      return this.remember(node, { value: items, size })
    }
    if (isScalar(node)) return { value: this.scalar(node.value, node.source, node), size: 1 }
    throw new YamlConversionError('This YAML node cannot be read as JSON', offsetOf(node))
  }

  private remember(node: Node, result: { value: JsonValue; size: number }) {
    if (node.anchor) this.anchors.set(node, result)
    return result
  }

  private keyOf(key: unknown): string {
    if (isScalar(key)) {
      const v = key.value
      if (typeof v === 'string') return v
      return key.source ?? String(v)
    }
    if (key === null || key === undefined) return ''
    throw new YamlConversionError(
      'Only plain keys are supported (a key here is a map or a list)',
      offsetOf(key),
    )
  }

  private scalar(v: unknown, source: string | undefined, node: Node): JsonValue {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v
    if (typeof v === 'number' || typeof v === 'bigint') {
      if (source !== undefined && JSON_NUMBER.test(source)) return numberFromLiteral(source)
      if (typeof v === 'bigint') return numberFromLiteral(v.toString())
      if (Number.isFinite(v)) return v
    }
    const shown = source ?? String(v)
    this.warnings.push(
      locate(
        this.text,
        offsetOf(node),
        `The YAML value ${shown} has no JSON equivalent; it is kept as the text "${shown}"`,
      ),
    )
    return shown
  }
}

function offsetOf(node: unknown): number {
  const range = (node as { range?: [number, number, number] } | null)?.range
  return range ? range[0] : 0
}
