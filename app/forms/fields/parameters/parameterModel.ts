/**
 * Pure edits of JSON-Schema parameter objects: the function's `parameters` and, inside it, any
 * parameter of type object. Names keep their places; `required` follows renames and removals
 * and disappears when it empties. Keys the editor does not know are carried through.
 */
import {
  asStringList,
  isPlainObject,
  moveKey,
  renameKey,
  setKey,
  withUnknownKeys,
  withoutKeys,
  type PlainObject,
} from '../common/plain'

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

const withRequired = (schema: PlainObject, names: string[]): PlainObject =>
  setKey(schema, 'required', names.length > 0 ? names : undefined)

export function setProperty(schema: PlainObject, name: string, value: unknown): PlainObject {
  return setKey(schema, 'properties', setKey(readProperties(schema) ?? {}, name, value))
}

export function renameProperty(schema: PlainObject, from: string, to: string): PlainObject {
  const out = setKey(schema, 'properties', renameKey(readProperties(schema) ?? {}, from, to))
  if (!requiredNames(schema).includes(from)) return out
  return withRequired(
    out,
    requiredNames(schema).map((n) => (n === from ? to : n)),
  )
}

export function removeProperty(schema: PlainObject, name: string): PlainObject {
  const out = setKey(schema, 'properties', withoutKeys(readProperties(schema) ?? {}, [name]))
  if (!requiredNames(schema).includes(name)) return out
  return withRequired(
    out,
    requiredNames(schema).filter((n) => n !== name),
  )
}

export const moveProperty = (schema: PlainObject, name: string, offset: number): PlainObject =>
  setKey(schema, 'properties', moveKey(readProperties(schema) ?? {}, name, offset))

/** Adds or removes `name` in `required` (appended; the key is removed when the list empties). */
export function setRequired(schema: PlainObject, name: string, on: boolean): PlainObject {
  const names = requiredNames(schema).filter((n) => n !== name)
  return withRequired(schema, on ? [...names, name] : names)
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
export const otherRules = (param: PlainObject, nested: boolean): PlainObject =>
  withoutKeys(param, shownKeys(param, nested))

/** `param` with its other rules replaced by `rules` (the shown keys keep their places). */
export const withOtherRules = (param: PlainObject, nested: boolean, rules: unknown): PlainObject =>
  withUnknownKeys(param, shownKeys(param, nested), rules)

/** A new parameter: text, with an empty description for the agent to be told what it is. */
export const newParameter = (): PlainObject => ({ type: 'string', description: '' })

/** Why `name` cannot name a parameter next to `others`, or `null`. */
export function parameterNameProblem(name: string, others: readonly string[]): string | null {
  if (name.trim() === '') return 'Type a name.'
  if (others.includes(name)) return `Another parameter is already called ${name}.`
  return null
}
