import type { ErrorSchema } from '@rjsf/utils'

export interface NestedError {
  /** Where, as readable steps below the field (`city › type`). */
  where: string
  message: string
}

/**
 * The problems reported below a field (not on the field itself, which the field template
 * shows), flattened in document order, so a custom field can list them.
 */
export function nestedErrors(schema: ErrorSchema | undefined, path: string[] = []): NestedError[] {
  if (!schema || typeof schema !== 'object') return []
  const out: NestedError[] = []
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === '__errors') {
      if (path.length > 0 && Array.isArray(value))
        for (const message of value) out.push({ where: path.join(' › '), message: String(message) })
    } else if (value && typeof value === 'object') {
      out.push(...nestedErrors(value as ErrorSchema, [...path, key]))
    }
  }
  return out
}
