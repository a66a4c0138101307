import { lintScript, type Problem, type Severity } from '../model/index'
import { locate, readScript, readText, shown } from './files'

/** `swaig-studio lint <script…>`: the editor's problems, as text or JSON. */

interface LocatedProblem extends Problem {
  line: number
  column: number
}

interface FileReport {
  file: string
  /** Whether the file could be read as a script. */
  ok: boolean
  /** Why it could not, where. */
  error?: { message: string; line?: number; column?: number }
  /** Reading notes (a byte order mark dropped, a duplicate key). */
  warnings: { message: string; line: number; column: number }[]
  problems: LocatedProblem[]
}

async function lintFile(file: string): Promise<FileReport> {
  const read = await readText(file)
  if (!read.ok)
    return {
      file,
      ok: false,
      error: { message: `cannot read the file: ${read.message}` },
      warnings: [],
      problems: [],
    }
  const parsed = readScript(file, read.text)
  if (!parsed.ok) return { file, ok: false, error: { ...parsed.error }, warnings: [], problems: [] }
  const problems = lintScript(parsed.doc).map((p) => ({
    ...p,
    ...locate(parsed.doc, read.text, parsed.format, p.path),
  }))
  return { file, ok: true, warnings: parsed.warnings.map((w) => ({ ...w })), problems }
}

const WORD: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'note' }

function text(reports: FileReport[]): string {
  const lines: string[] = []
  const count: Record<Severity, number> = { error: 0, warning: 0, info: 0 }
  let unreadable = 0
  for (const r of reports) {
    const name = shown(r.file)
    if (r.error) {
      unreadable++
      const at = r.error.line !== undefined ? `:${r.error.line}:${r.error.column}` : ''
      lines.push(`${name}${at}: error: ${r.error.message}`)
      continue
    }
    for (const w of r.warnings) lines.push(`${name}:${w.line}:${w.column}: warning: ${w.message}`)
    for (const p of r.problems) {
      count[p.severity]++
      lines.push(`${name}:${p.line}:${p.column}: ${WORD[p.severity]}: ${p.message} [${p.rule}]`)
    }
  }
  const total = count.error + count.warning + count.info
  const files = `${reports.length} file${reports.length === 1 ? '' : 's'}`
  lines.push(
    total === 0 && unreadable === 0
      ? `No problems in ${files}.`
      : `${total} problem${total === 1 ? '' : 's'} (${count.error} error${count.error === 1 ? '' : 's'}, ${count.warning} warning${count.warning === 1 ? '' : 's'}, ${count.info} note${count.info === 1 ? '' : 's'}) in ${files}${unreadable ? `; ${unreadable} could not be read` : ''}.`,
  )
  return lines.join('\n')
}

/** Runs the command; returns the exit status (1 when a file has an error or cannot be read). */
export async function lintCommand(
  files: string[],
  format: 'text' | 'json',
  out: (s: string) => void,
): Promise<number> {
  const reports: FileReport[] = []
  for (const f of files) reports.push(await lintFile(f))
  out(
    format === 'json'
      ? JSON.stringify(
          reports.map((r) => ({ ...r, file: shown(r.file) })),
          null,
          2,
        )
      : text(reports),
  )
  return reports.some((r) => !r.ok || r.problems.some((p) => p.severity === 'error')) ? 1 : 0
}
