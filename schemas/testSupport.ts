/** Helpers shared by the schema tests. */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import { functionSchema } from './index'
import { SCHEMAS, scriptSchema } from './documentSchemas'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keywords whose values are data, not schemas. */
export const DATA_KEYWORDS = ['examples', 'default', 'const', 'enum']

/** A strict ajv with every schema of the folder registered, so cross-file refs resolve. */
export const strictAjv = (): Ajv => {
  const ajv = new Ajv({ strict: true, allErrors: true })
  for (const { schema } of SCHEMAS) ajv.addSchema(schema)
  return ajv
}

const ajv = strictAjv()
const validatorFor = (id: string): ValidateFunction => {
  const validate = ajv.getSchema(id)
  if (!validate) throw new Error(`schema ${id} not registered`)
  return validate
}
export const validateScript = validatorFor(scriptSchema.$id)
export const validateFunction = validatorFor(functionSchema.$id)

export const errorsOf = (validate: ValidateFunction, data: unknown): ErrorObject[] =>
  validate(data) ? [] : [...(validate.errors ?? [])]

/** Every `$ref` string anywhere in a schema, data keywords excepted. */
export function refsIn(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, into))
  if (!isObject(node)) return into
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') into.push(value)
    else if (!DATA_KEYWORDS.includes(key)) refsIn(value, into)
  }
  return into
}
