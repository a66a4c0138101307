import { asString, isArray, isObject, type JsonValue } from '../json/values'

const cache = new WeakMap<object, string>()

/**
 * Every text of a function, lower-cased, one per line: its name, description, URLs, fillers,
 * parameter names and descriptions, data_map patterns and responses… (every string value and
 * every key below it). Cached per node (nodes are immutable).
 */
export function functionSearchText(fn: JsonValue): string {
  if (!isObject(fn) && !isArray(fn)) return (asString(fn) ?? '').toLowerCase()
  const hit = cache.get(fn)
  if (hit !== undefined) return hit
  const parts: string[] = []
  const stack: JsonValue[] = [fn]
  while (stack.length > 0) {
    const v = stack.pop()!
    const text = asString(v)
    if (text !== undefined) parts.push(text)
    else if (isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]!)
    else if (isObject(v))
      for (let i = v.entries.length - 1; i >= 0; i--) {
        parts.push(v.entries[i]!.key)
        stack.push(v.entries[i]!.value)
      }
  }
  const text = parts.join('\n').toLowerCase()
  cache.set(fn, text)
  return text
}

/**
 * Whether a function matches a search: every word of `query` (case-insensitive) appears in one
 * of its texts (see `functionSearchText`). An empty query matches every function.
 */
export function matchesSearch(fn: JsonValue, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const text = functionSearchText(fn)
  return words.every((w) => text.includes(w))
}
