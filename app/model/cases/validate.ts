import { parseJson } from '../json/parseJson'
import { toPlain } from '../json/plain'
import type { JsonPath } from '../json/pointer'
import { CASES_FORMAT, CASES_VERSION, type CasesFile } from './format'
import { locateInJson } from './locate'

/**
 * Reading a test file (`<name>.tests.json`): every problem is said in plain words with where it
 * is (a path such as `cases[2].expect.outcome`, and a line and column in the text). Nothing is
 * half-read: a file with problems is refused as a whole, so a run never uses a case it misread.
 */
export interface CasesProblem {
  /** Where, as people read it: `cases[2].expect`. */
  where: string
  path: JsonPath
  message: string
  line?: number
  column?: number
}

export type CasesResult = { ok: true; file: CasesFile } | { ok: false; problems: CasesProblem[] }

const OUTCOMES = ['output', 'fallback', 'error']
const CASE_KEYS = [
  'function',
  'name',
  'args',
  'call',
  'globalData',
  'metaData',
  'replies',
  'expect',
]
const EXPECT_KEYS = ['outcome', 'response', 'responseContains', 'actions']
const REPLY_KEYS = ['url', 'method', 'status', 'headers', 'body', 'error']

type Plain = unknown
const isRecord = (v: Plain): v is Record<string, Plain> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const kind = (v: Plain) =>
  v === undefined
    ? 'missing'
    : v === null
      ? 'null'
      : Array.isArray(v)
        ? 'a list'
        : typeof v === 'object'
          ? 'an object'
          : typeof v === 'string'
            ? 'text'
            : `a ${typeof v}`

function where(path: JsonPath): string {
  let s = ''
  for (const step of path)
    s += typeof step === 'number' ? `[${step}]` : s === '' ? step : `.${step}`
  return s === '' ? 'the file' : s
}

class Checker {
  readonly problems: CasesProblem[] = []
  add(path: JsonPath, message: string): void {
    this.problems.push({ where: where(path), path, message })
  }
  object(v: Plain, path: JsonPath, what: string): v is Record<string, Plain> {
    if (isRecord(v)) return true
    this.add(path, `${what} must be an object, not ${kind(v)}`)
    return false
  }
  text(v: Plain, path: JsonPath, what: string, nonEmpty = false): boolean {
    if (typeof v === 'string' && (!nonEmpty || v.trim() !== '')) return true
    this.add(
      path,
      typeof v === 'string' ? `${what} is empty` : `${what} must be text, not ${kind(v)}`,
    )
    return false
  }
  known(obj: Record<string, Plain>, keys: string[], path: JsonPath, what: string): void {
    for (const k of Object.keys(obj))
      if (!keys.includes(k))
        this.add([...path, k], `"${k}" is not a field of ${what} (fields: ${keys.join(', ')})`)
  }
}

/** Checks a parsed test file (a plain JSON value). */
export function validateCases(value: Plain): CasesResult {
  const c = new Checker()
  if (!isRecord(value)) {
    c.add(
      [],
      `A test file is an object such as {"format": "${CASES_FORMAT}", "version": ${CASES_VERSION}, "cases": []}, not ${kind(value)}`,
    )
    return { ok: false, problems: c.problems }
  }
  if (value.format !== CASES_FORMAT)
    c.add(['format'], `"format" must be "${CASES_FORMAT}" (is this a SWAIG Studio test file?)`)
  const version = value.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    c.add(
      ['version'],
      `"version" must be a whole number from 1; this SWAIG Studio writes ${CASES_VERSION}`,
    )
  else if (version > CASES_VERSION)
    return {
      ok: false,
      problems: [
        {
          where: 'version',
          path: ['version'],
          message: `This file was written by a newer SWAIG Studio (format version ${version}; this one reads up to ${CASES_VERSION}); update SWAIG Studio to read it`,
        },
      ],
    }
  c.known(value, ['$schema', 'format', 'version', 'cases', 'samples'], [], 'a test file')
  if (!Array.isArray(value.cases))
    c.add(
      ['cases'],
      `"cases" must be a list, not ${value.cases === undefined ? 'missing' : kind(value.cases)}`,
    )
  else {
    const seen = new Map<string, number>()
    value.cases.forEach((tc, i) => {
      checkCase(c, tc, ['cases', i])
      if (isRecord(tc) && typeof tc.function === 'string' && typeof tc.name === 'string') {
        const key = `${tc.function}\u0000${tc.name}`
        const first = seen.get(key)
        if (first !== undefined)
          c.add(
            ['cases', i, 'name'],
            `cases[${first}] of ${tc.function} is also named "${tc.name}": give each case of a function its own name`,
          )
        else seen.set(key, i)
      }
    })
  }
  if (value.samples !== undefined && c.object(value.samples, ['samples'], '"samples"'))
    for (const [fn, list] of Object.entries(value.samples)) checkReplies(c, list, ['samples', fn])
  return c.problems.length > 0
    ? { ok: false, problems: c.problems }
    : { ok: true, file: value as unknown as CasesFile }
}

