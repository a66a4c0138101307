/**
 * `npm run bench`: SWAIG Studio's performance benchmark (see e2e/bench/README.md). Builds the
 * app and the rjsf baseline page, serves both with `vite preview`, drives headless Chromium
 * with Playwright, times everything with the page's own clock, prints a Markdown table with
 * each target's pass/fail and writes the figures to bench-results/. Exits 0 when targets fail
 * (it reports; `--strict` exits 1), and 1 when a measurement could not run.
 */
import { join } from 'node:path'
import { loadavg } from 'node:os'
import type { Browser } from '@playwright/test'
import { computeFigures } from './figures'
import { benchScript } from './generate'
import { baselineRun } from './measure/baseline'
import { codeEditRun } from './measure/codeEdit'
import { composition } from './measure/composition'
import {
  bareMonacoRun,
  codePaneBox,
  DEFAULT_CODE_BOX,
  formFloorRun,
  plainInputRun,
  type Box,
} from './measure/floors'
import { importRun } from './measure/import'
import { keystrokeRun } from './measure/keystrokes'
import { loadRun } from './measure/load'
import { profileColdLoad, profileKeystrokes, profileSwitches } from './measure/profile'
import { scrollRun } from './measure/scroll'
import { measureSizes, pageJs } from './measure/size'
import { switchRun } from './measure/switching'
import { measureTokens } from './measure/tokens'
import { measureValidation } from './measure/validation'
import { parseOptions, runs, type BenchOptions } from './options'
import { freshPage, launch, openApp } from './page/session'
import { failures, machine, machineLine, profileText, table, writeJson } from './report'
import { emptySize, type Results } from './results'
import { selfCheck } from './selfCheck'
import {
  APP_DIST,
  buildApp,
  buildBaseline,
  buildFloors,
  FLOORS_DIST,
  previewApp,
  previewBaseline,
  previewFloors,
  RESULTS,
  stopAll,
  type Server,
} from './servers'

