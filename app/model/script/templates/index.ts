import { parseJson } from '../../json/parseJson'
import { JsonObject } from '../../json/values'
import { makeDoc, type ScriptDoc } from '../document'
import { BOOKING } from './booking'
import { GUIDED_INTAKE } from './guidedIntake'
import { KEYWORD_ANSWERS } from './keywordAnswers'
import { ORDER_LOOKUP } from './orderLookup'
import { TRANSFER } from './transfer'
import type { ScriptTemplate } from './types'
import { WEATHER } from './weather'

export type { ScriptTemplate } from './types'

/** The scripts "New script" offers besides a blank one, in the order shown. */
export const SCRIPT_TEMPLATES: readonly ScriptTemplate[] = [
  ORDER_LOOKUP,
  WEATHER,
  KEYWORD_ANSWERS,
  TRANSFER,
  BOOKING,
  GUIDED_INTAKE,
]

/** A valid empty script: the version, an answer step and an `ai` step with an empty prompt. */
export const BLANK_SCRIPT = {
  version: '1.0.0',
  sections: { main: [{ answer: {} }, { ai: { prompt: { text: '' } } }] },
}

/** The text a template is written as: JSON with 2-space indentation and a final newline. */
export const templateText = (script: object): string => JSON.stringify(script, null, 2) + '\n'

function docOf(script: object): ScriptDoc {
  const parsed = parseJson(templateText(script))
  if (!parsed.ok || !(parsed.value instanceof JsonObject))
    throw new Error('A script template does not parse')
  return makeDoc(parsed.value)
}

/** A fresh blank script (see `BLANK_SCRIPT`). */
export const blankDoc = (): ScriptDoc => docOf(BLANK_SCRIPT)

/**
 * A fresh copy of the template with this id, or `undefined` for an unknown id. Each call gives
 * a new document: editing it never changes the template.
 */
export function templateDoc(id: string): ScriptDoc | undefined {
  const template = SCRIPT_TEMPLATES.find((t) => t.id === id)
  return template && docOf(template.script)
}
