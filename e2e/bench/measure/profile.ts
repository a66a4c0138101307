/**
 * Where the time goes: CDP `Profiler` CPU profiles of the keystroke path (typing into function
 * 1's description at the largest size), of a cold load (navigation until Monaco shows the
 * script) and of function switches at the largest size, each summarised as self time per function (mapped
 * to the sources through the build's hidden source maps when `source-map-js` is there) and per
 * package or app folder. The raw profile is saved for DevTools (Performance › Load profile).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import type { SourceMapConsumer } from 'source-map-js'
import { freshPage, loadScript, openApp, settle, waitForMonaco } from '../page/session'
import { groupOf } from './composition'
import { typeAndMeasure } from './keystrokes'
import { switchTo } from './switching'

interface ProfileNode {
  id: number
  children?: number[]
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

export interface ProfileSummary {
  keys: number
  totalMs: number
  /** Share of the profile the page's main thread was busy (not idle). */
  busyMs: number
  topFunctions: { name: string; where: string; selfMs: number; pct: number }[]
  /** App functions (not packages) by total time, callees included. */
  appInclusive: { name: string; where: string; totalMs: number; pct: number }[]
  byGroup: { group: string; selfMs: number; pct: number }[]
  file: string
}

type Mapper = (
  url: string,
  line: number,
  column: number,
) => { source: string; line: number; name?: string } | null

async function sourceMapper(dist: string): Promise<Mapper> {
  let SMC: typeof SourceMapConsumer | undefined
  try {
    SMC = (await import('source-map-js')).SourceMapConsumer
  } catch {
    SMC = undefined
  }
  const consumers = new Map<string, InstanceType<NonNullable<typeof SMC>> | null>()
  return (url, line, column) => {
    const m = /\/(assets\/[^/?#]+\.js)/.exec(url)
    if (!SMC || !m) return null
    const file = m[1]!
    if (!consumers.has(file)) {
      const path = join(dist, `${file}.map`)
      consumers.set(file, existsSync(path) ? new SMC(JSON.parse(readFileSync(path, 'utf8'))) : null)
    }
    const pos = consumers.get(file)?.originalPositionFor({ line: line + 1, column })
    if (!pos?.source) return null
    return { source: pos.source, line: pos.line ?? 0, ...(pos.name ? { name: pos.name } : {}) }
  }
}

/** `node_modules/x/…` or `app/…` rather than a path relative to the build. */
const shortSource = (source: string) =>
  source.replace(/^.*?(node_modules\/)/, '$1').replace(/^(\.\.\/)+/, '')

export function summarizeProfile(
  profile: CpuProfile,
  map: Mapper,
  keys: number,
  file: string,
): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  )
  const totalMs = (profile.endTime - profile.startTime) / 1000
  const fns = new Map<string, { name: string; where: string; selfMs: number }>()
  const groups = new Map<string, number>()
  let idle = 0
  for (const [id, ms] of self) {
    const cf = byId.get(id)!.callFrame
    if (cf.functionName === '(idle)') {
      idle += ms
      continue
    }
    const mapped = cf.url ? map(cf.url, cf.lineNumber, cf.columnNumber) : null
    const where = mapped
      ? `${shortSource(mapped.source)}:${mapped.line}`
      : cf.url
        ? `${cf.url.replace(/^https?:\/\/[^/]+\//, '')}:${cf.lineNumber + 1}`
        : '(native)'
    const name = cf.functionName || '(anonymous)'
    const key = `${name} ${where}`
    const e = fns.get(key) ?? {
      name: mapped?.name ? `${name} (${mapped.name})` : name,
      where,
      selfMs: 0,
    }
    e.selfMs += ms
    fns.set(key, e)
    const group = mapped ? groupOf(mapped.source) : cf.url ? 'other scripts' : name
    groups.set(group, (groups.get(group) ?? 0) + ms)
  }
  const busyMs = totalMs - idle
  const pct = (ms: number) => (100 * ms) / Math.max(busyMs, 1)

  // Inclusive time of the app's own functions: each sample counts once per function on its stack.
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const appKey = new Map<number, { key: string; name: string; where: string } | null>()
  const keyOf = (id: number) => {
    if (!appKey.has(id)) {
      const cf = byId.get(id)!.callFrame
      const mapped = cf.url ? map(cf.url, cf.lineNumber, cf.columnNumber) : null
      const src = mapped && shortSource(mapped.source)
      appKey.set(
        id,
        src && !src.includes('node_modules/') && /(^|\/)(app|schemas)\//.test(src)
          ? {
              key: `${cf.functionName}@${src}:${mapped!.line}`,
              name: mapped!.name ?? (cf.functionName || '(anonymous)'),
              where: `${src}:${mapped!.line}`,
            }
          : null,
      )
    }
    return appKey.get(id)!
  }
  const inclusive = new Map<string, { name: string; where: string; totalMs: number }>()
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const seen = new Set<string>()
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const k = keyOf(n)
      if (!k || seen.has(k.key)) continue
      seen.add(k.key)
      const e = inclusive.get(k.key) ?? { name: k.name, where: k.where, totalMs: 0 }
      e.totalMs += ms
      inclusive.set(k.key, e)
    }
  })
  return {
    keys,
    totalMs,
    busyMs,
    topFunctions: [...fns.values()]
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, 20)
      .map((f) => ({ ...f, pct: pct(f.selfMs) })),
    appInclusive: [...inclusive.values()]
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, 20)
      .map((f) => ({ ...f, pct: pct(f.totalMs) })),
    byGroup: [...groups]
      .map(([group, selfMs]) => ({ group, selfMs, pct: pct(selfMs) }))
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, 15),
    file,
  }
}

