import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import {
  casesFileName,
  describeTraceEvent,
  formatCasesProblem,
  parseCases,
  runCases,
  summarizeResults,
  type CaseResult,
} from '../model/index'
import { readScript, readText, shown } from './files'

/** `swaig-studio test <script> [--cases <file>]`: runs the cases offline. */

interface Failure {
  file: string
  message: string
  line?: number
  column?: number
}

function failed(problems: Failure[], format: 'text' | 'json', out: (s: string) => void): number {
  if (format === 'json') out(JSON.stringify({ ok: false, errors: problems }, null, 2))
  else
    out(
      problems
        .map(
          (p) =>
            `${p.file}${p.line !== undefined ? `:${p.line}:${p.column}` : ''}: error: ${p.message}`,
        )
        .join('\n'),
    )
  return 1
}

function text(script: string, casesFile: string, results: CaseResult[]): string {
  const lines = [
    `${script}: ${results.length} case${results.length === 1 ? '' : 's'} from ${casesFile}`,
  ]
  for (const r of results) {
    lines.push(`  ${r.pass ? '✓' : '✗'} ${r.case.function} › ${r.case.name}`)
    if (r.pass) continue
    for (const f of r.failures) lines.push(`      ${f}`)
    lines.push('      what happened:')
    for (const e of r.simulation.trace) lines.push(`        - ${describeTraceEvent(e)}`)
  }
  for (const s of summarizeResults(results))
    lines.push(
      `${s.function}: ${s.failed === 0 ? 'pass' : 'FAIL'} (${s.passed} passed, ${s.failed} failed)`,
    )
  const bad = results.filter((r) => !r.pass).length
  lines.push(bad === 0 ? `All ${results.length} passed.` : `${bad} of ${results.length} failed.`)
  return lines.join('\n')
}

export async function testCommand(
  script: string,
  casesOption: string | undefined,
  format: 'text' | 'json',
  out: (s: string) => void,
): Promise<number> {
  const casesPath = casesOption ?? join(dirname(script), casesFileName(basename(script)))
  const [name, casesName] = [shown(script), shown(casesPath)]
  const read = await readText(script)
  if (!read.ok)
    return failed([{ file: name, message: `cannot read the script: ${read.message}` }], format, out)
  const parsed = readScript(script, read.text)
  if (!parsed.ok) return failed([{ file: name, ...parsed.error }], format, out)
  if (casesOption === undefined && !existsSync(casesPath))
    return failed(
      [
        {
          file: casesName,
          message: `no test cases: ${casesName} does not exist (save cases beside the script, or give --cases <file>)`,
        },
      ],
      format,
      out,
    )
  const casesText = await readText(casesPath)
  if (!casesText.ok)
    return failed(
      [{ file: casesName, message: `cannot read the test cases: ${casesText.message}` }],
      format,
      out,
    )
  const cases = parseCases(casesText.text)
  if (!cases.ok)
    return failed(
      cases.problems.map((p) => ({
        file: casesName,
        message: formatCasesProblem({ ...p, line: undefined, column: undefined }),
        ...(p.line !== undefined ? { line: p.line, column: p.column } : {}),
      })),
      format,
      out,
    )
  if (cases.file.cases.length === 0)
    return failed(
      [{ file: casesName, message: 'the file has no cases: nothing was tested' }],
      format,
      out,
    )
  const results = await runCases(parsed.doc, cases.file)
  const pass = results.every((r) => r.pass)
  if (format === 'json')
    out(
      JSON.stringify(
        {
          ok: pass,
          script: name,
          cases: casesName,
          functions: summarizeResults(results),
          results: results.map((r) => ({
            function: r.case.function,
            name: r.case.name,
            pass: r.pass,
            failures: r.failures,
            outcome: r.simulation.outcome,
            response: r.simulation.response,
            action: r.simulation.action,
            trace: r.simulation.trace.map(describeTraceEvent),
          })),
        },
        null,
        2,
      ),
    )
  else out(text(name, casesName, results))
  return pass ? 0 : 1
}
