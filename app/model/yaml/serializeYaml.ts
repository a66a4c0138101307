import { Document, Pair, Scalar, YAMLMap, YAMLSeq, isMap, isPair, isScalar, isSeq } from 'yaml'
import {
  JsonObject,
  RawNumber,
  RawString,
  isObject,
  jsonEqual,
  type JsonValue,
} from '../json/values'
import { Converter, YAML_OPTIONS } from './parseYaml'

/** What a script read from YAML keeps, so that writing it back keeps comments and styles. */
export interface YamlSource {
  /** The text as read. */
  readonly text: string
  /** The `yaml` document parsed from `text`; never mutated (writing works on a clone). */
  readonly document: Document.Parsed
  /** The tree value parsed from `text`. */
  readonly root: JsonValue
}

const TO_STRING = { lineWidth: 0 } as const

/**
 * Writes a value as YAML. With the source it was read from, an unchanged value gives back the
 * source text itself, and a changed one is written by patching a copy of the source document, so
 * comments, key order, anchors and scalar styles survive everywhere but in the changed values.
 */
export function serializeYaml(value: JsonValue, source?: YamlSource): string {
  if (source && value === source.root) return source.text
  if (!source) {
    const doc = new Document(null, { version: '1.2' })
    doc.contents = toNode(value) as never
    return doc.toString(TO_STRING)
  }
  const doc = source.document.clone()
  const converter = new Converter(doc)
  doc.contents = patch(doc.contents, value, converter) as never
  return doc.toString(TO_STRING)
}

/** Returns a node for `value`, reusing `node` (and its comments) wherever it still fits. */
function patch(node: unknown, value: JsonValue, converter: Converter): unknown {
  if (jsonEqual(converter.convert(node, 0), value)) return node
  if (isMap(node) && isObject(value)) {
    const pairs = node.items.filter(isPair)
    const used = new Set<Pair>()
    node.items = value.entries.map((entry) => {
      const pair = pairs.find((p) => !used.has(p) && keyText(p.key) === entry.key)
      if (!pair) return new Pair(new Scalar(entry.key), toNode(entry.value))
      used.add(pair)
      pair.value = patch(pair.value, entry.value, converter) as never
      return pair
    })
    return node
  }
  if (isSeq(node) && Array.isArray(value)) {
    const items = value as readonly JsonValue[]
    node.items = items.map((item, i) =>
      i < node.items.length ? patch(node.items[i], item, converter) : toNode(item),
    )
    return node
  }
  if (isScalar(node) && !isObject(value) && !Array.isArray(value)) {
    const fresh = toNode(value) as Scalar
    fresh.commentBefore = node.commentBefore
    fresh.comment = node.comment
    fresh.spaceBefore = node.spaceBefore
    if (typeof value === 'string' && typeof node.value === 'string') fresh.type = node.type
    return fresh
  }
  return toNode(value)
}

function keyText(key: unknown): string | undefined {
  if (!isScalar(key)) return undefined
  return typeof key.value === 'string' ? key.value : (key.source ?? String(key.value))
}

/** A fresh `yaml` node for a tree value, keeping key order and exact integers. */
function toNode(v: JsonValue): unknown {
  if (v instanceof JsonObject) {
    const map = new YAMLMap()
    for (const e of v.entries) map.items.push(new Pair(new Scalar(e.key), toNode(e.value)))
    return map
  }
  if (Array.isArray(v)) {
    const seq = new YAMLSeq()
    for (const item of v as readonly JsonValue[]) seq.items.push(toNode(item))
    return seq
  }
  if (v instanceof RawString) return new Scalar(v.value)
  if (v instanceof RawNumber) {
    return new Scalar(/^-?\d+$/.test(v.raw) && v.raw !== '-0' ? BigInt(v.raw) : v.value)
  }
  return new Scalar(v)
}

export { YAML_OPTIONS }
