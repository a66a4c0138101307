import { asString, isObject, type JsonObject } from '../../json/values'
import { clip } from '../describe'
import { problem, type LocalProblem } from '../problems'
import { walkParameters } from './parameters'
import type { FunctionRule } from './types'

/** Rules about the names the language model reads: functions and their inputs. */

/**
 * The function names that function-calling APIs of the language models an agent runs on accept
 * (OpenAI's, for one): letters, digits, `_` and `-`, 1 to 64 characters.
 */
export const FUNCTION_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/

/** Input names that templates such as `${args.name}` can read: letters, digits and `_`. */
export const PARAMETER_NAME_PATTERN = /^[a-zA-Z0-9_]{1,64}$/

/** A name close to `name` that fits the function-name pattern (for messages), or `''`. */
export function suggestName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64)
}

/** `invalid-function-name`: a name the model's function calling would refuse. */
export const invalidFunctionName: FunctionRule = (fn, label) => {
  const name = asString(fn.get('function'))
  if (name === undefined || name.trim() === '' || FUNCTION_NAME_PATTERN.test(name)) return []
  const suggestion = suggestName(name)
  const why =
    name.length > 64
      ? `it is ${name.length} characters long, and at most 64 are allowed`
      : 'it may use only letters, digits, _ and - (no spaces or other signs)'
  return [
    problem(
      'invalid-function-name',
      ['function'],
      `${label}: ${why} — the language models an agent runs on (OpenAI's, for one) refuse other names, so the agent could not call it${suggestion && suggestion !== name ? `; try ${suggestion}` : ''}`,
    ),
  ]
}

/** `invalid-parameter-name`: an input name that `${args.…}` templates cannot read. */
export const invalidParameterName: FunctionRule = (fn, label) => {
  const out: LocalProblem[] = []
  for (const key of ['parameters', 'argument'] as const) {
    const params = fn.get(key)
    if (!isObject(params)) continue
    walkParameters(params as JsonObject, [key], (_node, at) => {
      const name = at[at.length - 1]
      if (at[at.length - 2] !== 'properties' || typeof name !== 'string') return
      if (PARAMETER_NAME_PATTERN.test(name)) return
      out.push(
        problem(
          'invalid-parameter-name',
          at,
          `${label}: the input name "${clip(name)}" ${name === '' ? 'is empty' : 'has characters other than letters, digits and _'} — templates such as \${args.name} cannot read it, and some language models refuse it${suggestName(name) ? `; try ${suggestName(name).replace(/-/g, '_')}` : ''}`,
        ),
      )
    })
  }
  return out
}
