/** The printed table (Markdown, ready for the README) and the JSON files of a run. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { fmt, type Figure } from './figures'
import type { Results } from './results'
import type { ProfileSummary } from './measure/profile'

export interface Machine {
  cpu: string
  cores: number
  memoryGB: number
  node: string
  chromium?: string
  playwright: string
  loadAverage: { start: number[]; end?: number[] }
  freeMemoryGB: number
}

export function machine(): Machine {
  let cpu = cpus()[0]?.model ?? 'unknown'
  try {
    const m = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))
    if (m) cpu = m[1]!.trim()
  } catch {
    // not Linux: os.cpus() has it
  }
  let playwright = 'unknown'
  try {
    const pkg = join(
      import.meta.dirname,
      '..',
      '..',
      'node_modules',
      'playwright-core',
      'package.json',
    )
    playwright = (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version
  } catch {
    // left unknown
  }
  return {
    cpu,
    cores: cpus().length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    playwright,
    loadAverage: { start: loadavg().map((l) => Math.round(l * 10) / 10) },
    freeMemoryGB: Math.round((freemem() / 2 ** 30) * 10) / 10,
  }
}

const unit = (f: Figure, v: number) =>
  f.unit === '/s' ? `${fmt(v)}/s` : `${fmt(v)}${f.unit ? ` ${f.unit}` : ''}`

export function table(figures: Figure[]): string {
  const rows = [
    '| Figure | Value | Floor | ÷ floor | Target | Result | rjsf baseline | Note |',
    '| --- | ---: | ---: | ---: | ---: | :---: | ---: | --- |',
  ]
  let group = ''
  for (const f of figures) {
    if (f.group !== group) {
      group = f.group
      rows.push(`| **${group}** | | | | | | | |`)
    }
    const floor = f.floor ? `${unit(f, f.floor.value)} (${f.floor.what})` : ''
    const ratio = f.ratio !== undefined && Number.isFinite(f.ratio) ? `${fmt(f.ratio)}×` : ''
    const result = f.target ? (f.pass === undefined ? 'n/a' : f.pass ? 'pass' : '**FAIL**') : ''
    rows.push(
      `| ${f.label} | ${f.shown ?? unit(f, f.value)} | ${floor} | ${ratio} | ${targetText(f)} | ${result} | ${f.baseline ?? ''} | ${f.note ?? ''} |`,
    )
  }
  return rows.join('\n')
}

function targetText(f: Figure): string {
  const t = f.target
  if (!t) return ''
  const op = t.op === '<=' ? '≤' : '≥'
  if (t.of === 'ratio') return `${op} ${fmt(t.value)}× floor`
  if (t.text)
    return Number.isFinite(t.value) ? `${op} ${t.text} = ${unit(f, t.value)}` : `${op} ${t.text}`
  return `${op} ${unit(f, t.value)}`
}

export function machineLine(m: Machine): string {
  const end = m.loadAverage.end ? ` → ${m.loadAverage.end.join(', ')}` : ''
  return `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB; Node ${m.node}; Chromium ${m.chromium ?? '?'} (headless, Playwright ${m.playwright}); load average ${m.loadAverage.start.join(', ')}${end} (1/5/15 min).`
}

/** Writes bench-results/<name>-<date>.json and <latest>; returns the dated path. */
export function writeJson(
  dir: string,
  name: string,
  latest: string,
  data: { meta: object; figures: Figure[]; results: Results },
): string {
  mkdirSync(dir, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const path = join(dir, `${name}-${stamp}.json`)
  const text = JSON.stringify(
    data,
    (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v),
    2,
  )
  writeFileSync(path, text)
  writeFileSync(join(dir, latest), text)
  return path
}

export function failures(figures: Figure[]): Figure[] {
  return figures.filter((f) => f.target && f.pass === false)
}

/** The CPU profile's summary, as printed after the table. */
export function profileText(p: ProfileSummary & { what: string }): string {
  const pct = (v: number) => `${v.toFixed(1).padStart(5)}%`
  return [
    `\nCPU profile, ${p.what}: main thread busy ${p.busyMs.toFixed(0)} of ${p.totalMs.toFixed(0)} ms (${p.file})`,
    ...p.byGroup.slice(0, 8).map((g) => `  ${pct(g.pct)}  ${g.group}`),
    '  Top self time:',
    ...p.topFunctions.slice(0, 12).map((f) => `  ${pct(f.pct)}  ${f.name}  ${f.where}`),
    '  App code, total time (callees included):',
    ...p.appInclusive.slice(0, 12).map((f) => `  ${pct(f.pct)}  ${f.name}  ${f.where}`),
  ].join('\n')
}
