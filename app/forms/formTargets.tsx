import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import type { FieldProps } from '@rjsf/utils'
import {
  applyPatchToValue,
  parsePointer,
  toPlain,
  valueAtTokens,
  type JsonValue,
  type PatchOp,
  type Plain,
  type ScriptDoc,
} from '../model/core'
import { useStudio, useStudioApi } from '../store/context'
import { flushPendingEdits } from '../store/pendingEdits'
import type { EditTarget, RunEdit } from './editTarget'

/** A path in a form's data, as rjsf gives it (keys and indexes from the form's root). */
export type FormPath = readonly (string | number)[]

/**
 * Where the fields of a form write: the target of a path in the form's data. A function's form
 * maps its paths under the function's pointer; a settings form maps each of its parts where it
 * lives in the script.
 */
export interface FormTargets {
  targetFor(path: FormPath): EditTarget
}

export const FormTargetsContext = createContext<FormTargets | null>(null)

/**
 * How a form's edits reach the store: as one `applyOps` each, typing in one input (the same
 * `sourceId`) within a moment coalescing into one undo step under `keyPrefix`.
 */
export function useEditRunner(keyPrefix: string, prepare?: (doc: ScriptDoc) => PatchOp[]): RunEdit {
  const api = useStudioApi()
  return useCallback<RunEdit>(
    (build, sourceId) => {
      // Edits typed a moment ago go first: this one is computed from the script after them.
      flushPendingEdits()
      const s = api.getState()
      // What must exist before the edit (an `ai` step for the settings), made in the same step.
      const before = prepare?.(s.doc) ?? []
      const prepared = before.length
        ? applyPatchToValue(s.doc.root, before, s.doc.style)
        : undefined
      const ops = build(prepared?.ok ? prepared.value : s.doc.root)
      if (ops.length === 0) return
      s.applyOps([...before, ...ops], sourceId ? { key: `${keyPrefix}:${sourceId}` } : undefined)
    },
    [api, keyPrefix, prepare],
  )
}

export function useFormTargets(): FormTargets {
  const targets = useContext(FormTargetsContext)
  if (!targets) throw new Error('A form field is rendered outside a form with edit targets')
  return targets
}

/** The targets of a form whose data is the value at `base`. */
export const targetsUnder = (base: EditTarget): FormTargets => ({
  targetFor: (path) => base.at(...path),
})

/** rjsf's step for the option selector of an `anyOf`/`oneOf` field (the value is above it). */
const XXX_OF = 'XxxOf'

/**
 * What a custom field edits: its target in the script, its value read from the store at that
 * place (so it re-renders when its own value changes, whatever rjsf compares), and its DOM id.
 */
export function useFieldTarget(props: FieldProps): {
  target: EditTarget
  value: Plain | undefined
  node: JsonValue | undefined
  id: string
} {
  const targets = useFormTargets()
  const { path, $id } = props.fieldPathId
  const inOption = path[path.length - 1] === XXX_OF
  const id = inOption ? $id.replace(/[_.]XxxOf$/, '') : $id
  const fieldPath = inOption ? path.slice(0, -1) : path
  // rjsf makes a new path array on every render: the target changes only with the path itself.
  const key = fieldPath.join('\u0000')
  const [held, setHeld] = useState({ key, target: targets.targetFor(fieldPath), targets })
  let target = held.target
  if (held.key !== key || held.targets !== targets) {
    target = targets.targetFor(fieldPath)
    setHeld({ key, target, targets })
  }
  const tokens = useMemo(() => parsePointer(target.pointer) as string[], [target.pointer])
  const node = useStudio((s) => valueAtTokens(s.doc.root, tokens))
  const value = useMemo(() => (node === undefined ? undefined : toPlain(node)), [node])
  return { target, value, node, id }
}
