import {
  JsonObject,
  escapeToken,
  valueAtTokens,
  isArray,
  isIndexToken,
  isPointerWithin,
  parsePointer,
  type JsonValue,
  type PatchOp,
  type Problem,
} from '../model/core'

/**
 * Problems of what the person is editing, held back until they help (README, "Problems"): a
 * value being typed in shows its problems once the person leaves the field; a freshly added
 * item (a new function, webhook, language…) is "to fill in" rather than wrong until the person
 * leaves the page or exports. All pointers are JSON pointers into the document.
 */
export interface Held {
  /** Values typed into since the focus last left a field. */
  readonly typing: readonly string[]
  /** Items added by the person on this page. */
  readonly fresh: readonly string[]
  /** Values inside a fresh item that the person typed in and then left. */
  readonly visited: readonly string[]
}

export const NOTHING_HELD: Held = { typing: [], fresh: [], visited: [] }

/** A problem as the forms, badges and the Problems panel show it. */
export type ShownProblem = Problem & {
  /** Inside a freshly added item: shown as "to fill in", not counted as an error or warning. */
  readonly pending?: true
}

const within = (pointer: string, list: readonly string[]) =>
  list.some((p) => isPointerWithin(pointer, p))
const add = (list: readonly string[], pointer: string) =>
  list.includes(pointer) ? list : [...list, pointer]

/**
 * The held state after a form's edit: an added object or list is fresh, every other set value
 * is being typed in; pointers after a list item that was inserted, removed or moved are
 * renumbered, and those of a removed value dropped. `before` is the document the operations
 * applied to.
 */
export function holdEdits(held: Held, ops: readonly PatchOp[], before: JsonValue): Held {
  let next = held
  for (const op of ops) {
    next = shift(next, op, before)
    if (op.op === 'add' || op.op === 'replace') {
      const path = op.path.endsWith('/-') ? appendedPath(op.path, before) : op.path
      const container = isContainer(op.value)
      next =
        op.op === 'add' && container
          ? { ...next, fresh: add(next.fresh, path) }
          : { ...next, typing: add(next.typing, path) }
    }
  }
  return next
}

/** The focus left a field: what was typed is now shown, inside fresh items too. */
export function leaveField(held: Held): Held {
  if (held.typing.length === 0) return held
  return {
    typing: [],
    fresh: held.fresh,
    visited: held.fresh.length ? [...held.visited, ...held.typing] : held.visited,
  }
}

/**
 * The problems as shown: those inside a value being typed in are left out, those inside a
 * fresh item (and not in a part typed in and left) are marked `pending`. The same list comes
 * back when nothing is held.
 */
export function shownProblems(problems: readonly Problem[], held: Held): readonly ShownProblem[] {
  if (held.typing.length === 0 && held.fresh.length === 0) return problems
  const out: ShownProblem[] = []
  for (const p of problems) {
    if (within(p.path, held.typing)) continue
    if (within(p.path, held.fresh) && !within(p.path, held.visited))
      out.push({ ...p, pending: true })
    else out.push(p)
  }
  return out
}

/** An object or a list, as tree values or plain JavaScript (not a raw number or string). */
function isContainer(v: unknown): boolean {
  if (Array.isArray(v) || v instanceof JsonObject) return true
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype
}

function appendedPath(pointer: string, before: JsonValue): string {
  const parent = pointer.slice(0, -2)
  const list = valueAtTokens(before, tokens(parent))
  return `${parent}/${isArray(list) ? list.length : 0}`
}

function tokens(pointer: string): string[] {
  const t = parsePointer(pointer)
  return Array.isArray(t) ? t : []
}

/** Renumbers or drops held pointers for an operation that inserts, removes or moves an item. */
function shift(held: Held, op: PatchOp, before: JsonValue): Held {
  const map = (fn: (p: string) => string | undefined): Held => ({
    typing: remap(held.typing, fn),
    fresh: remap(held.fresh, fn),
    visited: remap(held.visited, fn),
  })
  if (op.op === 'remove') return map((p) => removed(p, op.path, before))
  if (op.op === 'add' && !op.path.endsWith('/-')) return map((p) => inserted(p, op.path, before))
  if (op.op === 'move') {
    return map((p) => {
      if (isPointerWithin(p, op.from)) return op.path + p.slice(op.from.length)
      const out = removed(p, op.from, before)
      return out === undefined ? undefined : inserted(out, op.path, before)
    })
  }
  return held
}

function remap(list: readonly string[], fn: (p: string) => string | undefined): readonly string[] {
  const out: string[] = []
  for (const p of list) {
    const q = fn(p)
    if (q !== undefined && !out.includes(q)) out.push(q)
  }
  return out.length === list.length && out.every((q, i) => q === list[i]) ? list : out
}

/** An item index in a list: the list's pointer and the index, or `undefined`. */
function listItem(pointer: string, before: JsonValue): { list: string; index: number } | undefined {
  const t = tokens(pointer)
  const last = t[t.length - 1]
  if (last === undefined || !isIndexToken(last)) return undefined
  if (!isArray(valueAtTokens(before, t.slice(0, -1)))) return undefined
  return { list: pointer.slice(0, pointer.lastIndexOf('/')), index: Number(last) }
}

function renumber(p: string, list: string, from: number, delta: number): string {
  const rest = p.slice(list.length + 1)
  const slash = rest.indexOf('/')
  const head = slash < 0 ? rest : rest.slice(0, slash)
  if (!isIndexToken(head) || Number(head) < from) return p
  return `${list}/${escapeToken(Number(head) + delta)}${slash < 0 ? '' : rest.slice(slash)}`
}

function removed(p: string, path: string, before: JsonValue): string | undefined {
  if (isPointerWithin(p, path)) return undefined
  const item = listItem(path, before)
  if (!item || !p.startsWith(item.list + '/')) return p
  return renumber(p, item.list, item.index + 1, -1)
}

function inserted(p: string, path: string, before: JsonValue): string {
  const item = listItem(path, before)
  if (!item || !p.startsWith(item.list + '/')) return p
  return renumber(p, item.list, item.index, 1)
}
