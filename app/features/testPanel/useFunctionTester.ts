import { useCallback, useMemo } from 'react'
import { asString, getAi, getFunctions, isObject, toPlain } from '../../model/core'
import {
  argumentsSchema,
  functionKind,
  replyTargets,
  simulateFunction,
  type FunctionKind,
  type ReplyTarget,
} from '../../model/simulate'
import { useStudio, useStudioApi } from '../../store/context'
import type { StudioState } from '../../store'
import { selectSelectedIndex } from '../../store/selectors'
import { inputOf, newDraft, type Draft, type InputResult } from './draft'
import { panelStore, usePanel } from './panelStore'
import { sendToServer } from './sendToServer'

/** The name of the selected function, when a function with a name is selected. */
export function selectedFunctionName(s: StudioState): string | undefined {
  const fn = getFunctions(s.doc.root)[selectSelectedIndex(s)]
  return isObject(fn) ? asString(fn.get('function')) : undefined
}

export interface FunctionInfo {
  kind: FunctionKind
  targets: ReplyTarget[]
  schema: Record<string, unknown>
}

/**
 * Everything the Test tab shows for one function: what it is, the draft of its inputs, its last
 * run, and the actions Run and Send.
 */
export function useFunctionTester(name: string) {
  const api = useStudioApi()
  // The function's node and the ai step's SWAIG (defaults): derived info changes only with them.
  const fnNode = useStudio((s) =>
    getFunctions(s.doc.root).find((f) => isObject(f) && asString(f.get('function')) === name),
  )
  const swaig = useStudio((s) => getAi(s.doc.root)?.get('SWAIG'))
  const info: FunctionInfo = useMemo(() => {
    void fnNode
    void swaig
    const doc = api.getState().doc
    return {
      kind: functionKind(doc, name),
      targets: replyTargets(doc, name),
      schema: argumentsSchema(doc, name),
    }
  }, [api, name, fnNode, swaig])
  const samples = useStudio((s) => s.tests.samples?.[name])
  const stored = usePanel((s) => s.drafts[name])
  const draft = useMemo(() => {
    if (stored && stored.replies.length === info.targets.length) return stored
    const ai = getAi(api.getState().doc.root)
    const global = ai?.get('global_data')
    const fresh = newDraft(info.targets, global === undefined ? {} : toPlain(global), samples)
    return stored ? { ...fresh, ...stored, replies: fresh.replies } : fresh
  }, [stored, info.targets, samples, api])
  const run = usePanel((s) => s.runs[name])

  const setDraft = useCallback(
    (patch: Partial<Draft>) => panelStore.getState().setDraft(name, { ...draft, ...patch }),
    [name, draft],
  )

  /** Runs the function with the draft; `send` asks the person's server instead of the replies. */
  const runIt = useCallback(
    async (send: boolean): Promise<InputResult> => {
      const made = inputOf(draft, info.targets)
      if (!made.ok) return made
      const doc = api.getState().doc
      const input = send ? { ...made.input, replies: [], fetch: sendToServer } : made.input
      const sim = await simulateFunction(doc, name, input)
      panelStore.getState().setRun(name, { input: made.input, sim, sent: send })
      return made
    },
    [api, draft, info.targets, name],
  )

  return { info, draft, setDraft, run, runIt }
}
