import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { emptyCasesFile, serializeScript, starterDoc, type CasesFile } from '../model'
import {
  BROKEN_KEY,
  STORAGE_KEY,
  envelope,
  openAutosaveStorage,
  restore,
  save,
} from './persistence'
import { createStudioStore } from './index'

/** Test cases kept by autosave (envelope version 2), and the store's slice that holds them. */

const storage = async () => (await openAutosaveStorage(new IDBFactory(), undefined))!
const tests: CasesFile = {
  ...emptyCasesFile(),
  cases: [{ function: 'f', name: 'n', args: { a: 1 }, expect: { outcome: 'output' } }],
  samples: { f: [{ body: { temp: 1 } }] },
}

describe('autosave keeps the test cases', () => {
  it('saves and restores them with the script', async () => {
    const s = await storage()
    await save(s, envelope(starterDoc(), 'json', 'a.json', [], tests))
    const r = await restore(s)
    expect(r).toMatchObject({ kind: 'restored', tests })
  })

  it('writes no tests key when there are none', () => {
    expect(envelope(starterDoc(), 'json', undefined, [], emptyCasesFile())).not.toHaveProperty(
      'tests',
    )
  })

  it('migrates a version 1 envelope (no tests)', async () => {
    const s = await storage()
    const text = serializeScript(starterDoc(), 'json')
    await s.set(STORAGE_KEY, {
      version: 1,
      savedAt: '2025-01-01T00:00:00.000Z',
      format: 'json',
      text,
    })
    const r = await restore(s)
    expect(r.kind).toBe('restored')
    expect(r.kind === 'restored' && r.tests).toBeUndefined()
  })

  it('unreadable tests: the script opens, the reason is given, a copy is kept aside', async () => {
    const s = await storage()
    const env = { ...envelope(starterDoc(), 'json'), tests: { format: 'x', version: 1, cases: [] } }
    await s.set(STORAGE_KEY, env)
    const r = await restore(s)
    expect(r).toMatchObject({
      kind: 'restored',
      testsProblem: expect.stringContaining('"format" must be'),
    })
    expect(await s.get(BROKEN_KEY)).toEqual(env)
  })
})

describe('the tests slice', () => {
  const store = () => createStudioStore({ doc: starterDoc(), format: 'json' })
  const c = (name: string, response = 'x') => ({
    function: 'f',
    name,
    args: {},
    expect: { response },
  })

  it('adds a case, replaces one of the same name, removes one', () => {
    const api = store()
    api.getState().saveCase(c('a'))
    api.getState().saveCase(c('b'))
    api.getState().saveCase(c('a', 'y'))
    expect(api.getState().tests.cases.map((x) => [x.name, x.expect.response])).toEqual([
      ['a', 'y'],
      ['b', 'x'],
    ])
    api.getState().removeCase('f', 'a')
    expect(api.getState().tests.cases.map((x) => x.name)).toEqual(['b'])
  })

  it('sets and clears sample replies', () => {
    const api = store()
    api.getState().setSamples('f', [{ body: {} }])
    expect(api.getState().tests.samples).toEqual({ f: [{ body: {} }] })
    api.getState().setSamples('f', [])
    expect(api.getState().tests).not.toHaveProperty('samples')
  })
})
