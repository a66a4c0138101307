import type { ErrorObject } from 'ajv'
import { asNumber, asString, type JsonValue } from '../../json/values'
import { fromPointer, getIn, type JsonPath } from '../../script/path'
import { kindOf, typeWords } from '../describe'
import { looseLiteral } from '../literal'
import { problem, type LocalProblem } from '../problems'
import { WHOLE_TEMPLATE } from '../templates'
import { validators, type SchemaNode } from './validators'

/** Names a location for a person: `Function "f": data_map.webhooks[0]`, `ai.params.x`. */
export type Subject = (at: JsonPath) => string

/**
 * Turns ajv's errors into problems a person can act on. `data` is the tree value that was
 * validated (its plain view, rather); paths are relative to it.
 *
 * - `if` errors are dropped, and so are errors a lint rule reports better (missing name or
 *   description, parameters type, parameter types, wait_file_loops).
 * - A failed `anyOf` becomes either the errors of the branch whose type fits the value, or
 *   one "must be X or Y" problem.
 * - A type error on a string that reads as the expected boolean or number (`"true"`, `"2500"`)
 *   is `stringly-typed` (warning, with a fix); a whole-string template (`${…}`) where a boolean
 *   or number is expected is no problem at all, as the platform and SignalWire's schema accept it;
 *   `0`/`1` where a boolean is expected is a `schema` warning with the same fix.
 */
export function mapSchemaErrors(
  errors: readonly ErrorObject[],
  data: JsonValue,
  subject: Subject,
): LocalProblem[] {
  const kept = errors.filter((e) => e.keyword !== 'if' && !coveredByLint(e))
  const { dropped, unions } = resolveAnyOf(kept)
  const out: LocalProblem[] = []
  for (const e of kept) {
    if (dropped.has(e)) continue
    const at = fromPointer(e.instancePath, data)
    const p = describeError(e, at, getIn(data, at), subject, unions.get(e))
    if (p) out.push(p)
  }
  return out
}

const node = (parent: SchemaNode | undefined, ...keys: string[]): SchemaNode | undefined =>
  keys.reduce<SchemaNode | undefined>((n, k) => n?.[k] as SchemaNode | undefined, parent)

/** Whether a lint rule reports this error already (recognised by the schema node, by identity). */
function coveredByLint(e: ErrorObject): boolean {
  const { defs } = validators()
  const ps = e.parentSchema as SchemaNode | undefined
  const fn = defs.function
  const params = defs.parameters
  const loops = node(fn, 'properties', 'wait_file_loops')
  const missing = e.params.missingProperty as unknown
  if (ps === node(fn, 'else')) return true // missing-description
  if (ps === fn && e.keyword === 'required' && missing === 'function') return true // missing-name
  if (ps === node(fn, 'properties', 'function')) return true // missing-name
  if (ps === node(params, 'properties', 'type')) return true // parameters-type-not-object
  if (ps === node(defs.parameter, 'properties', 'type')) return true // unknown-parameter-type
  if (ps === loops || (loops?.anyOf as unknown[] | undefined)?.includes(ps)) return true
  if (ps === params && e.keyword === 'required' && missing === 'type') return true
  if (ps === params && e.keyword === 'type')
    return e.instancePath.endsWith('/parameters') || e.data === 'none' // or deprecated-argument
  return false
}

function fitsType(type: unknown, v: unknown): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(v)
    case 'number':
      return typeof v === 'number'
    case 'array':
      return Array.isArray(v)
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v)
    case 'null':
      return v === null
    default:
      return typeof v === type
  }
}

/** Which errors an `anyOf` explains, and the types of an `anyOf` no branch of which fits. */
function resolveAnyOf(errors: readonly ErrorObject[]) {
  const dropped = new Set<ErrorObject>()
  const unions = new Map<ErrorObject, string[]>()
  for (const a of errors) {
    if (a.keyword !== 'anyOf') continue
    const prefix = `${a.schemaPath}/`
    const children = errors.filter(
      (e) =>
        e !== a &&
        e.schemaPath.startsWith(prefix) &&
        (e.instancePath === a.instancePath || e.instancePath.startsWith(`${a.instancePath}/`)),
    )
    const branches = (Array.isArray(a.schema) ? a.schema : []) as (SchemaNode | undefined)[]
    const fit = branches.findIndex((b) => fitsType(b?.type, a.data))
    if (fit >= 0) {
      dropped.add(a)
      for (const c of children) if (!c.schemaPath.startsWith(`${prefix}${fit}/`)) dropped.add(c)
    } else {
      children.forEach((c) => dropped.add(c))
      unions.set(
        a,
        branches.map((b) => b?.type).filter((t): t is string => typeof t === 'string'),
      )
    }
  }
  return { dropped, unions }
}

