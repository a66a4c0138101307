import { JsonObject, RawNumber, RawString, type JsonValue } from './values'

const cache = new WeakMap<object, { depth: number; text: string }>()

/**
 * Writes a value as JSON with 2-space indentation, exactly as `JSON.stringify(value, null, 2)`
 * lays it out, but with every literal spelled as it was read (raw numbers and string escapes)
 * and keys in their order. The text of each container is cached by node identity, so after an
 * edit only the changed path is written again: the cost of re-serialising a large document
 * grows with the edit, not with the document.
 */
export function serializeJson(value: JsonValue): string {
  return write(value, 0)
}

function write(v: JsonValue, depth: number): string {
  if (v === null) return 'null'
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v)
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null'
    case 'boolean':
      return v ? 'true' : 'false'
  }
  if (v instanceof RawNumber) return v.raw
  if (v instanceof RawString) return `"${v.raw}"`
  const hit = cache.get(v)
  if (hit && hit.depth === depth) return hit.text
  const text = v instanceof JsonObject ? writeObject(v, depth) : writeArray(v as JsonValue[], depth)
  cache.set(v, { depth, text })
  return text
}

function indent(depth: number): string {
  return '  '.repeat(depth)
}

function writeObject(o: JsonObject, depth: number): string {
  if (o.entries.length === 0) return '{}'
  const pad = indent(depth + 1)
  const parts = o.entries.map(
    (e) =>
      `${pad}${e.rawKey === undefined ? JSON.stringify(e.key) : `"${e.rawKey}"`}: ${write(e.value, depth + 1)}`,
  )
  return `{\n${parts.join(',\n')}\n${indent(depth)}}`
}

function writeArray(a: readonly JsonValue[], depth: number): string {
  if (a.length === 0) return '[]'
  const pad = indent(depth + 1)
  const parts = a.map((item) => pad + write(item, depth + 1))
  return `[\n${parts.join(',\n')}\n${indent(depth)}]`
}
