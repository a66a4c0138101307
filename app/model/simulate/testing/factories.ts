import type { JsonObject } from '../../json/values'
import { docOf, makePlainScript, type ScriptParts } from '../../lint/testing/factories'
import type { ScriptDoc } from '../../script/document'
import { Scope } from '../scope'
import { simulateFunction } from '../simulate'
import type { Simulation, SimulationInput } from '../types'
import { treeOf } from '../values'

/** Test helpers: a script around one function, and a run of it. */

type PlainObject = Record<string, unknown>

/** A data_map function named `f` with `overrides` merged in. */
export function dataMapFunction(dataMap: PlainObject, overrides: PlainObject = {}): PlainObject {
  return {
    function: 'f',
    description: 'A function under test.',
    parameters: { type: 'object', properties: { city: { type: 'string' } } },
    data_map: dataMap,
    ...overrides,
  }
}

/** A script holding these functions (and the other parts given). */
export function scriptWith(
  functions: PlainObject[],
  parts: Omit<ScriptParts, 'functions'> = {},
): ScriptDoc {
  return docOf(makePlainScript({ ...parts, functions }))
}

/** Simulates `f` of a script holding only `fn`. */
export function simulate(
  fn: PlainObject,
  input: Partial<SimulationInput> = {},
  parts: Omit<ScriptParts, 'functions'> = {},
): Promise<Simulation> {
  return simulateFunction(scriptWith([fn], parts), String(fn.function), { args: {}, ...input })
}

/** A scope of plain variables. */
export function scopeOf(vars: PlainObject): Scope {
  return new Scope(new Map(Object.entries(vars).map(([k, v]) => [k, treeOf(v)])))
}

/** A tree object from a plain one. */
export const objectTree = (plain: PlainObject): JsonObject => treeOf(plain) as JsonObject

/** The types of the events of a trace, in order. */
export const types = (sim: Simulation) => sim.trace.map((e) => e.type)
