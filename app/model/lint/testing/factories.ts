import { fromPlain } from '../../json/plain'
import { JsonObject } from '../../json/values'
import { makeDoc, type ScriptDoc } from '../../script/document'
import { fromPointer, getIn } from '../../script/path'
import type { LintOptions } from '../context'
import { lintScript } from '../linter'
import type { Problem, RuleId } from '../problems'

/** Test factories: plain objects with overrides, turned into documents. */

type PlainObject = Record<string, unknown>

/** A function that lint has nothing to say about, with `overrides` merged in. */
export function makeFunction(overrides: PlainObject = {}): PlainObject {
  return {
    function: 'lookup_order',
    description: 'Look up an order by its number.',
    parameters: {
      type: 'object',
      properties: { order_number: { type: 'string', description: 'The order number' } },
      required: ['order_number'],
    },
    web_hook_url: 'https://example.com/swaig',
    ...overrides,
  }
}

export interface ScriptParts {
  functions?: unknown[]
  /** Keys of the `ai` step besides `SWAIG` (merged over a prompt and a post-prompt). */
  ai?: PlainObject
  /** Keys of `ai.SWAIG` besides `functions`. */
  swaig?: PlainObject
  /** Top-level keys besides `sections`. */
  root?: PlainObject
}

/** The plain form of a script: an answer step, then the `ai` step, in `sections.main`. */
export function makePlainScript(parts: ScriptParts = {}): PlainObject {
  return {
    version: '1.0.0',
    ...parts.root,
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: { text: 'You are the assistant of Example Bakery.' },
            post_prompt: { text: 'Summarize the call.' },
            ...parts.ai,
            SWAIG: { ...parts.swaig, functions: parts.functions ?? [makeFunction()] },
          },
        },
      ],
    },
  }
}

/** A script document (see `makePlainScript`). */
export function makeScript(parts: ScriptParts = {}): ScriptDoc {
  return docOf(makePlainScript(parts))
}

/** A document from any plain object. */
export function docOf(plain: PlainObject): ScriptDoc {
  const root = fromPlain(plain)
  if (!(root instanceof JsonObject)) throw new Error('a script is an object')
  return makeDoc(root)
}

/** The pointer of function `i` of a script made by `makeScript`. */
export const fnPath = (i: number, ...rest: (string | number)[]): string =>
  ['/sections/main/1/ai/SWAIG/functions', i, ...rest].join('/')

/** Problems of one rule. */
export function problemsOf(doc: ScriptDoc, rule: RuleId, options?: LintOptions): Problem[] {
  return lintScript(doc, options).filter((p) => p.rule === rule)
}

/** Whether a pointer leads to a value of the document. */
export function resolves(doc: ScriptDoc, pointer: string): boolean {
  return getIn(doc.root, fromPointer(pointer, doc.root)) !== undefined
}
