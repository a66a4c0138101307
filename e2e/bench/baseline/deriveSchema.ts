import type { RJSFSchema } from '@rjsf/utils'

/**
 * A JSON Schema that mirrors one document exactly, for the baseline's single rjsf Form: every
 * object lists its own keys as `properties`, every array is a tuple of its items' own schemas,
 * and every literal has its type. So the Form shows each value of the document once, as the
 * rjsf playground shows a document with a matching schema. (The app's whole-script schema
 * cannot be used here: rjsf's change handling recurses without end on its recursive
 * `parameter` definition — "Maximum call stack size exceeded" on the first keystroke.)
 */
export function deriveSchema(value: unknown): RJSFSchema {
  if (value === null) return { type: 'null' }
  if (Array.isArray(value))
    return value.length === 0
      ? { type: 'array', items: {} }
      : { type: 'array', items: value.map(deriveSchema), additionalItems: false }
  switch (typeof value) {
    case 'string':
      return { type: 'string' }
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' }
    case 'boolean':
      return { type: 'boolean' }
    case 'object':
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, deriveSchema(v)]),
        ),
      }
    default:
      return {}
  }
}
