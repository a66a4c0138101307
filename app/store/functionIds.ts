import { isIndexToken, parsePointer, type JsonValue, type PatchOp } from '../model/core'

/**
 * Stable ids for the functions of the script, kept beside the document (never written into it):
 * selection and focus follow a function by its id when others are added, removed or moved. The
 * ids are a list parallel to `ai.SWAIG.functions`.
 */
export type FunctionId = string

let counter = 0
/** A new id, never used before in this page. */
export const newFunctionId = (): FunctionId => `fn-${++counter}`

/** New ids for a list of functions. */
export const freshIds = (count: number): FunctionId[] =>
  Array.from({ length: count }, newFunctionId)

/**
 * Ids for `next` after a change that does not say what happened (a load, the code pane, undo):
 * a function that is the same node as one of `prev` keeps its id; one that is not takes the id
 * of the function that was at its place, if that one is gone (it was edited in place); any
 * other is new.
 */
export function deriveIds(
  prev: readonly JsonValue[],
  prevIds: readonly FunctionId[],
  next: readonly JsonValue[],
): FunctionId[] {
  const byNode = new Map<JsonValue, FunctionId[]>()
  prev.forEach((fn, i) => {
    const list = byNode.get(fn)
    if (list) list.push(prevIds[i]!)
    else byNode.set(fn, [prevIds[i]!])
  })
  const used = new Set<FunctionId>()
  const ids: (FunctionId | undefined)[] = next.map((fn) => {
    const id = byNode.get(fn)?.shift()
    if (id !== undefined) used.add(id)
    return id
  })
  return ids.map((id, i) => {
    if (id !== undefined) return id
    const there = prevIds[i]
    if (there !== undefined && !used.has(there)) {
      used.add(there)
      return there
    }
    return newFunctionId()
  })
}

/**
 * The ids after operations that say what they do: an added or copied function gets a new id, a
 * removed one loses its id, a moved one takes its id along; edits inside a function keep every
 * id. `functions` is the pointer of the function list; `undefined` when an operation replaces
 * the list itself or one of its parents (the caller then derives the ids from the nodes).
 */
export function idsAfterOps(
  ids: readonly FunctionId[],
  ops: readonly PatchOp[],
  functions: string,
): FunctionId[] | undefined {
  let out = ids.slice()
  const indexIn = (pointer: string): number | '-' | 'inside' | 'above' | 'outside' => {
    if (pointer === functions || functions.startsWith(pointer + '/') || pointer === '')
      return 'above'
    if (!pointer.startsWith(functions + '/')) return 'outside'
    const rest = pointer.slice(functions.length + 1)
    if (rest.includes('/')) return 'inside'
    if (rest === '-') return '-'
    const tokens = parsePointer('/' + rest)
    const token = Array.isArray(tokens) ? tokens[0]! : ''
    return isIndexToken(token) ? Number(token) : 'above'
  }
  const insertAt = (at: number | '-', id: FunctionId) => {
    out.splice(at === '-' ? out.length : at, 0, id)
  }
  for (const op of ops) {
    const to = indexIn(op.path)
    if (to === 'above') return op.op === 'test' ? out : undefined
    switch (op.op) {
      case 'add':
      case 'copy':
        if (typeof to === 'number' || to === '-') insertAt(to, newFunctionId())
        if (op.op === 'copy' && indexIn(op.from) === 'above') return undefined
        break
      case 'remove':
        if (typeof to === 'number') out = out.filter((_, i) => i !== to)
        break
      case 'move': {
        const from = indexIn(op.from)
        if (from === 'above') return undefined
        let moved: FunctionId | undefined
        if (typeof from === 'number') {
          moved = out[from]
          out = out.filter((_, i) => i !== from)
        }
        if (typeof to === 'number' || to === '-') insertAt(to, moved ?? newFunctionId())
        break
      }
    }
  }
  return out
}
