import type { JsonObject } from '../../json/values'
import type { ScriptContext } from '../context'
import type { LocalProblem } from '../problems'

/**
 * A function-level rule: a pure function of one function node, its label for messages
 * (`Function "name"`) and the script context. Problem paths are relative to the function.
 */
export type FunctionRule = (fn: JsonObject, label: string, ctx: ScriptContext) => LocalProblem[]
