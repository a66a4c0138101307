import { JsonObject, RawNumber, RawString, type JsonEntry, type JsonValue } from '../../json/values'

/**
 * The tree as YAML holds it: what `parseYaml` gives back for a value once written. YAML has no
 * JSON escapes, so a `RawString` is its plain string and a key has no `rawKey`; `-0` is read as
 * the literal `-0`. Unchanged subtrees come back as they are (the same nodes).
 */
export function yamlTree(value: JsonValue): JsonValue {
  if (value instanceof RawString) return value.value
  if (typeof value === 'number') return Object.is(value, -0) ? new RawNumber('-0') : value
  if (Array.isArray(value)) {
    const items = value as readonly JsonValue[]
    let changed: JsonValue[] | undefined
    items.forEach((item, i) => {
      const next = yamlTree(item)
      if (next !== item) (changed ??= items.slice())[i] = next
    })
    return changed ?? items
  }
  if (value instanceof JsonObject) {
    let changed: JsonEntry[] | undefined
    value.entries.forEach((e, i) => {
      const next = yamlTree(e.value)
      if (next !== e.value || e.rawKey !== undefined) {
        ;(changed ??= value.entries.slice())[i] = { key: e.key, value: next }
      }
    })
    return changed ? new JsonObject(changed) : value
  }
  return value
}