/** Records a CPU profile (200 µs sampling) of `act` on `page`, saves it and summarises it. */
async function profiled(
  page: Page,
  o: { dist: string; out: string; keys?: number },
  act: () => Promise<void>,
): Promise<ProfileSummary> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await act()
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }
  await cdp.detach()
  writeFileSync(o.out, JSON.stringify(profile))
  return summarizeProfile(profile, await sourceMapper(o.dist), o.keys ?? 0, o.out)
}

export async function profileKeystrokes(
  browser: Browser,
  url: string,
  script: { text: string; firstName: string },
  o: { keys: number; interval: number; dist: string; out: string },
): Promise<ProfileSummary> {
  const { context, page } = await freshPage(browser, url)
  try {
    await openApp(page)
    await loadScript(page, script.text)
    await waitForMonaco(page, `"function": "${script.firstName}"`)
    await settle(page)
    return await profiled(page, o, async () => {
      await typeAndMeasure(page, {
        selector: '#fn_description',
        keys: o.keys,
        interval: o.interval,
        monaco: true,
      })
      await settle(page, 300)
    })
  } finally {
    await context.close()
  }
}

/** A cold load (fresh context), from navigation until Monaco shows the script and all is quiet. */
export async function profileColdLoad(
  browser: Browser,
  url: string,
  o: { dist: string; out: string },
): Promise<ProfileSummary> {
  const { context, page } = await freshPage(browser, url)
  try {
    return await profiled(page, o, async () => {
      await page.goto('/')
      await waitForMonaco(page, '"version"', 60_000)
      await settle(page, 300)
    })
  } finally {
    await context.close()
  }
}

/** `switches` function switches (as "Switch function") after loading the script. */
export async function profileSwitches(
  browser: Browser,
  url: string,
  script: { text: string; names: string[] },
  o: { switches: number; dist: string; out: string },
): Promise<ProfileSummary> {
  const { context, page } = await freshPage(browser, url)
  try {
    await openApp(page)
    await loadScript(page, script.text)
    await waitForMonaco(page, `"function": "${script.names[0]}"`)
    await settle(page)
    return await profiled(page, o, async () => {
      for (let i = 0; i < o.switches; i++) await switchTo(page, script, i)
    })
  } finally {
    await context.close()
  }
}
