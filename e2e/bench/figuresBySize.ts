/** The figures of one script size: import, keystrokes, heap, edits, switching, scroll, validation. */
import { floorOf, fmt, LARGE, type AddFigure } from './figure'
import type { KeySample } from './measure/keystrokes'
import type { SizeResults } from './results'
import { median, p95 } from './stats'

const of = <T>(runs: T[], f: (run: T) => number) => median(runs.map(f).filter(Number.isFinite))

export function sizeFigures(n: number, s: SizeResults, add: AddFigure): void {
  const g = `${n} functions`
  const base = s.baseline
  const baseImport = of(base, (b) => b.importMs)
  const baseCap = base.find((b) => b.importCappedAt !== undefined)?.importCappedAt
  const baseImportText = Number.isFinite(baseImport)
    ? `${fmt(baseImport)} ms`
    : baseCap
      ? `> ${baseCap / 1000} s`
      : undefined
  if (s.import.length) {
    const v = of(s.import, (i) => i.listForm)
    const ratio = Number.isFinite(baseImport) ? baseImport / v : baseCap ? baseCap / v : NaN
    add({
      group: g,
      label: 'Import → list and form rendered',
      value: v,
      unit: 'ms',
      ...(n === LARGE ? { target: { op: '<=' as const, value: 1000 } } : {}),
      ...(baseImportText
        ? {
            baseline: `${baseImportText} (${Number.isFinite(baseImport) ? '' : '> '}${ratio.toFixed(0)}×)`,
          }
        : {}),
    })
    add({
      group: g,
      label: 'Import → Monaco shows it',
      value: of(s.import, (i) => i.monaco),
      unit: 'ms',
    })
  }
  // The floors measured at this size, run for run beside the app's keystrokes.
  const area = s.textareaFloor
  const bare = s.monacoFloor
  const q = <T extends { samples: KeySample[] }>(
    runs: T[],
    pick: keyof KeySample,
    stat: (v: number[]) => number,
  ) => of(runs, (k) => stat(k.samples.map((x) => x[pick])))
  if (area.length) {
    add({
      group: g,
      label: 'Floor — plain `<textarea>`: keystroke → field p95',
      value: q(area, 'field', p95),
      unit: 'ms',
      note: `p50 ${fmt(q(area, 'field', median))} ms; ${area.map((k) => k.samples.length).join('/')} keystrokes per run`,
    })
    add({
      group: g,
      label: 'Floor — plain `<textarea>`: keystroke → input handled p95',
      value: q(area, 'processing', p95),
      unit: 'ms',
      note: `p50 ${fmt(q(area, 'processing', median))} ms`,
    })
  }
  if (bare.length)
    add({
      group: g,
      label: 'Floor — bare Monaco: keystroke → Monaco shows it p95',
      value: q(bare, 'monaco', p95),
      unit: 'ms',
      note: `p50 ${fmt(q(bare, 'monaco', median))} ms; ${bare.map((k) => k.samples.length).join('/')} keystrokes per run${bare.find((k) => k.stopped) ? ` (${bare.find((k) => k.stopped)!.stopped})` : ''}; longest task while the page loads Monaco and creates its editor ${fmt(of(bare, (k) => k.longestTaskLoading))} ms (of which the editor's creation ${fmt(of(bare, (k) => k.editorCreation))} ms); the script's text set → shown ${fmt(of(bare, (k) => k.textShown))} ms, longest task then ${fmt(of(bare, (k) => k.longestTaskAfterText))} ms`,
    })
  // The issue's targets for keystrokes hold at 10 and at 2,000 functions.
  const keyTargets = n === 10 || n === LARGE
  if (s.keys.length) {
    const field = of(s.keys, (k) => p95(k.samples.map((x) => x.field)))
    const basePs = base.map((b) => p95(b.samples.map((x) => x.field))).filter(Number.isFinite)
    const baseP95 = median(basePs)
    const keyCount = s.keys.map((k) => k.samples.length)
    const stopped = s.keys.find((k) => k.stopped)?.stopped
    add({
      group: g,
      label: 'Keystroke → field p50',
      value: of(s.keys, (k) => median(k.samples.map((x) => x.field))),
      unit: 'ms',
      ...floorOf(q(area, 'field', median), 'textarea'),
      ...(base.length
        ? { baseline: `${fmt(of(base, (b) => median(b.samples.map((x) => x.field))))} ms` }
        : {}),
      note: `${keyCount.join('/')} keystrokes per run${stopped ? ` (${stopped})` : ''}`,
    })
    const areaP95 = q(area, 'field', p95)
    add({
      group: g,
      label: 'Keystroke → field p95',
      value: field,
      unit: 'ms',
      ...floorOf(areaP95, 'textarea'),
      ...(keyTargets
        ? { target: { op: '<=' as const, value: areaP95 + 8, text: 'floor + 8 ms' } }
        : {}),
      ...(Number.isFinite(baseP95)
        ? { baseline: `${fmt(baseP95)} ms (${(baseP95 / field).toFixed(1)}×)` }
        : {}),
    })
    add({
      group: g,
      label: 'Keystroke → input handled p95 (sync work)',
      value: of(s.keys, (k) => p95(k.samples.map((x) => x.processing))),
      unit: 'ms',
      ...floorOf(q(area, 'processing', p95), 'textarea'),
      ...(keyTargets ? { target: { op: '<=' as const, value: 4 } } : {}),
      note: `p50 ${fmt(of(s.keys, (k) => median(k.samples.map((x) => x.processing))))} ms`,
    })
    add({
      group: g,
      label: 'Keystroke → Monaco shows it p50',
      value: of(s.keys, (k) => median(k.samples.map((x) => x.monaco))),
      unit: 'ms',
      ...floorOf(q(bare, 'monaco', median), 'bare Monaco'),
    })
    add({
      group: g,
      label: 'Keystroke → Monaco shows it p95',
      value: of(s.keys, (k) => p95(k.samples.map((x) => x.monaco))),
      unit: 'ms',
      ...floorOf(q(bare, 'monaco', p95), 'bare Monaco'),
      ...(n === LARGE ? { target: { op: '<=' as const, value: 1.5, of: 'ratio' as const } } : {}),
    })
    const ratioTarget = n === 500 ? 25 : n === LARGE ? 100 : undefined
    if (ratioTarget !== undefined)
      add({
        group: g,
        label: 'Baseline ÷ ours, keystroke → field p95',
        value: baseP95 / field,
        unit: '×',
        target: { op: '>=', value: ratioTarget },
        ...(!Number.isFinite(baseP95)
          ? {
              note: baseCap
                ? `baseline import > ${baseCap / 1000} s: no keystroke measured`
                : 'baseline not run',
            }
          : {}),
      })
    add({
      group: g,
      label: 'JS heap after import',
      value: of(s.keys, (k) => k.heapAfterImport),
      unit: 'MB',
      ...(base.length ? { baseline: `${fmt(of(base, (b) => b.heapAfterImport))} MB` } : {}),
    })
    const edits = median(keyCount)
    add({
      group: g,
      label: `JS heap after ${edits} edits`,
      value: of(s.keys, (k) => k.heapAfterEdits),
      unit: 'MB',
      ...(n === LARGE ? { target: { op: '<=' as const, value: 150 } } : {}),
      note: `+${fmt(of(s.keys, (k) => (k.heapAfterEdits - k.heapAfterImport) / Math.max(1, k.samples.length)))} MB per edit`,
    })
  }
  if (s.codeEdit.length)
    add({
      group: g,
      label: 'Monaco edit → form shows it p50',
      value: median(s.codeEdit.map(median)),
      unit: 'ms',
      note: `p95 ${fmt(median(s.codeEdit.map(p95)))} ms; includes the code pane's 250 ms parse pause`,
    })
  if (s.switch.length)
    add({
      group: g,
      label: 'Switch function p95',
      value: median(s.switch.map(p95)),
      unit: 'ms',
      target: { op: '<=', value: 50 },
      note: `p50 ${fmt(median(s.switch.map(median)))} ms`,
    })
  if (s.scroll.length) {
    add({
      group: g,
      label: 'List scroll: long tasks > 50 ms',
      value: of(s.scroll, (x) => x.longTasks),
      unit: '',
      target: { op: '<=', value: 0 },
      note: `longest ${fmt(of(s.scroll, (x) => x.longestTask))} ms; worst frame ${fmt(of(s.scroll, (x) => x.worstFrame))} ms; ${fmt(of(s.scroll, (x) => x.frames))} frames in ${fmt(of(s.scroll, (x) => x.duration))} ms${s.scroll.every((x) => x.reachedEnd) ? '' : '; END NOT REACHED'}`,
    })
  }
  if (s.validation) {
    const v = s.validation
    add({
      group: g,
      label: 'Full validation (Node)',
      value: v.full,
      unit: 'ms',
      note: `parse ${fmt(v.parse)} ms; ${v.problems} problems`,
    })
    add({
      group: g,
      label: 'Incremental validation after an edit p95 (Node)',
      value: v.incrementalP95,
      unit: 'ms',
      target: { op: '<=', value: 5 },
      note: `p50 ${fmt(v.incrementalP50)} ms; code pane text edit after an edit p50 ${fmt(v.codeEditP50)} ms`,
    })
  }
}
