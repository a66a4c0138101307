import { isArray, isObject, jsonSame } from '../../json/values'
import { problem, type LocalProblem } from '../problems'
import type { FunctionRule } from './types'

/** Rules about the webhooks of a `data_map`. */

/**
 * `misspelled-require-args`: a webhook says `required_args` (one documentation page's
 * spelling) where SignalWire's schema, its SDK and real scripts say `require_args`. The fix
 * renames the key in its place; next to a `require_args` with the same names it removes it.
 */
export const misspelledRequireArgs: FunctionRule = (fn, label) => {
  const dataMap = fn.get('data_map')
  const webhooks = isObject(dataMap) ? dataMap.get('webhooks') : undefined
  if (!isArray(webhooks)) return []
  const out: LocalProblem[] = []
  webhooks.forEach((webhook, i) => {
    if (!isObject(webhook) || !webhook.has('required_args')) return
    const at = ['data_map', 'webhooks', i, 'required_args']
    const existing = webhook.get('require_args')
    if (existing === undefined)
      out.push(
        problem(
          'misspelled-require-args',
          at,
          `${label}: webhook ${i + 1} says required_args, but the platform reads require_args — rename it, or the webhook may run without the inputs it needs`,
          { kind: 'rename-key', to: 'require_args', label: 'Rename to require_args' },
        ),
      )
    else
      out.push(
        problem(
          'misspelled-require-args',
          at,
          `${label}: webhook ${i + 1} has both require_args and required_args (a misspelling the platform does not read) — keep require_args only`,
          jsonSame(existing, webhook.get('required_args')!)
            ? { kind: 'rename-key', to: 'require_args', label: 'Remove required_args' }
            : undefined,
        ),
      )
  })
  return out
}
