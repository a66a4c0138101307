import { isArray, type JsonValue } from './values'

/**
 * JSON Pointers (RFC 6901): the one place that spells and reads them. A pointer is `''` (the
 * whole document) or `/`-separated reference tokens, where `~1` stands for `/` and `~0` for `~`.
 */

/** A location in a document: object keys and array indexes, root first. */
export type JsonPath = readonly (string | number)[]

/** Escapes one reference token (`a/b` → `a~1b`, `m~n` → `m~0n`). */
export const escapeToken = (token: string | number): string =>
  String(token).replace(/~/g, '~0').replace(/\//g, '~1')

/** Reads one reference token back (`a~1b` → `a/b`). */
export const unescapeToken = (token: string): string =>
  token.replace(/~1/g, '/').replace(/~0/g, '~')

/** The pointer of a path (`['a', 0, 'b/c']` → `/a/0/b~1c`). */
export function toPointer(path: JsonPath): string {
  let out = ''
  for (const step of path) out += '/' + escapeToken(step)
  return out
}

/**
 * The reference tokens of a pointer, unescaped, or an error message for a malformed one: a
 * pointer is empty or starts with `/`, and `~` is always followed by `0` or `1`.
 */
export function parsePointer(pointer: string): string[] | { error: string } {
  if (pointer === '') return []
  if (pointer[0] !== '/')
    return { error: `"${pointer}" is not a JSON pointer: it must be empty or start with "/"` }
  const raw = pointer.slice(1).split('/')
  for (const token of raw) {
    if (/~(?![01])/.test(token))
      return { error: `"${pointer}" is not a JSON pointer: "~" must be followed by 0 or 1` }
  }
  return raw.map(unescapeToken)
}

/** Whether a token is an array index as RFC 6901 writes one (no sign, no leading zero). */
export const isIndexToken = (token: string): boolean => /^(0|[1-9][0-9]*)$/.test(token)

/**
 * The path of a pointer. Without `root`, tokens that read as array indexes become numbers; with
 * `root`, only where the document has an array at that step (so an object key `"0"` stays a
 * string). A malformed pointer gives the tokens it has, unescaped as far as they go.
 */
export function fromPointer(pointer: string, root?: JsonValue): JsonPath {
  const tokens = parsePointer(pointer)
  const list = Array.isArray(tokens)
    ? tokens
    : pointer.replace(/^\/?/, '').split('/').map(unescapeToken)
  const path: (string | number)[] = []
  let v: JsonValue | undefined = root
  for (const token of list) {
    const asIndex = root === undefined ? isIndexToken(token) : isArray(v) && isIndexToken(token)
    const step = asIndex ? Number(token) : token
    path.push(step)
    v = stepInto(v, step)
  }
  return path
}

function stepInto(v: JsonValue | undefined, step: string | number): JsonValue | undefined {
  if (v === undefined || v === null || typeof v !== 'object') return undefined
  if (isArray(v)) return typeof step === 'number' ? v[step] : undefined
  return 'get' in v ? v.get(String(step)) : undefined
}

/** Whether `prefix` is `pointer` itself or one of its ancestors. */
export const isPointerWithin = (pointer: string, prefix: string): boolean =>
  pointer === prefix || pointer.startsWith(prefix + '/')
