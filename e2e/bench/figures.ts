/**
 * The figures of a run, each with its target (from the issue) and pass/fail: medians over runs,
 * p95 within a run for latencies, and ratios to the single-Form rjsf baseline where asked.
 */
import { floorOf, fmt, judge, LARGE, type Figure } from './figure'
import { sizeFigures } from './figuresBySize'
import type { Results } from './results'
import { median, p95 } from './stats'

export type { Figure } from './figure'
export { fmt } from './figure'

export function computeFigures(r: Results, sizes: number[]): Figure[] {
  const out: Figure[] = []
  const add = (f: Figure) => void out.push(judge(f))
  const of = <T>(runs: T[], f: (run: T) => number) => median(runs.map(f).filter(Number.isFinite))

  if (r.size) {
    const s = r.size
    add({
      group: 'Bundle',
      label: 'Initial JS before Monaco (gzip)',
      value: s.initialJs,
      unit: 'KB',
      target: { op: '<=', value: 150 },
      note: `${s.raw.initialJs.toFixed(0)} KB raw; CSS ${s.initialCss.toFixed(1)} KB gzip`,
    })
    add({
      group: 'Bundle',
      label: 'Monaco chunks (gzip, lazy)',
      value: s.monacoJs,
      unit: 'KB',
      note: `${s.raw.monacoJs.toFixed(0)} KB raw; CSS ${s.monacoCss.toFixed(1)} KB gzip`,
    })
    add({ group: 'Bundle', label: 'Monaco workers (gzip)', value: s.workers, unit: 'KB' })
  }
  const form = r.floors.form
  if (form.length)
    add({
      group: 'Cold load',
      label: 'Floor — one-form page (the function form alone): navigation → form usable',
      value: of(form, (l) => l.formUsable),
      unit: 'ms',
      note: `first contentful paint ${fmt(of(form, (l) => l.firstContentfulPaint))} ms; ${of(form, (l) => l.fields).toFixed(0)} form controls; longest task ${fmt(of(form, (l) => l.longestTask))} ms; ${r.floors.formJs ? `JS ${fmt(r.floors.formJs.gzip)} KB gzip (${fmt(r.floors.formJs.raw)} KB raw)` : ''}`,
    })
  if (r.load.length) {
    add({
      group: 'Cold load',
      label: 'Navigation → form usable',
      value: of(r.load, (l) => l.formUsable),
      unit: 'ms',
      ...floorOf(
        of(form, (l) => l.formUsable),
        'one form',
      ),
      target: { op: '<=', value: 1.5, of: 'ratio' },
      note: `first contentful paint ${of(r.load, (l) => l.firstContentfulPaint).toFixed(0)} ms; ${of(r.load, (l) => l.formFields).toFixed(0)} form controls`,
    })
    add({
      group: 'Cold load',
      label: 'Navigation → Monaco shows the script',
      value: of(r.load, (l) => l.monacoShown),
      unit: 'ms',
      note: `Monaco chunk loaded at ${of(r.load, (l) => l.monacoChunkLoaded).toFixed(0)} ms`,
    })
    add({
      group: 'Cold load',
      label: 'Longest main-thread task while Monaco loads (form blocked)',
      value: of(r.load, (l) => l.longestTaskWhileMonacoLoads),
      unit: 'ms',
      target: { op: '<=', value: 50 },
      note: `total blocking ${of(r.load, (l) => l.blockingWhileMonacoLoads).toFixed(0)} ms; form usable before Monaco in ${r.load.filter((l) => l.formUsable < l.monacoShown).length}/${r.load.length} runs`,
    })
  }

  for (const n of sizes) if (r.sizes[n]) sizeFigures(n, r.sizes[n]!, add)
  const input = r.floors.input
  if (input.length) {
    const p = (pick: 'field' | 'processing', q: (v: number[]) => number) =>
      fmt(of(input, (k) => q(k.samples.map((x) => x[pick]))))
    add({
      group: 'Floors',
      label: 'Plain `<input>`: keystroke → field p95',
      value: of(input, (k) => p95(k.samples.map((x) => x.field))),
      unit: 'ms',
      note: `p50 ${p('field', median)} ms; input handled p95 ${p('processing', p95)} ms, p50 ${p('processing', median)} ms; ${input.map((k) => k.samples.length).join('/')} keystrokes per run`,
    })
  }

  const small = r.sizes[Math.min(...sizes)]
  const large = r.sizes[LARGE]
  if (small?.keys.length && large?.keys.length && Math.min(...sizes) < LARGE) {
    for (const [label, pick] of [
      ['field', 'field'],
      ['Monaco', 'monaco'],
    ] as const) {
      const a = median(small.keys.map((k) => p95(k.samples.map((x) => x[pick]))))
      const b = median(large.keys.map((k) => p95(k.samples.map((x) => x[pick]))))
      add({
        group: 'Scaling',
        label: `Keystroke → ${label} p95, ${LARGE} ÷ ${Math.min(...sizes)} functions`,
        value: b / a,
        unit: '×',
        target: { op: '<=', value: 1.5 },
      })
    }
  }
  if (r.tokens) {
    const t = r.tokens
    const rounds = (v: number[]) => v.map((x) => fmt(x)).join(', ')
    add({
      group: 'Token service',
      label: 'JWT creations per second (50 connections)',
      value: t.creationsPerSec,
      unit: '/s',
      note: `rounds ${rounds(t.rounds.creations)}; latency p50 ${t.latencyP50} ms, p99 ${t.latencyP99} ms; non-2xx ${t.non2xx}, errors ${t.errors}`,
    })
    add({
      group: 'Token service',
      label: 'HTTP ceiling: responses per second of a server doing no work',
      value: t.httpCeilingPerSec,
      unit: '/s',
      note: `same load, rounds alternating with the service: ${rounds(t.rounds.ceiling)}`,
    })
    add({
      group: 'Token service',
      label: 'Creations ÷ HTTP ceiling',
      value: t.creationsPerSec / t.httpCeilingPerSec,
      unit: '',
      target: { op: '>=', value: 0.5 },
      note: 'each creation checks Basic auth, signs two tokens (HMAC-SHA512) and records the pair',
    })
    if (t.cpuPerCreationUs !== null && t.cpuPerCeilingUs !== null)
      add({
        group: 'Token service',
        label: 'Server CPU per creation',
        value: t.cpuPerCreationUs,
        unit: 'µs',
        note: `the no-work server: ${fmt(t.cpuPerCeilingUs)} µs per answer (ratio ${fmt(t.cpuPerCeilingUs / t.cpuPerCreationUs)})`,
      })
    add({
      group: 'Token service',
      label: 'Memory per 10,000 live sessions',
      value: t.memoryPer10kSessions / 1e6,
      unit: 'MB',
      note: `heap held by the store; ${fmt(t.bytesPerRecord)} bytes per further record (a refresh)`,
    })
  }
  return out
}
