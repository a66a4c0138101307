// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup } from '@testing-library/react'
import { renderForm } from './testing/renderForm'

// The real scripts of ../shared/corpus (read at test time, never copied): every function and
// every SWAIG object shows in its form without a crash and without writing anything.

const CORPUS_DIR = join(process.cwd(), '..', 'shared', 'corpus') + '/'
const files = existsSync(CORPUS_DIR)
  ? readdirSync(CORPUS_DIR).filter((f) => f.endsWith('.json'))
  : []

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

function swaigObjects(node: unknown, out: Obj[] = []): Obj[] {
  if (Array.isArray(node)) node.forEach((n) => swaigObjects(n, out))
  else if (isObj(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === 'SWAIG' && isObj(value)) out.push(value)
      else swaigObjects(value, out)
    }
  return out
}

afterEach(cleanup)

describe.skipIf(files.length === 0)('corpus scripts in the forms', { timeout: 60_000 }, () => {
  const cases = files.flatMap((file) => {
    const swaigs = swaigObjects(JSON.parse(readFileSync(CORPUS_DIR + file, 'utf8')))
    return swaigs.flatMap((swaig) => {
      const { functions, ...settings } = swaig
      const fns = Array.isArray(functions) ? functions.filter(isObj) : []
      return [
        [`${file} SWAIG settings`, 'swaig', settings] as const,
        ...fns.map((fn) => [`${file} ${String(fn.function)}`, 'function', fn] as const),
      ]
    })
  })

  it.each(cases)('%s', (_name, form, data) => {
    const rendered = renderForm(form, data, form === 'swaig' ? 'swaig' : 'fn')
    expect(rendered.changes).toEqual([])
    expect(document.body.textContent).not.toMatch(/undefined|\[object Object\]/)
  })
})