function checkCase(c: Checker, tc: Plain, path: JsonPath): void {
  if (!c.object(tc, path, 'A case')) return
  c.known(tc, CASE_KEYS, path, 'a case')
  c.text(tc.function, [...path, 'function'], '"function" (the name of the function to run)', true)
  c.text(tc.name, [...path, 'name'], '"name"', true)
  if (tc.args !== undefined) c.object(tc.args, [...path, 'args'], '"args"')
  for (const k of ['call', 'globalData', 'metaData'])
    if (tc[k] !== undefined) c.object(tc[k], [...path, k], `"${k}"`)
  if (tc.replies !== undefined) checkReplies(c, tc.replies, [...path, 'replies'])
  const ex = tc.expect
  if (ex === undefined) {
    c.add(
      path,
      'The case has no "expect": say what must happen (outcome, response, responseContains or actions)',
    )
    return
  }
  if (!c.object(ex, [...path, 'expect'], '"expect"')) return
  c.known(ex, EXPECT_KEYS, [...path, 'expect'], '"expect"')
  if (!EXPECT_KEYS.some((k) => ex[k] !== undefined))
    c.add([...path, 'expect'], `"expect" is empty: give at least one of ${EXPECT_KEYS.join(', ')}`)
  if (ex.outcome !== undefined && !OUTCOMES.includes(ex.outcome as string))
    c.add([...path, 'expect', 'outcome'], `"outcome" must be one of ${OUTCOMES.join(', ')}`)
  if (ex.response !== undefined) c.text(ex.response, [...path, 'expect', 'response'], '"response"')
  const contains = ex.responseContains
  if (
    contains !== undefined &&
    typeof contains !== 'string' &&
    !(Array.isArray(contains) && contains.every((s) => typeof s === 'string'))
  )
    c.add(
      [...path, 'expect', 'responseContains'],
      '"responseContains" must be text or a list of texts',
    )
  if (
    ex.actions !== undefined &&
    !(Array.isArray(ex.actions) && ex.actions.every((s) => typeof s === 'string' && s !== ''))
  )
    c.add(
      [...path, 'expect', 'actions'],
      '"actions" must be a list of action kinds, such as ["say", "SWML"]',
    )
}

function checkReplies(c: Checker, list: Plain, path: JsonPath): void {
  if (!Array.isArray(list)) {
    c.add(path, `replies must be a list, not ${kind(list)}`)
    return
  }
  list.forEach((r, i) => {
    const at = [...path, i]
    if (!c.object(r, at, 'A reply')) return
    c.known(r, REPLY_KEYS, at, 'a reply')
    if (r.url !== undefined) c.text(r.url, [...at, 'url'], '"url"')
    if (r.method !== undefined) c.text(r.method, [...at, 'method'], '"method"')
    if (
      r.status !== undefined &&
      !(Number.isInteger(r.status) && (r.status as number) >= 100 && (r.status as number) <= 599)
    )
      c.add([...at, 'status'], '"status" must be an HTTP status from 100 to 599')
    if (r.headers !== undefined && c.object(r.headers, [...at, 'headers'], '"headers"'))
      for (const [k, v] of Object.entries(r.headers))
        if (typeof v !== 'string') c.add([...at, 'headers', k], `header "${k}" must be text`)
    if (r.error !== undefined && r.error !== 'network' && r.error !== 'timeout')
      c.add([...at, 'error'], '"error" must be "network" or "timeout"')
  })
}

/** Reads a test file's text: JSON syntax errors and format problems, each with line and column. */
export function parseCases(text: string): CasesResult {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  const parsed = parseJson(text)
  if (!parsed.ok)
    return {
      ok: false,
      problems: [
        {
          where: 'the file',
          path: [],
          message: `The test file is not valid JSON: ${parsed.error.message}`,
          line: parsed.error.line,
          column: parsed.error.column,
        },
      ],
    }
  const result = validateCases(toPlain(parsed.value))
  if (result.ok) return result
  return {
    ok: false,
    problems: result.problems.map((p) => ({ ...p, ...locateInJson(text, p.path) })),
  }
}

/** A problem as one line: `line 4, column 7: cases[0].expect: …`. */
export function formatCasesProblem(p: CasesProblem): string {
  const at = p.line !== undefined ? `line ${p.line}, column ${p.column}: ` : ''
  return `${at}${p.where}: ${p.message}`
}
