import { JsonObject, isArray, isObject, jsonSame, type JsonValue } from '../json/values'
import { isIndexToken, parsePointer, toPointer } from '../json/pointer'
import { arrayInsert, arrayRemove, arraySet, escapedStrings, reindent } from '../json/containers'
import { DEFAULT_STYLE, childIndentAt, layoutOf, type JsonStyle } from '../json/layout'
import { rootIndent } from '../json/serializeJson'
import { withRoot, type ScriptDoc } from '../script/document'
import { malformedOp, toJsonValue, type PatchOp } from './operations'

export type PatchResult =
  { ok: true; doc: ScriptDoc } | { ok: false; error: { message: string; index: number } }

export type ValuePatchResult =
  { ok: true; value: JsonValue } | { ok: false; error: { message: string; index: number } }

class PatchError extends Error {}

/**
 * Applies JSON Patch operations (RFC 6902) to a script, in order, as one edit: either every
 * operation applies and the new document comes back (sharing every node off the edited paths),
 * or none does and the error names the operation that failed (`index`, from 0) and why. A
 * failed `test` is a failure. The document's root must stay an object.
 *
 * Extension (documented): a `move` from one key to another key of the same object renames the
 * key in its place, where RFC 6902 would append it at the end.
 */
export function applyPatch(doc: ScriptDoc, ops: readonly PatchOp[]): PatchResult {
  const r = applyPatchToValue(doc.root, ops, doc.style)
  if (!r.ok) return r
  if (!(r.value instanceof JsonObject)) {
    return {
      ok: false,
      error: {
        message: 'A script must stay an object: the patch replaces it',
        index: ops.length - 1,
      },
    }
  }
  return { ok: true, doc: withRoot(doc, r.value) }
}

/**
 * `applyPatch` on any JSON value (the whole-document `""` path may replace it with anything).
 * Containers keep their layout (see `json/layout.ts`); a value placed at another indentation
 * than it had (a move, a copy, a node taken from elsewhere) is reindented to fit, and `style`
 * says how what is new is written.
 */
export function applyPatchToValue(
  root: JsonValue,
  ops: readonly PatchOp[],
  style: JsonStyle = DEFAULT_STYLE,
): ValuePatchResult {
  let value = root
  for (let index = 0; index < ops.length; index++) {
    const op = ops[index]
    try {
      const malformed = malformedOp(op)
      if (malformed) throw new PatchError(malformed)
      value = applyOne(value, op!, style)
    } catch (e) {
      if (e instanceof PatchError || e instanceof TypeError) {
        const what = describeOp(op)
        return { ok: false, error: { message: what ? `${what}: ${e.message}` : e.message, index } }
      }
      throw e
    }
  }
  return { ok: true, value }
}

function describeOp(op: unknown): string {
  if (typeof op !== 'object' || op === null) return ''
  const o = op as Record<string, unknown>
  if (typeof o.op !== 'string' || typeof o.path !== 'string') return ''
  const from = typeof o.from === 'string' ? ` from ${o.from || '""'}` : ''
  return `${o.op}${from} ${o.path || '""'}`
}

function tokensOf(pointer: string): string[] {
  const tokens = parsePointer(pointer)
  if (!Array.isArray(tokens)) throw new PatchError(tokens.error)
  return tokens
}

function applyOne(root: JsonValue, op: PatchOp, style: JsonStyle): JsonValue {
  const path = tokensOf(op.path)
  const newValue = () => {
    const value = toJsonValue((op as { value: unknown }).value)
    return style.ascii ? escapedStrings(value) : value
  }
  switch (op.op) {
    case 'add':
      return fit(add(root, path, newValue()), path, style)
    case 'remove':
      if (path.length === 0) throw new PatchError('the whole document cannot be removed')
      return edit(root, path, (parent, key) => removeChild(parent, key, path))
    case 'replace':
      if (path.length === 0) return newValue()
      return fit(
        edit(root, path, (parent, key) => {
          childAt(parent, key, path)
          return setChild(parent, key, newValue())
        }),
        path,
        style,
      )
    case 'test': {
      const actual = valueAt(root, path)
      if (!jsonSame(actual, toJsonValue(op.value)))
        throw new PatchError('the value there is not the one the test expects')
      return root
    }
    case 'copy': {
      const from = tokensOf(op.from)
      return fit(add(root, path, valueAt(root, from)), path, style, true)
    }
    case 'move': {
      const from = tokensOf(op.from)
      if (op.from === op.path) {
        valueAt(root, from)
        return root
      }
      if (op.path.startsWith(op.from + '/'))
        throw new PatchError('a value cannot be moved into one of its own children')
      const value = valueAt(root, from)
      const renameInPlace =
        from.length > 0 &&
        path.length === from.length &&
        from.slice(0, -1).every((t, i) => t === path[i]) &&
        isObject(valueAt(root, from.slice(0, -1)))
      if (renameInPlace) {
        return edit(root, path, (parent) =>
          (parent as JsonObject).rename(from[from.length - 1]!, path[path.length - 1]!),
        )
      }
      const removed = edit(root, from, (parent, key) => removeChild(parent, key, from))
      return fit(add(removed, path, value), path, style)
    }
  }
}

