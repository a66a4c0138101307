import { asNumber, isArray, isObject, type JsonObject, type JsonValue } from '../json/values'

/**
 * The variables a template reads, and the lookup of a path among them (`weather[0].description`,
 * `main.temp`, `array.0.lat`). Dotted and indexed paths are agreed by every source.
 */

/** Names that always mean the documented variable, whatever a reply holds. */
export const RESERVED_VARIABLES = ['args', 'input', 'global_data', 'meta_data', 'this'] as const

export class Scope {
  private readonly vars: ReadonlyMap<string, JsonValue>
  constructor(vars: ReadonlyMap<string, JsonValue> = new Map()) {
    this.vars = vars
  }

  /** A scope with these variables added (over the ones already there). */
  with(entries: Iterable<readonly [string, JsonValue]>): Scope {
    const next = new Map(this.vars)
    for (const [k, v] of entries) next.set(k, v)
    return new Scope(next)
  }

  /** A scope with an object's keys as variables, the reserved names left as they were. */
  withKeysOf(obj: JsonObject): Scope {
    const next = new Map(this.vars)
    for (const e of obj.entries)
      if (!(RESERVED_VARIABLES as readonly string[]).includes(e.key) || !next.has(e.key))
        next.set(e.key, e.value)
    return new Scope(next)
  }

  get(name: string): JsonValue | undefined {
    return this.vars.get(name)
  }

  names(): string[] {
    return [...this.vars.keys()]
  }
}

/** A path: a root name, then keys and indexes. `undefined` when the text is not a plain path. */
export function parsePath(text: string): (string | number)[] | undefined {
  const t = text.trim()
  if (!/^[A-Za-z_$][\w$-]*(?:\.[\w$-]+|\[\s*\d+\s*\])*$/.test(t)) return undefined
  const steps: (string | number)[] = []
  for (const m of t.matchAll(/([^.[\]]+)|\[\s*(\d+)\s*\]/g)) {
    if (m[2] !== undefined) steps.push(Number(m[2]))
    else steps.push(m[1]!)
  }
  return steps
}

/** The value at a parsed path, or `undefined` where it leads nowhere. */
export function lookup(scope: Scope, steps: readonly (string | number)[]): JsonValue | undefined {
  const [root, ...rest] = steps
  if (typeof root !== 'string') return undefined
  let v = scope.get(root)
  for (const step of rest) {
    if (v === undefined) return undefined
    v = child(v, step)
  }
  return v
}

/** A key or index of a value; a digit key also indexes an array (`array.0`). */
export function child(v: JsonValue, step: string | number): JsonValue | undefined {
  if (isArray(v)) {
    const i = typeof step === 'number' ? step : /^\d+$/.test(step) ? Number(step) : -1
    return i >= 0 && i < v.length ? v[i] : undefined
  }
  if (isObject(v)) return v.get(String(step))
  return undefined
}

/** The value at a dotted path inside a value (`foreach.input_key`: `data.products`). */
export function valueAt(root: JsonValue, path: string): JsonValue | undefined {
  const steps = parsePath(`_.${path}`)
  if (!steps) return undefined
  let v: JsonValue | undefined = root
  for (const step of steps.slice(1)) {
    if (v === undefined) return undefined
    v = child(v, step)
  }
  return v
}

/** An integer from a number or a string of digits. */
export function integerOf(v: JsonValue | undefined): number | undefined {
  const n = asNumber(v) ?? (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : undefined)
  return n !== undefined && Number.isInteger(n) ? n : undefined
}
