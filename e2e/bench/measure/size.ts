/**
 * Bundle sizes from the build output (bench-results/app-dist and its Vite manifest): the
 * JavaScript the page loads before Monaco (the entry and its static imports, the modulepreload
 * links of index.html), the Monaco chunks (ScriptEditor-*.js with everything it loads that the
 * entry does not) and the workers — each gzipped here with zlib's default level (6).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface Chunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
}

export interface SizeResult {
  /** gzipped KB (raw KB in `raw`) */
  initialJs: number
  initialCss: number
  monacoJs: number
  monacoCss: number
  workers: number
  otherLazyJs: number
  raw: { initialJs: number; monacoJs: number; workers: number }
  files: { initial: string[]; monaco: string[]; workers: string[]; otherLazy: string[] }
}

const kb = (bytes: number) => bytes / 1024

export function measureSizes(dist: string): SizeResult {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const size = (file: string) => {
    const bytes = readFileSync(join(dist, file))
    return { raw: bytes.length, gz: gzipSync(bytes).length }
  }
  const closure = (
    keys: string[],
    follow: (c: Chunk) => string[],
    stop: ReadonlySet<string> = new Set(),
  ) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || stop.has(key) || !manifest[key]) return
      seen.add(key)
      follow(manifest[key]).forEach(visit)
    }
    keys.forEach(visit)
    return seen
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)
  if (!entryKey) throw new Error('no entry in the Vite manifest')
  const initial = closure([entryKey], (c) => c.imports ?? [])
  const monacoKey = Object.keys(manifest).find((k) => k.endsWith('app/monaco/ScriptEditor.tsx'))
  if (!monacoKey) throw new Error('no ScriptEditor chunk in the Vite manifest')
  const monaco = closure(
    [monacoKey],
    (c) => [...(c.imports ?? []), ...(c.dynamicImports ?? [])],
    initial,
  )

  const files = (keys: Set<string>) => [...keys].map((k) => manifest[k]!.file)
  const css = (keys: Set<string>) => [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))]
  const sum = (list: string[], f: 'raw' | 'gz') => list.reduce((s, file) => s + size(file)[f], 0)

  const initialJs = files(initial)
  const monacoJs = files(monaco)
  const assets = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`)
  const workers = assets.filter((f) => /worker-[^/]*\.js$/.test(f))
  const known = new Set([...initialJs, ...monacoJs, ...workers])
  const otherLazy = assets.filter((f) => f.endsWith('.js') && !known.has(f))
  const initialCss = css(initial)
  return {
    initialJs: kb(sum(initialJs, 'gz')),
    initialCss: kb(sum(initialCss, 'gz')),
    monacoJs: kb(sum(monacoJs, 'gz')),
    monacoCss: kb(
      sum(
        css(monaco).filter((f) => !initialCss.includes(f)),
        'gz',
      ),
    ),
    workers: kb(sum(workers, 'gz')),
    otherLazyJs: kb(sum(otherLazy, 'gz')),
    raw: {
      initialJs: kb(sum(initialJs, 'raw')),
      monacoJs: kb(sum(monacoJs, 'raw')),
      workers: kb(sum(workers, 'raw')),
    },
    files: { initial: initialJs, monaco: monacoJs, workers, otherLazy },
  }
}

/**
 * The JavaScript a page of a multi-page build loads first: its entry (the manifest's key is the
 * HTML file) and its static imports, in KB raw and gzipped.
 */
export function pageJs(dist: string, html: string): { raw: number; gzip: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const k of manifest[key].imports ?? []) visit(k)
  }
  visit(html)
  if (!seen.size) throw new Error(`no ${html} in the floors' Vite manifest`)
  let raw = 0
  let gzip = 0
  for (const key of seen) {
    const bytes = readFileSync(join(dist, manifest[key]!.file))
    raw += bytes.length
    gzip += gzipSync(bytes).length
  }
  return { raw: kb(raw), gzip: kb(gzip) }
}
