/**
 * What a built chunk is made of: its bytes attributed to source packages (or app folders)
 * through its source map (`--sourcemap hidden` in the bench build). Needs `source-map-js`
 * (a dependency of Vite's); without it, or without a map, the composition is left out.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SourceMapConsumer } from 'source-map-js'

/** Groups a source path: `react-dom`, `@rjsf/core`, `app/forms`, `schemas`… */
export function groupOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  const m = /(?:^|\/)(app\/[^/]+(?:\/[^/]+)?|schemas)\//.exec(source)
  return m ? m[1]!.replace(/\/[^/]+\.[a-z]+$/, '') : source.replace(/^(\.\.\/)+/, '')
}

/** Raw KB per group for `file` (relative to `dist`), largest first. */
export async function composition(
  dist: string,
  file: string,
): Promise<{ group: string; kb: number }[] | null> {
  const mapPath = join(dist, `${file}.map`)
  if (!existsSync(mapPath)) return null
  let SMC: typeof SourceMapConsumer
  try {
    SMC = (await import('source-map-js')).SourceMapConsumer
  } catch {
    return null
  }
  const code = readFileSync(join(dist, file), 'utf8').split('\n')
  const consumer = new SMC(JSON.parse(readFileSync(mapPath, 'utf8')))
  const bytes = new Map<string, number>()
  let prev: { line: number; column: number; source: string } | null = null
  const add = (to: { line: number; column: number }) => {
    if (!prev) return
    const len =
      to.line === prev.line
        ? to.column - prev.column
        : (code[prev.line - 1]?.length ?? 0) - prev.column
    const g = groupOf(prev.source)
    bytes.set(g, (bytes.get(g) ?? 0) + Math.max(0, len))
  }
  consumer.eachMapping((m) => {
    const at = { line: m.generatedLine, column: m.generatedColumn }
    add(at)
    prev = m.source ? { ...at, source: m.source } : null
  })
  add({ line: code.length + 1, column: 0 })
  return [...bytes].map(([group, b]) => ({ group, kb: b / 1024 })).sort((a, b) => b.kb - a.kb)
}
