import { isScalar } from './plainValues'

/** How a value of a key/value editor is typed in. */
export type ValueKind = 'text' | 'number' | 'boolean' | 'null' | 'json'

export const VALUE_KINDS: ReadonlyArray<{ value: ValueKind; label: string }> = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'boolean', label: 'True/false' },
  { value: 'null', label: 'Empty' },
  { value: 'json', label: 'JSON' },
]

export function valueKind(value: unknown): ValueKind {
  if (typeof value === 'string') return 'text'
  if (typeof value === 'number') return 'number'
  if (typeof value === 'boolean') return 'boolean'
  if (value === null) return 'null'
  return 'json'
}

/** `value` converted to `kind`, keeping what can be kept (`"3"` → `3`, `3` → `"3"`). */
export function convertValue(value: unknown, kind: ValueKind): unknown {
  if (kind === valueKind(value)) return value
  const text =
    typeof value === 'string' ? value : isScalar(value) ? String(value) : JSON.stringify(value)
  switch (kind) {
    case 'text':
      return text
    case 'number':
      return Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : 0
    case 'boolean':
      return text === 'true'
    case 'null':
      return null
    case 'json':
      return isScalar(value) ? {} : value
  }
}

/** Why `key` cannot be used next to `others`, or `null`. */
export function keyProblem(key: string, others: readonly string[]): string | null {
  if (key === '') return 'Type a key.'
  if (others.includes(key)) return `${key} is already used.`
  return null
}
