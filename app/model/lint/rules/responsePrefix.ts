import type { JsonPath } from '../../json/pointer'
import { asString, isArray, isObject } from '../../json/values'
import { dotted } from '../describe'
import { problem, type LocalProblem } from '../problems'
import { eachString } from './dataMap'
import type { FunctionRule } from './types'

/** `${response.x}` / `%{lc:response.x}`: a reply read through a `response.` prefix. */
const RESPONSE_PREFIX = /([$%])\{((?:[a-z_]+:(?:url:)?)*)response\.([^{}]*)\}/g

/**
 * `response-prefix`: a template in a webhook's output, expressions or foreach reads
 * `${response.x}`. The platform puts a reply's keys at the top level (`${x}`): the SDK executor's
 * `${response.x}` is empty unless the reply itself has a `response` key. Silent where the
 * function's sample reply (kept with its test cases) has one. Fix: drop the prefix.
 */
export const responsePrefix: FunctionRule = (fn, label, ctx) => {
  const dm = fn.get('data_map')
  const hooks = isObject(dm) ? dm.get('webhooks') : undefined
  if (!isArray(hooks)) return []
  const keys = ctx.replyKeys.get(asString(fn.get('function')) ?? '')
  const out: LocalProblem[] = []
  hooks.forEach((w, i) => {
    if (!isObject(w)) return
    const sample = keys?.[i]
    if (sample?.includes('response')) return
    for (const section of ['output', 'expressions', 'foreach']) {
      const value = w.get(section)
      if (value === undefined) continue
      eachString(value, ['data_map', 'webhooks', i, section], (text, at: JsonPath) => {
        const found = [...text.matchAll(RESPONSE_PREFIX)]
        if (found.length === 0) return
        const fixed = text.replace(
          RESPONSE_PREFIX,
          (_m, sigil, mods, rest) => `${sigil}{${mods}${rest}}`,
        )
        const first = found[0]!
        const bare = `${first[1]}{${first[2]}${first[3]}}`
        const why = sample
          ? `the sample reply of webhook ${i + 1} has no "response" key`
          : 'the platform puts a reply’s keys at the top level; it is empty unless the reply has a "response" key'
        out.push(
          problem(
            'response-prefix',
            at,
            `${label}: ${dotted(at)} reads ${first[0]}, but ${why} — write ${bare}`,
            { kind: 'replace-text', from: text, to: fixed, label: `Write ${bare}` },
          ),
        )
      })
    }
  })
  return out
}