const log = (line: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`)

async function main(o: BenchOptions): Promise<number> {
  if (o.selfCheck) {
    for (const line of selfCheck(o.sizes, o.seed)) console.log(line)
    return 0
  }
  const started = Date.now()
  const m = machine()
  const results: Results = {
    load: [],
    floors: { form: [], input: [] },
    sizes: {},
    profiles: [],
    errors: [],
  }
  const step = async (name: string, f: () => Promise<void>) => {
    const t = Date.now()
    try {
      await f()
      log(`${name}: done in ${((Date.now() - t) / 1000).toFixed(1)} s`)
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
      results.errors.push({ step: name, message })
      console.error(`[bench] ${name} FAILED: ${message}`)
    }
  }

  for (const line of selfCheck(o.sizes, o.seed)) log(`generator: ${line}`)
  const scripts = o.sizes.map((n) => benchScript(n, o.seed))
  for (const n of o.sizes) results.sizes[n] = emptySize()
  const useBaseline = runs(o, 'baseline') && o.baselineSizes.some((n) => o.sizes.includes(n))
  const useFloors = runs(o, 'floors')

  if (o.build) {
    await step('build', async () => {
      await buildApp()
      if (useBaseline) await buildBaseline()
      if (useFloors) await buildFloors()
    })
    if (results.errors.length) return finish(o, m, results, started)
  }
  if (runs(o, 'size'))
    await step('bundle sizes', async () => {
      const sizes = measureSizes(APP_DIST)
      results.size = { ...sizes, composition: await composition(APP_DIST, sizes.files.initial[0]!) }
    })
  if (runs(o, 'validation'))
    for (const s of scripts)
      await step(`validation ${s.size}`, async () => {
        results.sizes[s.size]!.validation = measureValidation(
          s.text,
          o.smoke ? 1 : 5,
          o.smoke ? 5 : 50,
        )
      })
  if (runs(o, 'tokens'))
    await step('token service', async () => {
      results.tokens = await measureTokens(o.tokenSeconds, o.smoke ? 1 : 2)
    })

  let app: Server | undefined
  let base: Server | undefined
  let floorsServer: Server | undefined
  let browser: Browser | undefined
  let codeBox: Box = DEFAULT_CODE_BOX
  await step('servers and browser', async () => {
    app = await previewApp()
    if (useBaseline) base = await previewBaseline()
    if (useFloors) {
      floorsServer = await previewFloors()
      results.floors.formJs = pageJs(FLOORS_DIST, 'form.html')
    }
    browser = await launch()
    m.chromium = browser.version()
    // One look at the app first: when it does not render, no page measurement can run. The
    // bare Monaco page takes the size of the app's code pane.
    const { context, page } = await freshPage(browser, app.url)
    try {
      await openApp(page)
      codeBox = await codePaneBox(page)
      results.floors.codeBox = codeBox
    } finally {
      await context.close()
    }
  })
  if (browser && app && !results.errors.some((e) => e.step === 'servers and browser')) {
    const b = browser
    const url = app.url
    const repeat = async (name: string, count: number, f: (i: number) => Promise<void>) =>
      step(name, async () => {
        for (let i = 0; i < count; i++) await f(i)
      })
    const floorsUrl = (floorsServer as Server | undefined)?.url
    // Each floor is measured run for run beside the figure it stands by (the machine's load
    // moves): a cold load of the app, then one of the one-form page; an app keystroke run at a
    // size, then the bare pages' runs at that size.
    const loads = Math.max(o.runs, o.smoke ? 1 : 5)
    for (let i = 0; i < loads; i++) {
      const of = `${i + 1}/${loads}`
      if (runs(o, 'load'))
        await step(`cold load ${of}`, async () => {
          results.load.push(await loadRun(b, url))
        })
      if (floorsUrl)
        await step(`floor: one-form page, cold load ${of}`, async () => {
          results.floors.form.push(await formFloorRun(b, floorsUrl))
        })
    }
    for (const [index, s] of scripts.entries()) {
      const r = results.sizes[s.size]!
      const big = s.size >= 1000
      const capMs = (big ? 150 : 300) * 1000
      if (runs(o, 'import'))
        await repeat(`import ${s.size}`, o.runs, async () => {
          r.import.push(await importRun(b, url, 'app', s))
        })
      for (let i = 0; i < o.runs; i++) {
        const of = `${s.size}, ${i + 1}/${o.runs}`
        if (runs(o, 'keys'))
          await step(`keystrokes ${of}`, async () => {
            r.keys.push(
              await keystrokeRun(b, url, s, {
                keys: o.keystrokes,
                interval: o.keyInterval,
                capMs,
                heapCapMB: 3000,
              }),
            )
            log(
              `  ${r.keys.at(-1)!.samples.length} keystrokes${r.keys.at(-1)!.stopped ? ` (${r.keys.at(-1)!.stopped})` : ''}`,
            )
          })
        if (!floorsUrl) continue
        await step(`floor: bare Monaco ${of}`, async () => {
          r.monacoFloor.push(
            await bareMonacoRun(b, floorsUrl, s, {
              keys: o.floorKeys,
              interval: o.keyInterval,
              box: codeBox,
              capMs,
            }),
          )
        })
        await step(`floor: plain text area${index === 0 ? ' and input' : ''} ${of}`, async () => {
          const plain = await plainInputRun(b, floorsUrl, s, {
            keys: o.floorKeys,
            interval: o.keyInterval,
            input: index === 0,
          })
          r.textareaFloor.push(plain.textarea)
          if (plain.input) results.floors.input.push(plain.input)
        })
      }
      if (runs(o, 'code'))
        await repeat(`Monaco edit → form ${s.size}`, o.runs, async () => {
          r.codeEdit.push(await codeEditRun(b, url, s, o.codeEdits))
        })
      if (runs(o, 'switch'))
        await repeat(`switch function ${s.size}`, o.runs, async () => {
          r.switch.push(await switchRun(b, url, s, o.switches))
        })
      if (runs(o, 'scroll'))
        await repeat(`list scroll ${s.size}`, o.runs, async () => {
          r.scroll.push(await scrollRun(b, url, s))
        })
    }
    if (base && useBaseline)
      for (const s of scripts.filter((x) => o.baselineSizes.includes(x.size))) {
        const baseUrl = base.url
        // The baseline is slow by design: one run at the largest size.
        const count = s.size >= 1000 ? 1 : o.runs
        await repeat(`rjsf baseline ${s.size}`, count, async () => {
          const run = await baselineRun(b, baseUrl, s, {
            keys: o.baselineKeys(s.size),
            interval: o.keyInterval,
            capMs: o.baselineCapS * 1000,
          })
          results.sizes[s.size]!.baseline.push(run)
          log(
            `  import ${Number.isFinite(run.importMs) ? `${run.importMs.toFixed(0)} ms` : `> ${o.baselineCapS} s`}, ${run.samples.length} keystrokes, ${run.fields} fields`,
          )
        })
      }
    if (runs(o, 'profile')) {
      const s = scripts[scripts.length - 1]!
      const out = (name: string) => join(RESULTS, `${name}.cpuprofile`)
      await step(`CPU profile of keystrokes at ${s.size}`, async () => {
        const p = await profileKeystrokes(b, url, s, {
          keys: o.profileKeys,
          interval: o.keyInterval,
          dist: APP_DIST,
          out: out(`keystrokes-${s.size}`),
        })
        results.profiles.push({ ...p, what: `${p.keys} keystrokes at ${s.size} functions` })
      })
      await step('CPU profile of a cold load', async () => {
        const p = await profileColdLoad(b, url, { dist: APP_DIST, out: out('cold-load') })
        results.profiles.push({ ...p, what: 'a cold load, until Monaco shows the script' })
      })
      await step(`CPU profile of function switches at ${s.size}`, async () => {
        const p = await profileSwitches(b, url, s, {
          switches: o.switches,
          dist: APP_DIST,
          out: out(`switches-${s.size}`),
        })
        results.profiles.push({
          ...p,
          what: `${o.switches} function switches at ${s.size} functions`,
        })
      })
    }
  }
  await (browser as Browser | undefined)?.close()
  app?.stop()
  base?.stop()
  floorsServer?.stop()
  return finish(o, m, results, started)
}

function finish(
  o: BenchOptions,
  m: ReturnType<typeof machine>,
  results: Results,
  started: number,
): number {
  m.loadAverage.end = loadavg().map((l) => Math.round(l * 10) / 10)
  const figures = computeFigures(results, o.sizes)
  console.log(`\n${machineLine(m)}\n`)
  console.log(table(figures))
  for (const p of results.profiles) console.log(profileText(p))
  const meta = {
    date: new Date().toISOString(),
    seconds: (Date.now() - started) / 1000,
    machine: m,
    options: { ...o, baselineKeys: o.sizes.map((n) => [n, o.baselineKeys(n)]) },
  }
  const path = writeJson(
    RESULTS,
    o.smoke ? 'smoke' : 'bench',
    o.smoke ? 'smoke-latest.json' : 'latest.json',
    { meta, figures, results },
  )
  const failed = failures(figures)
  console.log(
    `\n${figures.filter((f) => f.target).length - failed.length} targets pass, ${failed.length} fail; ${results.errors.length} measurement errors. Figures: ${path} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  )
  if (results.errors.length) return 1
  return o.strict && failed.length ? 1 : 0
}

main(parseOptions(process.argv.slice(2)))
  .then((code) => {
    stopAll()
    process.exit(code)
  })
  .catch((error: unknown) => {
    console.error(error)
    stopAll()
    process.exit(1)
  })
