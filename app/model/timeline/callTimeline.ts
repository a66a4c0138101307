import { toPlain } from '../json/plain'
import { asString, isArray, isObject, type JsonValue } from '../json/values'
import { aiPath, getAi, getFunctions, type ScriptDoc } from '../script/document'
import { getIn } from '../script/path'
import type { ReservedHook } from '../script/reserved'
import { summarizeFunction } from '../script/summary'

/**
 * A call, step by step, as the script shapes it: answer → start_hook → the conversation (the
 * functions the agent may call) → hang-up → stop_hook → summarize_conversation (only with a
 * post-prompt). Each step says what it receives and whether the script has it. Pure.
 */
export type StepId =
  'answer' | 'start_hook' | 'conversation' | 'hangup' | 'stop_hook' | 'summarize_conversation'

export interface TimelineStep {
  id: StepId
  title: string
  /** What the step receives (or does), in plain words. */
  receives: string
  /** `present`: the script has it; `absent`: it does not; `never`: it has it, but it never runs. */
  status: 'present' | 'absent' | 'never'
  /** Whether the script has it, and how, in plain words. */
  detail: string
  /** The function to open for this step (a hook that is defined). */
  functionIndex?: number
  /** The hook to add, for a hook step the script does not have. */
  hook?: ReservedHook['name']
  /** The conversation step: the functions the agent may call. */
  functions?: { name: string; index: number; active: boolean }[]
}

const HOOK_RECEIVES =
  'its web_hook_url receives the function’s set properties (call_id, caller_id_num, global_data, …).'

function hookStep(
  doc: ScriptDoc,
  name: ReservedHook['name'],
  title: string,
  when: string,
): TimelineStep {
  const fns = getFunctions(doc.root)
  const index = fns.findIndex((f) => summarizeFunction(f).hook?.name === name)
  if (index < 0)
    return {
      id: name,
      title,
      receives: `${when}: ${HOOK_RECEIVES}`,
      status: 'absent',
      detail: '',
      hook: name,
    }
  const s = summarizeFunction(fns[index]!)
  const handler =
    s.handler === 'webhook'
      ? 'its web_hook_url'
      : s.handler === 'data_map'
        ? 'its data_map'
        : 'nothing (no web_hook_url)'
  return {
    id: name,
    title,
    receives: `${when}: ${HOOK_RECEIVES}`,
    status: 'present',
    detail: `Defined as ${s.name}; handled by ${handler}.`,
    functionIndex: index,
  }
}

function hasPostPrompt(post: JsonValue | undefined): boolean {
  if (!isObject(post)) return false
  const text = asString(post.get('text'))
  const pom = post.get('pom')
  return (text !== undefined && text.trim() !== '') || (isArray(pom) && pom.length > 0)
}

const hangsUp = new WeakMap<object, boolean>()
const visit = (v: unknown): boolean =>
  Array.isArray(v)
    ? v.some(visit)
    : typeof v === 'object' && v !== null
      ? Object.entries(v).some(([k, x]) => (k === 'hangup' && x !== false) || visit(x))
      : false

/** The functions whose data_map has a hangup action (cached per data_map node). */
function hangups(doc: ScriptDoc): string[] {
  const found: string[] = []
  for (const f of getFunctions(doc.root)) {
    const dm = isObject(f) ? f.get('data_map') : undefined
    if (!isObject(dm)) continue
    let yes = hangsUp.get(dm)
    if (yes === undefined) hangsUp.set(dm, (yes = visit(toPlain(dm))))
    if (yes) found.push(summarizeFunction(f).name ?? 'a function')
  }
  return found
}

export function callTimeline(doc: ScriptDoc): TimelineStep[] {
  const path = aiPath(doc.root)
  const main = getIn(doc.root, ['sections', 'main'])
  const steps = isArray(main) ? main : []
  const aiIndex = path ? (path[2] as number) : -1
  const stepNames = (from: number, to: number) =>
    steps.slice(from, to).flatMap((s) => (isObject(s) ? s.keys() : []))
  const answered = stepNames(0, Math.max(aiIndex, 0)).includes('answer')
  const afterAi = aiIndex >= 0 ? stepNames(aiIndex + 1, steps.length) : []
  const ai = getAi(doc.root)
  const post = ai?.get('post_prompt')
  const postUrl = asString(ai?.get('post_prompt_url'))
  const fns = getFunctions(doc.root)
    .map((f, index) => ({ s: summarizeFunction(f), index }))
    .filter(({ s }) => !s.hook && s.name)
    .map(({ s, index }) => ({ name: s.name!, index, active: s.active }))
  const inactive = fns.filter((f) => !f.active).length
  const hangs = hangups(doc)

  const summary = hookStep(
    doc,
    'summarize_conversation',
    'summarize_conversation',
    'At the end, with the summary the post-prompt asks for',
  )
  if (!hasPostPrompt(post)) {
    summary.detail =
      summary.status === 'present'
        ? 'Defined, but it never runs: the script has no post-prompt (ai.post_prompt.text).'
        : 'Runs only with a post-prompt, and the script has none.'
    if (summary.status === 'present') summary.status = 'never'
  } else if (postUrl)
    summary.detail = `${summary.detail} The summary also goes to post_prompt_url.`.trim()

  return [
    {
      id: 'answer',
      title: 'Answer',
      receives: 'The call comes in.',
      status: answered ? 'present' : 'absent',
      detail: answered ? 'An answer step answers it.' : 'No answer step before the ai step.',
    },
    hookStep(doc, 'start_hook', 'start_hook', 'When the call is answered'),
    {
      id: 'conversation',
      title: 'The conversation',
      receives: 'The agent calls functions with the arguments it collects.',
      status: fns.length > 0 ? 'present' : 'absent',
      detail:
        fns.length === 0
          ? 'No functions for the agent to call.'
          : `${fns.length} function${fns.length === 1 ? '' : 's'}${inactive ? ` (${inactive} off until a toggle_functions action turns ${inactive === 1 ? 'it' : 'them'} on)` : ''}.`,
      functions: fns,
    },
    {
      id: 'hangup',
      title: 'Hang-up',
      receives: 'The caller, a hangup action or a hangup step ends the call.',
      status: hangs.length > 0 || afterAi.includes('hangup') ? 'present' : 'absent',
      detail:
        hangs.length > 0
          ? `A hangup action in ${hangs.join(', ')}.`
          : afterAi.includes('hangup')
            ? 'A hangup step follows the ai step.'
            : 'Nothing in the script hangs up: the caller does.',
    },
    hookStep(doc, 'stop_hook', 'stop_hook', 'When the call ends'),
    summary,
  ]
}
