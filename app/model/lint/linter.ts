import { isObject, type JsonObject, type JsonValue } from '../json/values'
import { getFunctions, type ScriptDoc } from '../script/document'
import { fromPointer, toPointer, type JsonPath } from '../script/path'
import { contextCache, type LintOptions, type ScriptContext } from './context'
import { functionLabel, functionName } from './describe'
import { NameIndex } from './names'
import { compareKeyed, mergeSorted, orderKey, sortWithKeys, type OrderKey } from './order'
import type { LocalProblem, Problem } from './problems'
import { FUNCTION_RULES } from './rules'
import { duplicateName, scriptRules } from './rules/script'
import { functionSchemaProblems, sameOutside, shellSchemaProblems } from './schema/validate'

type Keyed<T> = { item: T; key: OrderKey }

const NO_LOCAL: readonly Keyed<LocalProblem>[] = Object.freeze([])
const NO_PROBLEMS: readonly Problem[] = Object.freeze([])

/** Lint and schema problems of one function, relative to it, in order, with their sort keys. */
function lintFunctionKeyed(
  fn: JsonValue,
  index: number,
  ctx: ScriptContext,
): readonly Keyed<LocalProblem>[] {
  const label = functionLabel(fn, index)
  const found: LocalProblem[] = []
  if (isObject(fn))
    for (const rule of FUNCTION_RULES) for (const p of rule(fn, label, ctx)) found.push(p)
  for (const p of functionSchemaProblems(fn, label)) found.push(p)
  return found.length === 0 ? NO_LOCAL : sortWithKeys(fn, found, (p) => p.at)
}

/**
 * The problems of function `index` of the edited `ai` step (lint rules and the function's JSON
 * Schema), with document paths, in document order. Uncached; `createLinter` caches it. Pure:
 * depends on the node, on `ctx` and on `index` (which also names a function without a name).
 */
export function lintFunction(fn: JsonValue, index: number, ctx: ScriptContext): Problem[] {
  const base = toPointer([...ctx.functionsPath, index])
  return lintFunctionKeyed(fn, index, ctx).map((k) => withBase(base, k.item))
}

function withBase(base: string, { at, ...rest }: LocalProblem): Problem {
  return { path: base + toPointer(at), ...rest }
}

function withBases(base: string, local: readonly Keyed<LocalProblem>[]): readonly Problem[] {
  return local.length === 0 ? NO_PROBLEMS : local.map((k) => withBase(base, k.item))
}

/** Lints documents, one version after another, recomputing only what changed. */
export interface Linter {
  /**
   * All problems of the document (JSON Schema and lint), in document order. A function whose
   * node and context did not change since an earlier call reuses its results (the same
   * `Problem` objects while it keeps its place); the schema check of the rest of the document
   * is reused while only functions change. After an edit of one function, the cost is that
   * function's check plus a copy of the list: the returned array is frozen, and shared with
   * the next call when nothing changed.
   */
  lint(doc: ScriptDoc, options?: LintOptions): Problem[]
}

/** Cached per function node: its problems relative to it, and with the paths of one place. */
interface Entry {
  readonly ctxKey: string
  readonly index: number
  readonly local: readonly Keyed<LocalProblem>[]
  /** The function's pointer that `own` was made for. */
  base: string
  own: readonly Problem[] | undefined
}

/** Function `index` of the last document linted, and its problems. */
interface Slot {
  readonly node: JsonValue
  readonly name: string | undefined
  /** Its problems but `duplicate-function-name`, relative to it, with their sort keys. */
  readonly local: readonly Keyed<LocalProblem>[]
  /** The same, with document paths, in the same order. */
  readonly own: readonly Problem[]
  /** When an earlier function has its name: that function's index; otherwise -1. */
  dupOf: number
  /** `own` and its `duplicate-function-name`, if any, in document order. */
  problems: readonly Problem[]
}

/**
 * The problems outside the functions (the schema of the rest of the document, document-level
 * rules), by where they fall: before or after every function's problems. `among` holds them
 * all, keyed, when one falls among the functions' (no rule reports such a problem today).
 */
interface Others {
  readonly before: readonly Problem[]
  readonly after: readonly Problem[]
  readonly among: readonly Keyed<Problem>[] | undefined
}

/** What the next call starts from. */
interface Last {
  readonly root: JsonObject
  readonly ctxKey: string
  /** The pointer of the functions array (problem paths start with it). */
  readonly pointer: string
  readonly functions: readonly JsonValue[]
  readonly others: Others
  readonly result: readonly Problem[]
}

/**
 * A linter with its own caches: per function node (a `WeakMap`: old versions are freed with
 * them), per function place (the last document's results, aligned with its functions, and an
 * index of their names) and for the last document's problems outside the functions. After an
 * edit, only the functions that are not the same nodes at the same places are looked at (an
 * edit of one function: that one, and the functions that share its old or new name). Keep one
 * per open script.
 */
