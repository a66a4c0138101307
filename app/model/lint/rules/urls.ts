import { asString, isArray, isObject, type JsonValue } from '../../json/values'
import type { JsonPath } from '../../script/path'
import { clip, dotted } from '../describe'
import { problem, type LocalProblem } from '../problems'
import { checkUrl } from '../url'
import type { FunctionRule } from './types'

/** `invalid-url`, `insecure-url` and `credentials-in-url` for every URL field lint knows. */

/**
 * The URL problems of one field. `subject` names the field for a person (`Function "f":
 * web_hook_url`); `what` says what the address is for, to tell how to write it.
 */
export function urlProblems(
  value: JsonValue | undefined,
  at: JsonPath,
  subject: string,
  what = 'the address to call',
): LocalProblem[] {
  const text = asString(value)
  if (text === undefined) return []
  const check = checkUrl(text)
  if (check.invalid !== undefined)
    return [
      problem(
        'invalid-url',
        at,
        `${subject} ${JSON.stringify(clip(text))} is not a valid address: ${check.invalid} — write ${what} like https://example.com/path (user:password@ in front and templates such as \${args.id} are allowed)`,
      ),
    ]
  const out: LocalProblem[] = []
  if (check.insecure)
    out.push(
      problem(
        'insecure-url',
        at,
        `${subject} uses plain http://, so the request and anything in it travel unencrypted — use https:// if the server supports it`,
      ),
    )
  if (check.credentials)
    out.push(
      problem(
        'credentials-in-url',
        at,
        `${subject} contains a user name or password, stored in the script in clear text; anyone with the exported file can read them — prefer credentials the server can revoke, and share the file with care`,
      ),
    )
  return out
}

/** The URL fields of a function: `web_hook_url`, `wait_file` and each data_map webhook `url`. */
export const functionUrls: FunctionRule = (fn, label) => {
  const out = [
    ...urlProblems(fn.get('web_hook_url'), ['web_hook_url'], `${label}: web_hook_url`),
    ...urlProblems(
      fn.get('wait_file'),
      ['wait_file'],
      `${label}: wait_file`,
      'the address of an audio file',
    ),
  ]
  const dataMap = fn.get('data_map')
  const webhooks = isObject(dataMap) ? dataMap.get('webhooks') : undefined
  if (isArray(webhooks))
    webhooks.forEach((hook, i) => {
      if (!isObject(hook)) return
      const at = ['data_map', 'webhooks', i, 'url']
      out.push(...urlProblems(hook.get('url'), at, `${label}: ${dotted(at)}`))
    })
  return out
}
