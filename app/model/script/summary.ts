import { asString, isObject, type JsonValue } from '../json/values'
import { reservedHook, type ReservedHook } from './reserved'

/** What the function list shows of a function at a glance. */
export interface FunctionSummary {
  /** The `function` name; `undefined` when missing or not a string. */
  readonly name: string | undefined
  readonly description: string | undefined
  /** False only when `active` says so (`false`, or the string "false" real scripts use). */
  readonly active: boolean
  readonly hook: ReservedHook | undefined
  readonly handler: 'data_map' | 'webhook' | 'none'
  /** False for an item of `functions` that is not an object at all. */
  readonly isObject: boolean
}

const cache = new WeakMap<object, FunctionSummary>()

/** The summary of a function node, cached per node (nodes are immutable). */
export function summarizeFunction(fn: JsonValue): FunctionSummary {
  if (isObject(fn)) {
    const hit = cache.get(fn)
    if (hit) return hit
  }
  const summary = compute(fn)
  if (isObject(fn)) cache.set(fn, summary)
  return summary
}

function compute(fn: JsonValue): FunctionSummary {
  if (!isObject(fn)) {
    return {
      name: undefined,
      description: undefined,
      active: true,
      hook: undefined,
      handler: 'none',
      isObject: false,
    }
  }
  const name = asString(fn.get('function'))
  const active = fn.get('active')
  return {
    name,
    description: asString(fn.get('description')) ?? asString(fn.get('purpose')),
    active: !(active === false || asString(active) === 'false'),
    hook: reservedHook(name),
    handler: fn.has('data_map') ? 'data_map' : fn.has('web_hook_url') ? 'webhook' : 'none',
    isObject: true,
  }
}
