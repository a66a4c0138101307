import { useCallback, useMemo } from 'react'
import {
  aiPointer,
  pointerInAi,
  getAi,
  getIn,
  isPointerWithin,
  opsToSet,
  opsToSetInAi,
  toPointer,
  type JsonPath,
  type JsonValue,
  type PatchOp,
  type ScriptDoc,
} from '../../model/core'
import { EditTarget } from '../../forms/editTarget'
import { useEditRunner } from '../../forms/formTargets'
import type { FieldProblem } from '../../components/settings/SettingField'
import type { ShownProblem, StudioState } from '../../store'
import { useStudio, useStudioApi } from '../../store/context'

/** The value at `rel` in the edited `ai` step: a tree value that keeps its identity while unchanged. */
export function useAiValue(rel: JsonPath): JsonValue | undefined {
  // The path's text keeps the selector while the path is the same (callers pass new arrays).
  const key = JSON.stringify(rel)
  const selector = useMemo(() => {
    const path = JSON.parse(key) as JsonPath
    return (s: StudioState) => getIn(getAi(s.doc.root), path)
  }, [key])
  return useStudio(selector)
}

export interface AiEditor {
  /**
   * Sets (or, with `undefined`, removes) the value at `rel` of the `ai` step: the operations of
   * that one value (`opsToSetInAi`) as one undoable step. Typing in one field is one step
   * (`coalesce`, the default for values set in place); adding or removing items is not.
   */
  set(rel: JsonPath, value: unknown, options?: { coalesce?: boolean }): void
  /** Applies operations built from the current root (a rename, a move) as one undoable step. */
  apply(
    build: (root: Parameters<typeof opsToSetInAi>[0], at: (rel: JsonPath) => string) => PatchOp[],
    options?: { key?: string },
  ): void
}

const prepareAi = (doc: ScriptDoc) => aiPointer(doc).ops

/**
 * The target of `rel` in the edited `ai` step, for the shared field editors (a key/value list,
 * a list of phrases): each of their edits is an operation there, made after creating the `ai`
 * step when the script has none.
 */
export function useAiTarget(rel: JsonPath): EditTarget {
  const run = useEditRunner('ai', prepareAi)
  const pointer = useStudio((s) => aiPointer(s.doc).pointer + toPointer(rel))
  return useMemo(() => new EditTarget(pointer, run), [pointer, run])
}

/** Sets (or removes) a value at a path of the whole script, such as `version`. */
export function useScriptSetter(): (path: JsonPath, value: unknown) => void {
  const api = useStudioApi()
  return useCallback(
    (path, value) => {
      const s = api.getState()
      const ops = opsToSet(s.doc.root, path, value)
      if (ops.length > 0) s.applyOps(ops, { key: `script:${toPointer(path)}` })
    },
    [api],
  )
}

/** Edits of the `ai` step, each a JSON Patch of the value it changes. */
export function useAiEditor(): AiEditor {
  const api = useStudioApi()
  const set = useCallback(
    (rel: JsonPath, value: unknown, options: { coalesce?: boolean } = {}) => {
      const s = api.getState()
      const ops = opsToSetInAi(s.doc.root, rel, value)
      if (ops.length === 0) return
      const coalesce = options.coalesce ?? true
      s.applyOps(ops, coalesce ? { key: `ai:${toPointer(rel)}` } : {})
    },
    [api],
  )
  const apply = useCallback<AiEditor['apply']>(
    (build, options) => {
      const s = api.getState()
      const root = s.doc.root
      const ops = build(root, (rel) => pointerInAi(root, rel))
      if (ops.length > 0) s.applyOps(ops, options?.key ? { key: options.key } : {})
    },
    [api],
  )
  return useMemo(() => ({ set, apply }), [set, apply])
}

/** The problems of the `ai` step, looked up by where they are. */
export interface AiProblems {
  /** The first error, warning or "to fill in" at `rel` or inside it (notes are left to the panel). */
  at(rel: JsonPath): FieldProblem | null
  /** How many errors and warnings are inside `rel` (to fill in left out). */
  count(rel: JsonPath): ProblemCount
}

export interface ProblemCount {
  readonly errors: number
  readonly warnings: number
}

const toField = (p: ShownProblem): FieldProblem => ({
  message: p.message,
  tone: p.pending ? 'todo' : p.severity === 'warning' ? 'warning' : 'error',
})

/** The problems of the `ai` step as a page shows them. */
export function useAiProblems(): AiProblems {
  const problems = useStudio((s) => s.problems)
  const base = useStudio((s) => pointerInAi(s.doc.root))
  return useMemo(() => {
    const mine = problems.filter((p) => p.severity !== 'info' && isPointerWithin(p.path, base))
    const pointer = (rel: JsonPath) => base + toPointer(rel)
    return {
      at(rel) {
        const at = pointer(rel)
        const p = mine.find((q) => isPointerWithin(q.path, at))
        return p ? toField(p) : null
      },
      count(rel) {
        const at = pointer(rel)
        const inside = mine.filter((q) => !q.pending && isPointerWithin(q.path, at))
        const errors = inside.filter((q) => q.severity === 'error').length
        return { errors, warnings: inside.length - errors }
      },
    }
  }, [problems, base])
}

/** The sum of several problem counts. */
export const sumCounts = (counts: readonly ProblemCount[]): ProblemCount => ({
  errors: counts.reduce((n, c) => n + c.errors, 0),
  warnings: counts.reduce((n, c) => n + c.warnings, 0),
})