export function createLinter(): Linter {
  const byFunction = new WeakMap<JsonObject, Entry>()
  const contextOf = contextCache()
  let shell: { root: JsonObject; path: string; problems: readonly Keyed<Problem>[] } | undefined
  let last: Last | undefined
  /** The functions of `last`, and who has which name. */
  const slots: Slot[] = []
  const names = new NameIndex()
  /** Where function i's problems start in `last.result`; `starts[slots.length]`: the rest's. */
  const starts: number[] = []

  const slotOf = (fn: JsonValue, index: number, ctx: ScriptContext, pointer: string): Slot => {
    const base = `${pointer}/${index}`
    let local: readonly Keyed<LocalProblem>[]
    let own: readonly Problem[]
    if (isObject(fn)) {
      let entry = byFunction.get(fn)
      if (
        !entry ||
        entry.ctxKey !== ctx.key ||
        (entry.index !== index && functionName(fn) === undefined)
      ) {
        const found = lintFunctionKeyed(fn, index, ctx)
        entry = { ctxKey: ctx.key, index, local: found, base, own: undefined }
        byFunction.set(fn, entry)
      }
      if (entry.own === undefined || entry.base !== base) {
        entry.base = base
        entry.own = withBases(base, entry.local)
      }
      local = entry.local
      own = entry.own
    } else {
      local = lintFunctionKeyed(fn, index, ctx)
      own = withBases(base, local)
    }
    return { node: fn, name: functionName(fn), local, own, dupOf: -1, problems: own }
  }

  /** Gives function `index` its `duplicate-function-name` (after function `first`; -1: none). */
  const setDuplicate = (slot: Slot, index: number, first: number, pointer: string): void => {
    slot.dupOf = first
    if (first < 0 || slot.name === undefined) {
      slot.problems = slot.own
      return
    }
    const item = withBase(pointer, duplicateName(slot.name, first, index))
    const key = orderKey(slot.node, ['function'])
    const { local, own } = slot
    let at = 0
    while (at < local.length && compareKeyed(item, key, local[at]!.item, local[at]!.key) > 0) at++
    slot.problems = [...own.slice(0, at), item, ...own.slice(at)]
  }

  const shellProblems = (root: JsonObject, functionsPath: JsonPath): readonly Keyed<Problem>[] => {
    const path = toPointer(functionsPath)
    if (shell && shell.path === path && sameOutside(shell.root, root, functionsPath))
      return shell.problems
    const problems = keyedProblems(root, shellSchemaProblems(root, functionsPath))
    shell = { root, path, problems }
    return problems
  }

  const othersOf = (doc: ScriptDoc, ctx: ScriptContext): Others => {
    const all = mergeKeyed(
      shellProblems(doc.root, ctx.functionsPath),
      keyedProblems(doc.root, scriptRules(doc, ctx)),
    )
    const prefix = orderKey(doc.root, ctx.functionsPath)
    const before: Problem[] = []
    const after: Problem[] = []
    for (const k of all) {
      const place = placeOf(k.key, prefix)
      if (place === 0) return { before: NO_PROBLEMS, after: NO_PROBLEMS, among: all }
      ;(place < 0 ? before : after).push(k.item)
    }
    return { before, after, among: undefined }
  }

  /** The result from scratch (from the slots): when the problems outside functions changed. */
  const assembleAll = (root: JsonObject, others: Others): readonly Problem[] => {
    if (others.among) return Object.freeze(mergeSorted(others.among, keyedSlots(root)))
    const out = others.before.slice()
    starts.length = 0
    for (const slot of slots) {
      starts.push(out.length)
      for (const p of slot.problems) out.push(p)
    }
    starts.push(out.length)
    for (const p of others.after) out.push(p)
    return Object.freeze(out)
  }

  /** The functions' problems with their keys in the document, for `assembleAll`'s fallback. */
  const keyedSlots = (root: JsonObject): Keyed<Problem>[] => {
    const out: Keyed<Problem>[] = []
    for (const slot of slots)
      for (const item of slot.problems)
        out.push({ item, key: orderKey(root, fromPointer(item.path, root)) })
    return out
  }

  /** The previous result, up to function `from`'s problems, then the slots from `from` on. */
  const assembleFrom = (
    prev: readonly Problem[],
    from: number,
    others: Others,
  ): readonly Problem[] => {
    const out = prev.slice(0, starts[from])
    starts.length = from
    for (let i = from; i < slots.length; i++) {
      starts.push(out.length)
      for (const p of slots[i]!.problems) out.push(p)
    }
    starts.push(out.length)
    for (const p of others.after) out.push(p)
    return Object.freeze(out)
  }

  /**
   * The previous result with the problems of the functions in `changes` (`[index, how many
   * problems it had]`, ascending indexes; same number of functions) replaced by their new ones.
   */
  const assembleChanged = (
    prev: readonly Problem[],
    changes: readonly (readonly [number, number])[],
  ): readonly Problem[] => {
    const out: Problem[] = []
    let pos = 0
    let delta = 0
    let next = 0
    for (const [i, count] of changes) {
      const start = starts[i]!
      for (let k = pos; k < start; k++) out.push(prev[k]!)
      if (delta !== 0) for (let j = next; j <= i; j++) starts[j]! += delta
      next = i + 1
      const problems = slots[i]!.problems
      for (const p of problems) out.push(p)
      pos = start + count
      delta += problems.length - count
    }
    for (let k = pos; k < prev.length; k++) out.push(prev[k]!)
    if (delta !== 0) for (let j = next; j < starts.length; j++) starts[j]! += delta
    return Object.freeze(out)
  }

  const run = (doc: ScriptDoc, options: LintOptions | undefined): readonly Problem[] => {
    const ctx = contextOf(doc, options)
    const pointer = toPointer(ctx.functionsPath)
    const list = getFunctions(doc.root)
    const prev = last
    const samePlace = prev !== undefined && prev.ctxKey === ctx.key && prev.pointer === pointer
    const others =
      samePlace && sameOutside(prev.root, doc.root, ctx.functionsPath)
        ? prev.others
        : othersOf(doc, ctx)
    const old = samePlace ? prev.functions : undefined

    // The functions that changed: old[lo, oldEnd) became list[lo, end); the rest kept their
    // nodes and places. A different count moves every function after the first change.
    let lo = 0
    let oldEnd = 0
    let end = list.length
    if (old === undefined) {
      slots.length = 0
      names.clear()
    } else if (old === list) {
      lo = end = oldEnd = list.length
    } else {
      const common = Math.min(old.length, list.length)
      while (lo < common && old[lo] === list[lo]) lo++
      oldEnd = old.length
      if (old.length === list.length) {
        while (end > lo && old[end - 1] === list[end - 1]) end--
        oldEnd = end
      }
    }
    /** Same number of functions: the changed ones' problems are spliced into the last result. */
    const splice = old !== undefined && oldEnd === end
    const changes: [number, number][] = []
    const touched: string[] = []
    for (let i = lo; i < oldEnd; i++) {
      const slot = slots[i]!
      if (splice) changes.push([i, slot.problems.length])
      if (slot.name === undefined) continue
      names.remove(slot.name, i)
      touched.push(slot.name)
    }
    if (!splice) slots.length = lo
    for (let i = lo; i < end; i++) {
      const slot = slotOf(list[i]!, i, ctx, pointer)
      slots[i] = slot
      if (slot.name === undefined) continue
      names.add(slot.name, i)
      if (old !== undefined) touched.push(slot.name)
    }
    for (let i = lo; i < end; i++) {
      const slot = slots[i]!
      const first = slot.name === undefined ? -1 : names.holders(slot.name)[0]!
      if (first !== i && first >= 0) setDuplicate(slot, i, first, pointer)
    }
    // Functions elsewhere whose duplicate-name problem changed: those sharing a name that the
    // changed functions had or have, when which of them comes first changed.
    let from = lo
    for (const name of touched) {
      const holders = names.holders(name)
      const first = holders[0]
      for (const j of holders) {
        if (j >= lo && j < end) continue
        const slot = slots[j]!
        const want = j === first ? -1 : first!
        if (slot.dupOf === want) continue
        if (splice) changes.push([j, slot.problems.length])
        from = Math.min(from, j)
        setDuplicate(slot, j, want, pointer)
      }
    }

    let result: readonly Problem[]
    if (prev === undefined || old === undefined || others !== prev.others || others.among)
      result = assembleAll(doc.root, others)
    else if (!splice) result = assembleFrom(prev.result, from, others)
    else if (changes.length === 0) result = prev.result
    else {
      if (changes.length > end - lo) changes.sort((a, b) => a[0] - b[0])
      result = assembleChanged(prev.result, changes)
    }
    last = { root: doc.root, ctxKey: ctx.key, pointer, functions: list, others, result }
    return result
  }

  return {
    lint(doc, options) {
      try {
        // Frozen, so that it can be shared with the next call; typed as the mutable contract.
        return run(doc, options) as Problem[]
      } catch (error) {
        last = undefined
        throw error
      }
    },
  }
}

