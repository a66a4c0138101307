import type { JsonValue } from '../json/values'
import { fromPlain } from '../json/plain'

/**
 * One edit of a document, as RFC 6902 (JSON Patch) writes it, addressed by RFC 6901 JSON
 * Pointers. Values may be plain JavaScript JSON or the editor's lossless tree values
 * (`JsonObject`, `RawNumber`, `RawString`), which keep key order and literal spellings.
 *
 * One extension: a `move` from one key to another key of the same object keeps the key's place
 * in the object (a rename), where RFC 6902 would append it at the end.
 */
export type PatchOp =
  | { readonly op: 'add'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string }
  | { readonly op: 'replace'; readonly path: string; readonly value: unknown }
  | { readonly op: 'move'; readonly from: string; readonly path: string }
  | { readonly op: 'copy'; readonly from: string; readonly path: string }
  | { readonly op: 'test'; readonly path: string; readonly value: unknown }

export type PatchOpName = PatchOp['op']

export const OP_NAMES: readonly PatchOpName[] = ['add', 'remove', 'replace', 'move', 'copy', 'test']

/** Why an operation is malformed (not an object, unknown `op`, a missing member), or `null`. */
export function malformedOp(op: unknown): string | null {
  if (typeof op !== 'object' || op === null || Array.isArray(op))
    return 'an operation must be an object such as {"op": "replace", "path": "/a", "value": 1}'
  const o = op as Record<string, unknown>
  if (typeof o.op !== 'string' || !(OP_NAMES as readonly string[]).includes(o.op))
    return `"op" must be one of ${OP_NAMES.join(', ')}${o.op === undefined ? '' : ` (got ${JSON.stringify(o.op)})`}`
  if (typeof o.path !== 'string') return `"${o.op}" needs a "path" (a JSON pointer string)`
  if ((o.op === 'move' || o.op === 'copy') && typeof o.from !== 'string')
    return `"${o.op}" needs a "from" (a JSON pointer string)`
  if ((o.op === 'add' || o.op === 'replace' || o.op === 'test') && !('value' in o))
    return `"${o.op}" needs a "value"`
  return null
}

/**
 * A value for the document: tree values are taken as they are (shared, never copied); plain
 * JavaScript JSON is converted (object keys in their order; `undefined` members left out).
 * Throws a `TypeError` for what JSON cannot hold (functions, symbols, `undefined` at the top).
 */
export const toJsonValue: (v: unknown) => JsonValue = fromPlain