const MISSING_HINT: Record<string, string> = {
  url: 'the address to call',
  response: 'the text given back to the agent',
  string: 'the text to test, such as ${args.city}',
  pattern: 'the regular expression to test it against',
  output: 'the answer given when the pattern matches',
  input_key: 'where the list is in the reply',
  output_key: 'the name of the collected text',
  append: 'the text added for each element',
  properties: 'the inputs by name ({} when the function takes none)',
  prompt: "the agent's instructions (prompt.text)",
  sections: 'the named lists of steps, with main',
  main: 'the steps run when the call starts',
  functions: 'the names of the functions to fetch',
  dest: 'where the call goes',
  steps: 'the steps of this stage of the conversation',
  name: 'its name',
  hint: 'the word or phrase to listen for',
  replace: 'the text to replace',
  with: 'how to say it',
}

function emptyHint(at: JsonPath): string {
  const last = at[at.length - 1]
  if (last === 'data_map') return 'add expressions, webhooks or an output, or remove the data_map'
  if (at[at.length - 2] === 'action') return 'name what to do, such as {"say": "…"}, or remove it'
  if (at[0] === 'sections') return 'say what the step does, such as {"answer": {}}, or remove it'
  return 'fill it in or remove it'
}

function describeError(
  e: ErrorObject,
  at: JsonPath,
  value: JsonValue | undefined,
  subject: Subject,
  union: string[] | undefined,
): LocalProblem | undefined {
  const where = subject(at)
  const say = (message: string) => problem('schema', at, message)
  switch (e.keyword) {
    case 'type':
      return typeProblem(at, value, ([] as string[]).concat(e.params.type as string), where)
    case 'anyOf':
      if (union && union.length > 0) return typeProblem(at, value, union, where)
      return say(`${where} is ${kindOf(value)}, which fits none of the allowed forms`)
    case 'required': {
      const key = String(e.params.missingProperty)
      return say(`${where} has no ${key} — add ${MISSING_HINT[key] ?? 'it'}`)
    }
    case 'enum': {
      const allowed = (e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v))
      return say(`${where} is ${kindOf(value)} — use one of ${allowed.join(', ')}`)
    }
    case 'const':
      return say(
        `${where} is ${kindOf(value)} — it must be ${JSON.stringify(e.params.allowedValue)}`,
      )
    case 'minProperties':
      return say(`${where} is empty — ${emptyHint(at)}`)
    case 'maxProperties': {
      const keys = Object.keys((e.data ?? {}) as object)
      return say(
        `${where} has ${keys.length} keys (${keys.join(', ')}) but a step does one thing — split it into one step per key`,
      )
    }
    case 'minLength':
      return say(`${where} is empty — fill it in`)
    case 'minimum':
    case 'maximum': {
      // Out of range: the platform takes the value but may clamp or ignore it.
      const ps = e.parentSchema as { minimum?: number; maximum?: number } | undefined
      const range =
        ps?.minimum !== undefined && ps.maximum !== undefined
          ? `from ${ps.minimum} to ${ps.maximum}`
          : e.keyword === 'minimum'
            ? `of at least ${ps?.minimum}`
            : `of at most ${ps?.maximum}`
      return {
        ...say(`${where} is ${asNumber(value)} — use a value ${range}`),
        severity: 'warning',
      }
    }
    default:
      return say(`${where} ${e.message ?? 'does not fit the schema'}`)
  }
}

function typeProblem(
  at: JsonPath,
  value: JsonValue | undefined,
  expected: string[],
  where: string,
): LocalProblem | undefined {
  const text = asString(value)
  const scalar = expected.some((t) => t === 'boolean' || t === 'integer' || t === 'number')
  if (text !== undefined && scalar && WHOLE_TEMPLATE.test(text)) return undefined
  const literal = value === undefined ? undefined : looseLiteral(value, expected)
  const wanted = typeWords(expected)
  if (literal !== undefined && text !== undefined)
    return problem(
      'stringly-typed',
      at,
      `${where} is written as text (${JSON.stringify(text)}) where ${wanted} is expected — the platform accepts it, but write it as ${literal}`,
      { kind: 'write-as', literal, label: `Write as ${literal}` },
    )
  if (literal !== undefined)
    return {
      ...problem(
        'schema',
        at,
        `${where} is the number ${asNumber(value)} where ${wanted} is expected — write it as ${literal}`,
        { kind: 'write-as', literal, label: `Write as ${literal}` },
      ),
      severity: 'warning',
    }
  return problem('schema', at, `${where} must be ${wanted}, not ${kindOf(value)}`)
}
