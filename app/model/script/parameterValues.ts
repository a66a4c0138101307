/** Values of a parameter's `enum` and `default`, as the parameter builder reads and writes them. */

/** A string, number, boolean or null: a value one text input can show. */
const isScalar = (value: unknown): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** Whether the allowed values can be edited one per line (scalars without line breaks). */
export const enumFitsLines = (values: unknown): values is Array<string | number | boolean | null> =>
  Array.isArray(values) &&
  values.every((v) => isScalar(v) && !(typeof v === 'string' && v.includes('\n')))

export const enumToText = (values: ReadonlyArray<string | number | boolean | null>): string =>
  values.map((v) => (v === null ? 'null' : String(v))).join('\n')

/** One typed line as a value of a parameter of `type` (numbers and yes/no as such). */
export function valueForType(text: string, type: unknown): string | number | boolean | null {
  if (
    (type === 'integer' || type === 'number') &&
    text.trim() !== '' &&
    Number.isFinite(Number(text))
  )
    return Number(text)
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true'
  if (type === 'null' && text === 'null') return null
  return text
}

/** The lines of the allowed-values box as values (blank lines ignored); `undefined` when none. */
export function textToEnum(text: string, type: unknown): unknown[] | undefined {
  const values = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => valueForType(line, type))
  return values.length > 0 ? values : undefined
}

/** Why `text` is not a valid default of a parameter of `type`, or `null`. */
export function defaultProblem(text: string, type: unknown): string | null {
  if (text === '') return null
  if (type === 'integer' && !/^-?\d+$/.test(text.trim())) return 'Type a whole number.'
  if (type === 'number' && !Number.isFinite(Number(text))) return 'Type a number.'
  return null
}
