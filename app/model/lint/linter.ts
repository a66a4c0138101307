import { isObject, type JsonObject, type JsonValue } from '../json/values'
import { getFunctions, type ScriptDoc } from '../script/document'
import { fromPointer, toPointer, type JsonPath } from '../script/path'
import { scriptContext, type LintOptions, type ScriptContext } from './context'
import { functionLabel, functionName } from './describe'
import { compareKeyed, mergeSorted, orderKey, sortWithKeys, type OrderKey } from './order'
import type { LocalProblem, Problem } from './problems'
import { FUNCTION_RULES } from './rules'
import { duplicateNames, scriptRules } from './rules/script'
import { functionSchemaProblems, sameOutside, shellSchemaProblems } from './schema/validate'

type Keyed<T> = { item: T; key: OrderKey }

/** Lint and schema problems of one function, relative to it, in order, with their sort keys. */
function lintFunctionKeyed(
  fn: JsonValue,
  index: number,
  ctx: ScriptContext,
): Keyed<LocalProblem>[] {
  const label = functionLabel(fn, index)
  const lint = isObject(fn) ? FUNCTION_RULES.flatMap((rule) => rule(fn, label, ctx)) : []
  return sortWithKeys(fn, [...lint, ...functionSchemaProblems(fn, label)], (p) => p.at)
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

/** Lints documents, one version after another, recomputing only what changed. */
export interface Linter {
  /**
   * All problems of the document (JSON Schema and lint), in document order. A function whose
   * node and context did not change since an earlier call reuses its results (the same
   * `Problem` objects while it keeps its place); the schema check of the rest of the document
   * is reused while only functions change.
   */
  lint(doc: ScriptDoc, options?: LintOptions): Problem[]
}

interface Entry {
  ctxKey: string
  index: number
  local: Keyed<LocalProblem>[]
  /** What `full` was made for: the function's pointer and the functions' sort key. */
  tag?: string
  full?: Keyed<Problem>[]
}

/**
 * A linter with its own caches: per function node (a `WeakMap`: old versions are freed with
 * them) and for the previous document's schema check outside the functions. Keep one per
 * open script.
 */
export function createLinter(): Linter {
  const byFunction = new WeakMap<JsonObject, Entry>()
  let shell: { root: JsonObject; path: string; problems: Keyed<Problem>[] } | undefined

  /** Function `index`'s problems, keyed for the document (`prefix`: the functions' key). */
  const functionProblems = (
    fn: JsonValue,
    index: number,
    ctx: ScriptContext,
    at: { pointer: string; prefix: OrderKey; tag: string },
  ): Keyed<Problem>[] => {
    const base = `${at.pointer}/${index}`
    const keyed = (local: Keyed<LocalProblem>[]) =>
      local.map(({ item, key }) => ({
        item: withBase(base, item),
        key: [...at.prefix, index, ...key],
      }))
    if (!isObject(fn)) return keyed(lintFunctionKeyed(fn, index, ctx))
    let entry = byFunction.get(fn)
    if (
      !entry ||
      entry.ctxKey !== ctx.key ||
      (entry.index !== index && functionName(fn) === undefined)
    ) {
      entry = { ctxKey: ctx.key, index, local: lintFunctionKeyed(fn, index, ctx) }
      byFunction.set(fn, entry)
    }
    const tag = `${base} ${at.tag}`
    if (entry.tag !== tag || !entry.full) {
      entry.tag = tag
      entry.full = keyed(entry.local)
    }
    return entry.full
  }

  const shellProblems = (root: JsonObject, functionsPath: JsonPath): Keyed<Problem>[] => {
    const path = toPointer(functionsPath)
    if (shell && shell.path === path && sameOutside(shell.root, root, functionsPath))
      return shell.problems
    const problems = keyedProblems(root, shellSchemaProblems(root, functionsPath))
    shell = { root, path, problems }
    return problems
  }

  return {
    lint(doc, options) {
      const ctx = scriptContext(doc, options)
      const fns = getFunctions(doc.root)
      const others = mergeKeyed(
        shellProblems(doc.root, ctx.functionsPath),
        keyedProblems(doc.root, [
          ...scriptRules(doc, ctx),
          ...duplicateNames(fns, ctx.functionsPath),
        ]),
      )
      const prefix = orderKey(doc.root, ctx.functionsPath)
      const at = { pointer: toPointer(ctx.functionsPath), prefix, tag: prefix.join(',') }
      const inFunctions: Keyed<Problem>[] = []
      fns.forEach((fn, i) => inFunctions.push(...functionProblems(fn, i, ctx, at)))
      return mergeSorted(others, inFunctions)
    },
  }
}

function keyedProblems(root: JsonObject, problems: Problem[]): Keyed<Problem>[] {
  return sortWithKeys(root, problems, (p) => fromPointer(p.path, root))
}

function mergeKeyed(a: Keyed<Problem>[], b: Keyed<Problem>[]): Keyed<Problem>[] {
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
