import Ajv, { type ValidateFunction } from 'ajv'
import { defsSchema } from '../../../../schemas'
import { SCHEMAS, scriptSchema } from '../../../../schemas/documentSchemas'

/**
 * The compiled JSON Schemas, built once, on first use (compiling costs tens of milliseconds,
 * which an app that never validates should not pay at start-up).
 */
export interface Validators {
  /** The whole document (`script.schema.json`). */
  readonly script: ValidateFunction
  /** One item of `SWAIG.functions` (`defs.schema.json#/definitions/function`). */
  readonly fn: ValidateFunction
  /** The definitions of `defs.schema.json`, to recognise where an error comes from. */
  readonly defs: Readonly<Record<string, SchemaNode>>
}

/** A schema object as ajv reports it in `parentSchema` (compared by identity). */
export type SchemaNode = { readonly [key: string]: unknown }

let compiled: Validators | undefined

/** The validators, compiled on first call. `verbose` gives errors their data and schema. */
export function validators(): Validators {
  if (compiled) return compiled
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true })
  for (const { schema } of SCHEMAS) ajv.addSchema(schema)
  const get = (id: string): ValidateFunction => {
    const validate = ajv.getSchema(id)
    if (!validate) throw new Error(`JSON Schema ${id} is not registered`)
    return validate
  }
  compiled = {
    script: get(scriptSchema.$id),
    fn: get(`${defsSchema.$id}#/definitions/function`),
    defs: (defsSchema as unknown as { definitions: Record<string, SchemaNode> }).definitions,
  }
  return compiled
}
