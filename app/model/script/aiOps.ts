import { toPointer, type JsonPath } from '../json/pointer'
import { isArray, isObject, type JsonObject } from '../json/values'
import { opsToSet } from '../patch/valueOps'
import type { PatchOp } from '../patch/operations'
import { aiPath } from './document'
import { getIn } from './path'

/**
 * The operations that set the value at `rel` inside the edited `ai` step (see `opsToSet`).
 * A script without an `ai` step gets one, holding just that value, added to `sections.main`
 * (before a final `hangup`, as `ensureAi` does) in one `add`; removing from a script without an
 * `ai` step does nothing.
 */
export function opsToSetInAi(root: JsonObject, rel: JsonPath, value: unknown): PatchOp[] {
  const path = aiPath(root)
  if (path) return opsToSet(root, [...path, ...rel], value)
  if (value === undefined) return []
  let built: unknown = value
  for (let i = rel.length - 1; i >= 0; i--) {
    const step = rel[i]!
    built = typeof step === 'number' ? [built] : { [step]: built }
  }
  const step = { ai: built }
  const main = getIn(root, ['sections', 'main'])
  if (!isArray(main)) return opsToSet(root, ['sections', 'main'], [step])
  const last = main[main.length - 1]
  const at = isObject(last) && last.has('hangup') ? main.length - 1 : main.length
  return [
    {
      op: 'add',
      path: toPointer(['sections', 'main', at === main.length ? '-' : at]),
      value: step,
    },
  ]
}

/** The pointer of `rel` inside the edited `ai` step (where it would be, for a script without one). */
export function pointerInAi(root: JsonObject, rel: JsonPath = []): string {
  return toPointer([...(aiPath(root) ?? ['sections', 'main', 0, 'ai']), ...rel])
}
