/**
 * Validation, measured in Node on the same model code the page runs (`app/model`: in the
 * production build the page exposes no module to import, and the lint pipeline is pure
 * TypeScript). Full: a fresh `createLinter().lint(doc)` — JSON Schema (ajv) and lint rules over
 * the whole script. Incremental: the same linter after one edit made with the model's
 * `setFunctionField` (a character added to one function's description), as `useLinting` runs it
 * after each change (its own loop, after a warm-up). Also what the code pane computes after such
 * an edit (info): the text edit that turns the old JSON into the new (`textEdit`).
 */
import {
  createLinter,
  getFunctions,
  parseScript,
  serializeScript,
  textEdit,
  toPlain,
  setFunctionField,
  type ScriptDoc,
} from '../../../app/model'
import { median, p95 } from '../stats'

export interface ValidationResult {
  parse: number
  full: number
  /** Problems found in the generated script (expected: none). */
  problems: number
  incrementalP50: number
  incrementalP95: number
  /** The code pane's text edit after an edit to the document. */
  codeEditP50: number
}

function parse(text: string): ScriptDoc {
  const r = parseScript(text)
  if (!r.ok) throw new Error(`generated script does not parse: ${r.error.message}`)
  return r.doc
}

/** `doc` with one more character at the end of function `index`'s description. */
function editDescription(doc: ScriptDoc, index: number, ch: string): ScriptDoc {
  const fn = toPlain(getFunctions(doc.root)[index]!) as Record<string, unknown>
  return setFunctionField(doc, index, 'description', `${String(fn.description)}${ch}`)
}

function time<T>(f: () => T): { ms: number; value: T } {
  const t = performance.now()
  const value = f()
  return { ms: performance.now() - t, value }
}

export function measureValidation(text: string, runs: number, edits: number): ValidationResult {
  // Warm-up (JIT, ajv's compiled validators) on a copy, so the figures are steady-state.
  const warm = parse(text)
  createLinter().lint(warm)
  serializeScript(warm, 'json')

  const parses: number[] = []
  const fulls: number[] = []
  let doc = warm
  let problems = 0
  for (let r = 0; r < runs; r++) {
    const p = time(() => parse(text))
    parses.push(p.ms)
    doc = p.value
    const f = time(() => createLinter().lint(doc))
    fulls.push(f.ms)
    problems = f.value.length
  }

  const linter = createLinter()
  linter.lint(doc)
  serializeScript(doc, 'json')
  const count = getFunctions(doc.root).length
  // Typing in one function a while, then in another: most edits hit the same function.
  const edit = (d: ScriptDoc, i: number) =>
    editDescription(d, (Math.floor(i / 5) * 37) % count, 'abcdefghij'[i % 10]!)
  // Lint and serialisation in separate loops, so neither's garbage is collected in the other's
  // figure; the first edits warm the incremental path up (JIT) and are not counted.
  const warmUp = Math.min(10, edits)
  const incremental: number[] = []
  for (let i = 0; i < warmUp + edits; i++) {
    doc = edit(doc, i)
    const ms = time(() => linter.lint(doc)).ms
    if (i >= warmUp) incremental.push(ms)
  }
  const codeEdits: number[] = []
  for (let i = 0; i < warmUp + edits; i++) {
    const before = doc
    doc = edit(doc, i)
    const ms = time(() => textEdit(before.root, doc.root)).ms
    if (i >= warmUp) codeEdits.push(ms)
  }
  return {
    parse: median(parses),
    full: median(fulls),
    problems,
    incrementalP50: median(incremental),
    incrementalP95: p95(incremental),
    codeEditP50: median(codeEdits),
  }
}
