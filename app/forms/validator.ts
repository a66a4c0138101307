import { dereference, validate, type OutputUnit, type Schema } from '@cfworker/json-schema'
import { unescapeToken } from '../model/core'
import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils'

/*
 * The validator rjsf needs to resolve schemas: which `anyOf`/`oneOf` option the data matches,
 * which `if` branch applies. The editor's problems come from its own validation pipeline
 * (app/model/lint, with ajv, loaded after the form), never from here.
 *
 * It is built on `@cfworker/json-schema`, an interpreter of JSON Schema (about 8 KB gzipped),
 * rather than `@rjsf/validator-ajv8`: ajv compiles schemas to code and brings ajv-formats and
 * fast-uri, about 45 KB gzipped on the path to the first form. rjsf hands over sub-schemas whose
 * `$ref`s point into the form's root schema (`#/definitions/…`); each is validated with the
 * root's definitions beside it, resolved against one fixed base URI.
 */

const BASE_URI = new URL('https://swaig-studio.invalid/form-schema')
const DRAFT = '7'

interface Prepared {
  schema: Schema
  lookup: ReturnType<typeof dereference>
}

/** Per root schema, per sub-schema: the schema to run and its `$ref` lookup, made once. */
const prepared = new WeakMap<object, WeakMap<object, Prepared>>()

function prepare(schema: RJSFSchema, rootSchema: RJSFSchema): Prepared {
  let byRoot = prepared.get(rootSchema)
  if (!byRoot) prepared.set(rootSchema, (byRoot = new WeakMap()))
  let ready = byRoot.get(schema)
  if (!ready) {
    const withDefinitions =
      schema === rootSchema || schema.definitions !== undefined || !rootSchema.definitions
        ? schema
        : { ...schema, definitions: rootSchema.definitions }
    const runnable = withDefinitions as Schema
    ready = { schema: runnable, lookup: dereference(runnable, Object.create(null), BASE_URI) }
    byRoot.set(schema, ready)
  }
  return ready
}

/**
 * Form data as JSON: rjsf leaves `undefined` where a field is empty, which the interpreter
 * refuses and ajv treats as absent. An `undefined` property is dropped, an `undefined` item or
 * value reads as `null` (as `JSON.stringify` writes them); the answers then agree with ajv's
 * for every option of our forms (see the test), our schemas never asking for `null` itself.
 */
function asJson(value: unknown): unknown {
  if (value === undefined) return null
  if (Array.isArray(value)) return value.map(asJson)
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = asJson(item)
  return out
}

function run(schema: RJSFSchema, data: unknown, rootSchema: RJSFSchema, shortCircuit: boolean) {
  const { schema: runnable, lookup } = prepare(schema, rootSchema)
  return validate(asJson(data), runnable, DRAFT, lookup, shortCircuit)
}

/** An error of the interpreter as rjsf reports errors (`.a.b` property paths). */
function toRjsfError(unit: OutputUnit): RJSFValidationError {
  const property = unit.instanceLocation
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((part) => `.${unescapeToken(part)}`)
    .join('')
  return {
    name: unit.keyword,
    property,
    message: unit.error,
    schemaPath: unit.keywordLocation,
    stack: `${property} ${unit.error}`.trim(),
  }
}

export const validator: ValidatorType = {
  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    try {
      return run(schema, formData, rootSchema, true).valid
    } catch {
      // A schema the interpreter cannot run (an unresolvable `$ref`): no option matches, as
      // rjsf's own validator answers when it cannot compile one.
      return false
    }
  },

  rawValidation<Result = OutputUnit>(schema: RJSFSchema, formData?: unknown) {
    try {
      return { errors: run(schema, formData, schema, false).errors as Result[] }
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) }
    }
  },

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    const raw = this.rawValidation<OutputUnit>(schema, formData)
    let errors: RJSFValidationError[] = raw.validationError
      ? [
          {
            name: 'schema',
            message: raw.validationError.message,
            stack: raw.validationError.message,
          },
        ]
      : (raw.errors ?? []).filter((unit) => unit.keyword !== 'properties').map(toRjsfError)
    if (transformErrors) errors = transformErrors(errors, uiSchema)
    let result: ValidationData<unknown> = { errors, errorSchema: toErrorSchema(errors) }
    if (customValidate) {
      const handler = customValidate(formData, createErrorHandler(formData), uiSchema)
      result = validationDataMerge(result, unwrapErrorHandler(handler))
    }
    return result
  },
}
