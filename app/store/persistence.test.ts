import { describe, expect, it } from 'vitest'
import { BROKEN_KEY, ENVELOPE_VERSION, STORAGE_KEY, migrate, restore, save } from './persistence'
import { parseScript, serializeScript, starterDoc } from '../model'

class MemoryStorage implements Storage {
  private map = new Map<string, string>()
  get length() {
    return this.map.size
  }
  clear() {
    this.map.clear()
  }
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null
  }
  removeItem(k: string) {
    this.map.delete(k)
  }
  setItem(k: string, v: string) {
    this.map.set(k, v)
  }
}

describe('autosave persistence', () => {
  it('saves and restores a script exactly', () => {
    const storage = new MemoryStorage()
    const doc = starterDoc()
    save(storage, doc, 'json', 'bakery.json', ['start_hook'])
    const r = restore(storage)
    expect(r.kind).toBe('restored')
    if (r.kind === 'restored') {
      expect(serializeScript(r.doc, 'json')).toBe(serializeScript(doc, 'json'))
      expect(r.fileName).toBe('bakery.json')
      expect(r.confirmedReserved).toEqual(['start_hook'])
    }
  })

  it('keeps YAML comments across a reload', () => {
    const storage = new MemoryStorage()
    const text = '# my script\nversion: 1.0.0 # v\nsections:\n  main: []\n'
    const parsed = parseScript(text)
    if (!parsed.ok) throw new Error()
    save(storage, parsed.doc, 'yaml')
    const r = restore(storage)
    expect(r.kind === 'restored' && serializeScript(r.doc, 'yaml')).toBe(text)
  })

  it('says there is nothing to restore on a first visit', () => {
    expect(restore(new MemoryStorage()).kind).toBe('none')
    expect(restore(undefined).kind).toBe('none')
  })

  it('keeps an unreadable envelope aside instead of losing it', () => {
    const storage = new MemoryStorage()
    storage.setItem(STORAGE_KEY, '{"version": 1, "format": "json", "text": "{ broken"}')
    const r = restore(storage)
    expect(r).toMatchObject({ kind: 'unreadable', reason: expect.stringContaining('line 1') })
    expect(storage.getItem(BROKEN_KEY)).toContain('broken')
  })

  it('leaves an envelope from a newer version alone', () => {
    const storage = new MemoryStorage()
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: ENVELOPE_VERSION + 1, text: 'x' }))
    expect(restore(storage)).toEqual({ kind: 'newer', version: ENVELOPE_VERSION + 1 })
  })

  it('migrates an older envelope step by step', () => {
    // A made-up history, to test the mechanism: v1 had `script`, v2 added `format`, v3 `text`.
    const migrations = {
      1: (old: Record<string, unknown>) => ({ script: old.script, format: 'json' }),
      2: (old: Record<string, unknown>) => ({ format: old.format, text: old.script }),
    }
    expect(migrate({ version: 1, script: '{}' }, migrations, 3)).toEqual({
      version: 3,
      format: 'json',
      text: '{}',
    })
    expect(migrate({ version: 2, script: '{}' }, {}, 3)).toEqual({
      error: 'no migration from version 2',
    })
    expect(migrate({ version: 'x' })).toEqual({ error: 'it has no version' })
    expect(migrate(null)).toEqual({ error: 'it is not an autosave envelope' })
  })
})
