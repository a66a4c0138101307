/**
 * The whole-document schema and the list of every schema, for whole-document validation (ajv,
 * in the linter) and Monaco's JSON language service. Both load lazily in the app; the forms
 * need only `index.ts`.
 */
import { defsSchema, functionSchema, swaigSchema, type SchemaDocument } from '.'
import scriptJson from './script.schema.json'

/** The whole SWML document, for Monaco and whole-document validation. */
export const scriptSchema = scriptJson as SchemaDocument

/** Every schema, by `$id`, for ajv and Monaco. The defs come first. */
export const SCHEMAS: ReadonlyArray<{ $id: string; schema: SchemaDocument }> = [
  defsSchema,
  functionSchema,
  swaigSchema,
  scriptSchema,
].map((schema) => ({ $id: schema.$id, schema }))
