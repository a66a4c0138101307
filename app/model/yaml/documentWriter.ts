import { Document, Pair, Scalar, YAMLMap, YAMLSeq, isMap, isPair, isScalar, isSeq } from 'yaml'
import {
  JsonObject,
  RawNumber,
  RawString,
  isObject,
  jsonEqual,
  type JsonValue,
} from '../json/values'
import { Converter } from './parseYaml'
import { defaultLayout, freshDocument } from './textPatch/render'

/**
 * Whole documents: a new one for a value (a script that was not read from YAML), or the
 * `yaml` package's document model as a writer, a copy of the document read patched to the value
 * (the last resort of `serializeYaml`); and `patch`, which the text patcher uses to rewrite one
 * value the same way (see `textPatch/documentModel.ts`).
 */

const TO_STRING = { lineWidth: 0 } as const

/**
 * The whole document: a fresh one (`freshDocument`), or (with `document`) a copy of it patched
 * to `value` by the document model, so comments, key order, anchors and scalar styles survive
 * around the changed values (but the `yaml` package lays the whole text out again).
 */
export function writeDocument(value: JsonValue, document?: Document.Parsed): string {
  if (!document) return freshDocument(value, defaultLayout(new Document(null).schema))
  const doc = document.clone()
  doc.contents = patch(doc.contents, value, new Converter(doc)) as never
  return doc.toString(TO_STRING)
}

/** Returns a node for `value`, reusing `node` (and its comments) wherever it still fits. */
export function patch(node: unknown, value: JsonValue, converter: Converter): unknown {
  if (jsonEqual(converter.convert(node, 0), value)) return node
  if (isMap(node) && isObject(value)) {
    const pairs = node.items.filter(isPair)
    const used = new Set<Pair>()
    node.items = value.entries.map((entry) => {
      const pair = pairs.find((p) => !used.has(p) && keyOf(p.key) === entry.key)
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

function keyOf(key: unknown): string | undefined {
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