/**
 * Where a problem at `key` falls among the functions' problems (keys `[...prefix, i, …]`):
 * before all of them (-1: on the way to the functions array, or on it), after all (1), or
 * among them (0: inside a function).
 */
function placeOf(key: OrderKey, prefix: OrderKey): number {
  const n = Math.min(key.length, prefix.length)
  for (let i = 0; i < n; i++) if (key[i] !== prefix[i]) return key[i]! < prefix[i]! ? -1 : 1
  return key.length <= prefix.length ? -1 : 0
}

function keyedProblems(root: JsonObject, problems: Problem[]): Keyed<Problem>[] {
  return sortWithKeys(root, problems, (p) => fromPointer(p.path, root))
}

function mergeKeyed(a: readonly Keyed<Problem>[], b: readonly Keyed<Problem>[]): Keyed<Problem>[] {
  return [...a, ...b].sort((x, y) => compareKeyed(x.item, x.key, y.item, y.key))
}

const shared = createLinter()

/**
 * Every problem of a parsed document — JSON Schema and lint rules together — in document
 * order: what the Problems panel shows, and what a team's CI can run without the UI.
 * Uses one module-wide linter, so successive versions of a document are linted incrementally.
 */
export function lintScript(doc: ScriptDoc, options?: LintOptions): Problem[] {
  return shared.lint(doc, options)
}
