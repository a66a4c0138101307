import { isPlainObject, type PlainObject } from '../json/plainValues'

/** How one language's phrases are shown. */
export type PhrasesView =
  /** A list of texts (a bare string counts as a list of one; written back as a list on edit). */
  | { kind: 'list'; phrases: string[] }
  /** Anything else (numbers, objects…): edited as JSON, kept as it is. */
  | { kind: 'other'; value: unknown }

export function phrasesView(value: unknown): PhrasesView {
  if (typeof value === 'string') return { kind: 'list', phrases: [value] }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return { kind: 'list', phrases: value }
  return { kind: 'other', value }
}

/** A filler map as a plain object, or `undefined` when the value is not a map (edit as JSON). */
export const asFillerMap = (value: unknown): PlainObject | undefined =>
  value === undefined ? {} : isPlainObject(value) ? value : undefined

/** The map to write: an emptied map removes the key (`undefined`). */
export const fillerMapOrNothing = (map: PlainObject): PlainObject | undefined =>
  Object.keys(map).length === 0 ? undefined : map
