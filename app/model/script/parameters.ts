/**
 * A function's parameters (and the deprecated `argument`) as a JSON-Schema object: what the
 * parameter builder shows, and its edits as JSON Patch operations. Names keep their places;
 * `required` follows renames and removals and disappears when it empties. Keys the builder does
 * not know are carried through.
 */
import { childPointer, moveKeyOps, setAt, setOtherKeysOps, valueAt } from '../patch/builders'
import type { PatchOp } from '../patch/operations'
import { toJsonValue } from '../patch/operations'
import { isObject, type JsonValue } from '../json/values'
import { toPlain } from '../json/plain'

import { asStringList, isPlainObject, type PlainObject } from '../json/plainValues'

export const PARAMETER_TYPES = [
  'string',
  'integer',
  'number',
  'boolean',
  'array',
  'object',
] as const

export const TYPE_LABELS: Record<string, string> = {
  string: 'Text (string)',
  integer: 'Whole number (integer)',
  number: 'Number (number)',
  boolean: 'Yes or no (boolean)',
  array: 'List (array)',
  object: 'Group of fields (object)',
  null: 'Empty (null)',
}

/** The named parameters of an object schema, or `undefined` when they cannot be shown. */
export function readProperties(schema: PlainObject): PlainObject | undefined {
  if (schema.properties === undefined) return {}
  return isPlainObject(schema.properties) ? schema.properties : undefined
}

/** The names in `required` (a bare string counts as one name). */
export const requiredNames = (schema: PlainObject): string[] => asStringList(schema.required)

/** Names listed as required that have no parameter. */
export function missingRequired(schema: PlainObject): string[] {
  const properties = readProperties(schema) ?? {}
  return requiredNames(schema).filter((name) => !Object.hasOwn(properties, name))
}

/**
 * The keys the form shows for one parameter: `type` (when it is one name), `description`,
 * `enum` and `default`, plus its nested shape (`items`, or `properties` and `required`) when the
 * parameter is shallow enough to be edited as a form.
 */
export function shownKeys(param: PlainObject, nested: boolean): Set<string> {
  const keys = new Set(['description', 'enum', 'default'])
  if (param.type === undefined || typeof param.type === 'string') keys.add('type')
  if (nested && param.type === 'array' && (param.items === undefined || isPlainObject(param.items)))
    keys.add('items')
  if (nested && param.type === 'object' && readProperties(param) !== undefined) {
    keys.add('properties')
    keys.add('required')
  }
  return keys
}

/** The keys of a parameter the form does not show (kept and edited as JSON). */
export function otherRules(param: PlainObject, nested: boolean): PlainObject {
  const shown = shownKeys(param, nested)
  return Object.fromEntries(Object.entries(param).filter(([k]) => !shown.has(k)))
}

/** A new parameter: text, with an empty description for the agent to be told what it is. */
export const newParameter = (): PlainObject => ({ type: 'string', description: '' })

/** Why `name` cannot name a parameter next to `others`, or `null`. */
export function parameterNameProblem(name: string, others: readonly string[]): string | null {
  if (name.trim() === '') return 'Type a name.'
  if (others.includes(name)) return `Another parameter is already called ${name}.`
  return null
}

/*
 * Edits. `schema` is the pointer of an object schema (the function's `parameters`, or a
 * parameter of type object); each builder reads the document as it is now (`root`).
 */

const requiredAt = (root: JsonValue, schema: string) =>
  valueAt(root, childPointer(schema, 'required'))

/** The operations that put `names` in `required` (removing it when empty). */
function writeRequired(root: JsonValue, schema: string, names: string[]): PatchOp[] {
  return setAt(root, childPointer(schema, 'required'), names.length > 0 ? names : undefined)
}

/** Makes the value at `schema` an object schema (`"type": "object"`) when it is not one yet. */
export function objectSchemaOps(root: JsonValue, schema: string): PatchOp[] {
  const value = valueAt(root, schema)
  if (value === undefined) return setAt(root, schema, { type: 'object', properties: {} })
  if (isObject(value) && value.get('type') === undefined)
    return [{ op: 'add', path: childPointer(schema, 'type'), value: 'object' }]
  return []
}

export function addPropertyOps(root: JsonValue, schema: string, name: string, value: unknown) {
  return setAt(root, childPointer(childPointer(schema, 'properties'), name), value)
}

/** Renames a parameter in its place, and in `required`. */
export function renamePropertyOps(root: JsonValue, schema: string, from: string, to: string) {
  const properties = childPointer(schema, 'properties')
  const ops: PatchOp[] = [
    { op: 'move', from: childPointer(properties, from), path: childPointer(properties, to) },
  ]
  const required = requiredAt(root, schema)
  if (typeof required === 'string' && required === from)
    ops.push({ op: 'replace', path: childPointer(schema, 'required'), value: to })
  else if (Array.isArray(required)) {
    const at = required.indexOf(from)
    if (at >= 0)
      ops.push({ op: 'replace', path: `${childPointer(schema, 'required')}/${at}`, value: to })
  }
  return ops
}

/** Removes a parameter, and its name from `required` (`required` goes when it empties). */
export function removePropertyOps(root: JsonValue, schema: string, name: string): PatchOp[] {
  const ops: PatchOp[] = [
    { op: 'remove', path: childPointer(childPointer(schema, 'properties'), name) },
  ]
  return [...ops, ...requiredWithout(root, schema, name)]
}

function requiredWithout(root: JsonValue, schema: string, name: string): PatchOp[] {
  const required = requiredAt(root, schema)
  const names = asStringList(required)
  if (!names.includes(name)) return []
  if (Array.isArray(required) && names.length > 1)
    return [{ op: 'remove', path: `${childPointer(schema, 'required')}/${required.indexOf(name)}` }]
  return writeRequired(
    root,
    schema,
    names.filter((n) => n !== name),
  )
}

/** Adds `name` to `required` (appended) or takes it out (the key goes when it empties). */
export function setRequiredOps(root: JsonValue, schema: string, name: string, on: boolean) {
  if (!on) return requiredWithout(root, schema, name)
  const required = requiredAt(root, schema)
  if (asStringList(required).includes(name)) return []
  if (Array.isArray(required))
    return [{ op: 'add', path: `${childPointer(schema, 'required')}/-`, value: name } as PatchOp]
  return writeRequired(root, schema, [...asStringList(required), name])
}

export const movePropertyOps = (root: JsonValue, schema: string, name: string, offset: number) =>
  moveKeyOps(root, childPointer(schema, 'properties'), name, offset)

/** Replaces the rules of a parameter that the form does not show with `rules`. */
export function setOtherRulesOps(root: JsonValue, param: string, nested: boolean, rules: unknown) {
  const current = valueAt(root, param)
  if (!isObject(current)) return []
  const shown = shownKeys(toPlain(current) as PlainObject, nested)
  const next = toJsonValue(isPlainObject(rules) ? rules : {})
  return isObject(next) ? setOtherKeysOps(root, param, shown, next) : []
}
