/**
 * The JSON Schemas (draft-07) and rjsf uiSchemas of SWAIG Studio: one source of truth for the
 * forms (rjsf), Monaco's JSON language service and whole-document validation (ajv).
 *
 * - `defs.schema.json` holds the shared definitions; the other files refer to them with
 *   `defs.schema.json#/definitions/<name>`, resolved against their `$id`.
 * - `SCHEMAS` (in `documentSchemas.ts`, with the whole-document schema) lists every schema by
 *   `$id` for registration with ajv (`addSchema`) or Monaco (`schemas: [{ uri: $id, schema }]`).
 *   It is a module of its own so that the forms, which load first, do not carry it.
 * - rjsf resolves only local refs, so forms use `bundleForForm(schema)` (or the ready-made
 *   `*FormSchema` exports), which are self-contained.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import defsJson from './defs.schema.json'
import functionJson from './function.schema.json'
import functionUiJson from './function.uischema.json'
import swaigJson from './swaig.schema.json'
import swaigUiJson from './swaig.uischema.json'

/** A draft-07 schema file of this folder: always has an `$id`. */
export type SchemaDocument = RJSFSchema & { $id: string }

const asSchema = (json: object): SchemaDocument => json as SchemaDocument
const asUiSchema = (json: object): UiSchema => json as UiSchema

/** Shared definitions (`definitions.function`, `fillerMap`, `parameters`, `dataMap`, …). */
export const defsSchema = asSchema(defsJson)
/** Form of one SWAIG function (an item of `ai.SWAIG.functions`). */
export const functionSchema = asSchema(functionJson)
/** Form of the `ai.SWAIG` object without its functions. */
export const swaigSchema = asSchema(swaigJson)

export const functionUiSchema = asUiSchema(functionUiJson)
export const swaigUiSchema = asUiSchema(swaigUiJson)

/** Names used in `ui:field` by the uiSchemas; each needs a custom field registered with rjsf. */
export const UI_FIELDS = [
  'fillers',
  'parameters',
  'dataMap',
  'webHookUrl',
  'keyValue',
  'stringOrInteger',
  'json',
  'nativeFunctions',
  'internalFillers',
] as const
export type UiFieldName = (typeof UI_FIELDS)[number]

/** Names used in `ui:widget`: rjsf built-ins plus the custom `switch`. */
export const UI_WIDGETS = ['switch', 'textarea', 'password', 'hidden'] as const

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const definitionsOf = (schema: JsonObject): JsonObject =>
  isObject(schema.definitions) ? schema.definitions : {}

const DEFS = defsJson as unknown as JsonObject
const DEFS_BASES = new Set(['defs.schema.json', defsSchema.$id])
const DEFINITION_POINTER = /^\/definitions\/([^/]+)$/

/** Built-in function names offered by `native_functions` (the schema accepts others too). */
export const NATIVE_FUNCTION_NAMES: readonly string[] = (() => {
  const items = (definitionsOf(DEFS).nativeFunctions as JsonObject).items as JsonObject
  return items.examples as string[]
})()

/** Internal function names with a described filler map in `internal_fillers`. */
export const INTERNAL_FILLER_NAMES: readonly string[] = Object.keys(
  (definitionsOf(DEFS).internalFillers as JsonObject).properties as JsonObject,
)

/** Keywords whose values are data, not schemas: never rewritten. */
const DATA_KEYWORDS = new Set(['examples', 'default', 'const', 'enum'])

/** Splits a `$ref` into where it points: a local definition, a defs definition, or unsupported. */
function parseRef(ref: string): { source: 'local' | 'defs'; name: string } {
  const hash = ref.indexOf('#')
  const base = hash < 0 ? ref : ref.slice(0, hash)
  const pointer = hash < 0 ? '' : ref.slice(hash + 1)
  const name = DEFINITION_POINTER.exec(pointer)?.[1]
  if (name !== undefined && base === '') return { source: 'local', name }
  if (name !== undefined && DEFS_BASES.has(base)) return { source: 'defs', name }
  throw new Error(`bundleForForm: cannot inline $ref "${ref}"`)
}

function collectLocalRefs(node: Json, into: Set<string>): void {
  if (Array.isArray(node)) node.forEach((item) => collectLocalRefs(item, into))
  if (!isObject(node)) return
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') into.add(parseRef(value).name)
    else if (!DATA_KEYWORDS.has(key)) collectLocalRefs(value, into)
  }
}

/**
 * Returns a self-contained copy of `schema` for rjsf, which resolves only local
 * `#/definitions/...` refs. Every `defs.schema.json#/definitions/x` ref (relative or by full
 * `$id`) becomes `#/definitions/x`, and the definitions it needs are copied in, transitively.
 * A root that is only a `$ref` (like `function.schema.json`) is replaced by its target, so the
 * form root has `properties`. The `$id` is dropped; unused definitions are left out.
 * Pure: the input is not modified. Throws on a ref it cannot inline or on a definition name used
 * by both the schema and the defs.
 */
export function bundleForForm(schema: RJSFSchema): RJSFSchema {
  const source = schema as unknown as JsonObject
  const own = definitionsOf(source)
  const definitions: JsonObject = {}
  const copied = new Set<string>()

  const copyFromDefs = (name: string): void => {
    if (copied.has(name)) return
    if (name in own) throw new Error(`bundleForForm: definition "${name}" is defined twice`)
    const definition = definitionsOf(DEFS)[name]
    if (definition === undefined) throw new Error(`bundleForForm: no definition "${name}" in defs`)
    copied.add(name)
    definitions[name] = rewrite(definition, true)
  }

  // `inDefs`: the node comes from defs.schema.json, so its local refs point into the defs.
  const rewrite = (node: Json, inDefs: boolean): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, inDefs))
    if (!isObject(node)) return node
    const out: JsonObject = {}
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const ref = parseRef(value)
        if (ref.source === 'defs' || inDefs) copyFromDefs(ref.name)
        out[key] = `#/definitions/${ref.name}`
      } else {
        out[key] = DATA_KEYWORDS.has(key) ? value : rewrite(value, inDefs)
      }
    }
    return out
  }

  for (const [name, definition] of Object.entries(own))
    definitions[name] = rewrite(definition, false)
  const { $id: _id, definitions: _definitions, ...rest } = source
  let root = rewrite(rest, false) as JsonObject

  if (typeof root.$ref === 'string') {
    const { $ref, $schema, ...annotations } = root
    const target = definitions[parseRef($ref).name]
    if (isObject(target))
      root = { ...($schema === undefined ? {} : { $schema }), ...target, ...annotations }
  }

  const needed = new Set<string>()
  collectLocalRefs(root, needed)
  for (const name of needed) collectLocalRefs(definitions[name] ?? null, needed)
  const kept = Object.fromEntries(Object.entries(definitions).filter(([name]) => needed.has(name)))
  const bundled = Object.keys(kept).length > 0 ? { ...root, definitions: kept } : root
  return bundled as unknown as RJSFSchema
}

/** Self-contained schema of the function form. */
export const functionFormSchema = bundleForForm(functionSchema)
/** Self-contained schema of the SWAIG settings form. */
export const swaigFormSchema = bundleForForm(swaigSchema)

/** Each form: its source schema, its self-contained form schema and its uiSchema. */
export const FORMS = {
  function: { schema: functionSchema, formSchema: functionFormSchema, uiSchema: functionUiSchema },
  swaig: { schema: swaigSchema, formSchema: swaigFormSchema, uiSchema: swaigUiSchema },
} as const
export type FormName = keyof typeof FORMS
