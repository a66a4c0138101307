/**
 * Checks of the generator, run before every benchmark (and alone with `--self-check`): the
 * same seed gives the same text, another seed another one; the shape the issue asks for; and
 * the script parses and lints clean with the app's model, so the benchmark measures a valid
 * script rather than the Problems panel.
 */
import { strict as assert } from 'node:assert'
import { createLinter, parseScript } from '../../app/model'
import { describeScript, generateScript, generateScriptText, prng } from './generate'

export function selfCheck(sizes: number[], seed: number): string[] {
  const lines: string[] = []
  const a = prng(7)
  const b = prng(7)
  for (let i = 0; i < 100; i++) assert.equal(a(), b(), 'prng is deterministic')
  for (const n of sizes) {
    const text = generateScriptText(n, seed)
    assert.equal(text, generateScriptText(n, seed), `size ${n}: same seed, same text`)
    assert.notEqual(text, generateScriptText(n, seed + 1), `size ${n}: another seed, another text`)
    const d = describeScript(generateScript(n, seed))
    assert.equal(d.functions, n, `size ${n}: function count`)
    assert.equal(d.names, n, `size ${n}: unique function names`)
    assert.ok(d.minParams >= 4 && d.maxParams <= 6, `size ${n}: 4–6 parameters`)
    assert.equal(d.dataMaps, Math.floor(n / 3), `size ${n}: every third function has a data_map`)
    assert.equal(d.languages, 3, `size ${n}: fillers in three languages`)
    const parsed = parseScript(text)
    assert.ok(parsed.ok, `size ${n}: parses`)
    const problems = createLinter().lint(parsed.doc)
    assert.deepEqual(
      problems.map((p) => `${p.rule}: ${p.message}`).slice(0, 5),
      [],
      `size ${n}: lints clean`,
    )
    lines.push(
      `${n} functions: ${(text.length / 1024).toFixed(0)} KB of JSON, ${d.dataMaps} data maps, ${d.minParams}–${d.maxParams} parameters, no problems`,
    )
  }
  return lines
}
