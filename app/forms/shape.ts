import { useState } from 'react'

/**
 * Whether two plain JSON values have the same shape: the same keys in the same order, lists of
 * the same length, and leaves of the same kind (text, number, true/false, null). Values of the
 * leaves do not count.
 */
export function sameShape(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
    return a !== null && b !== null && typeof a === typeof b
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const list = b as unknown[]
    return a.length === list.length && a.every((x, i) => sameShape(x, list[i]))
  }
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!
    if (
      k !== kb[i] ||
      !sameShape((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])
    )
      return false
  }
  return true
}

/**
 * The form data to give rjsf: the same object for as long as the shape of `value` stays the
 * same. Every field reads its own value from the store (see `storeFields.tsx` and
 * `useFieldTarget`), so rjsf needs the data only for what it decides from it (which fields
 * exist, which option of an `anyOf` applies): typing in a field then re-renders that field,
 * not the whole form.
 */
export function useShapeOf<T>(value: T): T {
  const [held, setHeld] = useState(value)
  if (held !== value && !sameShape(held, value)) {
    setHeld(value)
    return value
  }
  return held
}
