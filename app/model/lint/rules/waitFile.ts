import { asNumber, asString } from '../../json/values'
import { kindOf } from '../describe'
import { problem } from '../problems'
import { WHOLE_TEMPLATE } from '../templates'
import type { FunctionRule } from './types'

/** Rules about `wait_file` and `wait_file_loops`. */

/**
 * `wait-file-loops`: neither an integer nor a string of digits. A whole-string template
 * (`${global_data.loops}`) is accepted too, as everywhere the platform expects a number.
 */
export const waitFileLoops: FunctionRule = (fn, label) => {
  const loops = fn.get('wait_file_loops')
  if (loops === undefined) return []
  const n = asNumber(loops)
  if (n !== undefined && Number.isInteger(n)) return []
  const text = asString(loops)
  if (text !== undefined && (/^\d+$/.test(text) || WHOLE_TEMPLATE.test(text))) return []
  return [
    problem(
      'wait-file-loops',
      ['wait_file_loops'],
      `${label}: wait_file_loops is ${kindOf(loops)} — write how many times the wait file repeats as a whole number such as 3 (or a template such as \${global_data.loops})`,
    ),
  ]
}

/** `wait-file-loops-without-file`: loops are set but there is no (non-blank) `wait_file`. */
export const waitFileLoopsWithoutFile: FunctionRule = (fn, label) => {
  if (!fn.has('wait_file_loops')) return []
  const file = fn.get('wait_file')
  if (file !== undefined && asString(file)?.trim() !== '') return []
  return [
    problem(
      'wait-file-loops-without-file',
      ['wait_file_loops'],
      `${label} sets wait_file_loops but has no wait_file, so there is nothing to repeat — add a wait_file or remove wait_file_loops`,
    ),
  ]
}