/**
 * The document with the container just placed at `path` reindented to the line it now starts
 * on, when it came with a layout made for another indentation (`copy`: always rebuilt, so that a
 * copy shares no node with its original).
 */
function fit(root: JsonValue, path: readonly string[], style: JsonStyle, copy = false): JsonValue {
  if (path.length === 0) return root
  let node = root
  let indent = rootIndent(root)
  let parent = root
  let at = 0
  for (const token of path) {
    parent = node
    at = isObject(node)
      ? node.indexOf(token)
      : token === '-'
        ? (node as JsonValue[]).length - 1
        : Number(token)
    indent = childIndentAt(layoutOf(node as object), at, indent, style)
    node = isObject(node) ? node.entries[at]!.value : (node as JsonValue[])[at]!
  }
  const layout = node !== null && typeof node === 'object' ? layoutOf(node) : undefined
  const from = layout?.indent ?? indent
  if (!copy && from === indent) return root
  const fitted = reindent(node, from, indent, copy)
  if (fitted === node) return root
  const resolved = [...path.slice(0, -1), isObject(parent) ? path[path.length - 1]! : String(at)]
  return edit(root, resolved, (p, key) => setChild(p, key, fitted))
}

/** The value at a path, or a `PatchError` saying which step does not exist. */
function valueAt(root: JsonValue, path: readonly string[]): JsonValue {
  let v = root
  for (let i = 0; i < path.length; i++) v = childAt(v, path[i]!, path.slice(0, i + 1))
  return v
}

function childAt(parent: JsonValue, key: string, path: readonly string[]): JsonValue {
  if (isObject(parent)) {
    const v = parent.get(key)
    if (v === undefined) throw new PatchError(`${toPointer(path)} does not exist`)
    return v
  }
  if (isArray(parent)) {
    if (!isIndexToken(key) || Number(key) >= parent.length)
      throw new PatchError(
        `${toPointer(path)} does not exist (the list has ${parent.length} items)`,
      )
    return parent[Number(key)]!
  }
  throw new PatchError(
    `${toPointer(path.slice(0, -1)) || 'the document'} is not an object or a list`,
  )
}

/**
 * Rebuilds the nodes from the root to the parent of `path`, with the parent replaced by
 * `update(parent, lastToken)`; every node off the path is shared.
 */
function edit(
  root: JsonValue,
  path: readonly string[],
  update: (parent: JsonValue, key: string) => JsonValue,
): JsonValue {
  const walk = (node: JsonValue, depth: number): JsonValue => {
    const key = path[depth]!
    if (depth === path.length - 1) {
      if (!isObject(node) && !isArray(node))
        throw new PatchError(
          `${toPointer(path.slice(0, -1)) || 'the document'} is not an object or a list`,
        )
      return update(node, key)
    }
    const child = childAt(node, key, path.slice(0, depth + 1))
    const next = walk(child, depth + 1)
    return next === child ? node : setChild(node, key, next)
  }
  return walk(root, 0)
}

function add(root: JsonValue, path: readonly string[], value: JsonValue): JsonValue {
  if (path.length === 0) return value
  return edit(root, path, (parent, key) => {
    if (isObject(parent)) return parent.set(key, value)
    const items = parent as readonly JsonValue[]
    if (key === '-') return arrayInsert(items, items.length, value)
    if (!isIndexToken(key) || Number(key) > items.length)
      throw new PatchError(
        `${toPointer(path)} is not a place in the list (it has ${items.length} items; "-" appends)`,
      )
    return arrayInsert(items, Number(key), value)
  })
}

function setChild(parent: JsonValue, key: string, value: JsonValue): JsonValue {
  if (isObject(parent)) return parent.set(key, value)
  return arraySet(parent as readonly JsonValue[], Number(key), value)
}

function removeChild(parent: JsonValue, key: string, path: readonly string[]): JsonValue {
  childAt(parent, key, path)
  if (isObject(parent)) return parent.remove(key)
  return arrayRemove(parent as readonly JsonValue[], Number(key))
}
