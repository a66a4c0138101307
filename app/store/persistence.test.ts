import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import {
  BROKEN_KEY,
  ENVELOPE_VERSION,
  STORAGE_KEY,
  envelope,
  localStorageKeyValue,
  migrate,
  openAutosaveStorage,
  restore,
  save,
  saveFailure,
  type AutosaveStorage,
} from './persistence'
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

/** A fresh in-memory IndexedDB (fake-indexeddb), with `local` as the old localStorage. */
async function idbStorage(local: Storage = new MemoryStorage()): Promise<AutosaveStorage> {
  const storage = await openAutosaveStorage(new IDBFactory(), local)
  if (storage?.kind !== 'indexedDB') throw new Error('expected IndexedDB')
  return storage
}

const refusingIdb = {
  open() {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
} as unknown as IDBFactory

const legacyEnvelope = (text: string) =>
  JSON.stringify({ version: 1, savedAt: '2025-01-01T10:00:00.000Z', format: 'json', text })

describe('autosave persistence', () => {
  it('saves and restores a script exactly', async () => {
    const storage = await idbStorage()
    const doc = starterDoc()
    await save(storage, envelope(doc, 'json', 'bakery.json', ['start_hook']))
    const r = await restore(storage)
    expect(r.kind).toBe('restored')
    if (r.kind === 'restored') {
      expect(serializeScript(r.doc, 'json')).toBe(serializeScript(doc, 'json'))
      expect(r.fileName).toBe('bakery.json')
      expect(r.confirmedReserved).toEqual(['start_hook'])
    }
  })

  it('keeps the envelope in IndexedDB as an object holding the text', async () => {
    const storage = await idbStorage()
    await save(storage, envelope(starterDoc(), 'json'))
    expect(await storage.get(STORAGE_KEY)).toMatchObject({
      version: ENVELOPE_VERSION,
      format: 'json',
      text: serializeScript(starterDoc(), 'json'),
    })
  })

  it('keeps YAML comments across a reload', async () => {
    const storage = await idbStorage()
    const text = '# my script\nversion: 1.0.0 # v\nsections:\n  main: []\n'
    const parsed = parseScript(text)
    if (!parsed.ok) throw new Error()
    await save(storage, envelope(parsed.doc, 'yaml'))
    const r = await restore(storage)
    expect(r.kind === 'restored' && serializeScript(r.doc, 'yaml')).toBe(text)
  })

  it('says there is nothing to restore on a first visit', async () => {
    expect((await restore(await idbStorage())).kind).toBe('none')
    expect((await restore(localStorageKeyValue(new MemoryStorage()))).kind).toBe('none')
    expect((await restore(undefined)).kind).toBe('none')
  })

  it('keeps an unreadable envelope aside instead of losing it', async () => {
    const storage = await idbStorage()
    const broken = '{"version": 1, "format": "json", "text": "{ broken"}'
    await storage.set(STORAGE_KEY, broken)
    const r = await restore(storage)
    expect(r).toMatchObject({ kind: 'unreadable', reason: expect.stringContaining('line 1') })
    expect(await storage.get(BROKEN_KEY)).toBe(broken)

    const notAnEnvelope = { text: '{}', format: 'json' }
    await storage.set(STORAGE_KEY, notAnEnvelope)
    expect(await restore(storage)).toEqual({ kind: 'unreadable', reason: 'it has no version' })
    expect(await storage.get(BROKEN_KEY)).toEqual(notAnEnvelope)

    await storage.set(STORAGE_KEY, '{ not json')
    expect(await restore(storage)).toEqual({ kind: 'unreadable', reason: 'it is not valid JSON' })
  })

  it('leaves an envelope from a newer version alone', async () => {
    const storage = await idbStorage()
    const newer = { version: ENVELOPE_VERSION + 1, text: 'x' }
    await storage.set(STORAGE_KEY, newer)
    expect(await restore(storage)).toEqual({ kind: 'newer', version: ENVELOPE_VERSION + 1 })
    expect(await storage.get(STORAGE_KEY)).toEqual(newer)
    expect(await storage.get(BROKEN_KEY)).toBeUndefined()
  })

  it('starts nothing afresh when the storage cannot be read', async () => {
    const storage: AutosaveStorage = {
      ...localStorageKeyValue(new MemoryStorage()),
      get: () => Promise.reject(new DOMException('Internal error.', 'UnknownError')),
    }
    expect(await restore(storage)).toEqual({ kind: 'unavailable', reason: 'Internal error.' })
  })

  it('migrates an older envelope step by step', async () => {
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

describe('moving the autosave from localStorage (earlier versions) to IndexedDB', () => {
  it('reads it from localStorage, writes it to IndexedDB, then removes it from localStorage', async () => {
    const local = new MemoryStorage()
    const text = serializeScript(starterDoc(), 'json')
    local.setItem(STORAGE_KEY, legacyEnvelope(text))
    local.setItem('swaig-studio:panes', '{"leftWidth":300}')
    const storage = await idbStorage(local)

    const r = await restore(storage)
    expect(r.kind === 'restored' && serializeScript(r.doc, 'json')).toBe(text)
    expect(await storage.get(STORAGE_KEY)).toMatchObject({
      version: ENVELOPE_VERSION,
      format: 'json',
      text,
    })
    expect(local.getItem(STORAGE_KEY)).toBeNull()
    // Other settings in localStorage are not the autosave's business.
    expect(local.getItem('swaig-studio:panes')).toBe('{"leftWidth":300}')
    // Next time it is read from IndexedDB.
    expect((await restore(storage)).kind).toBe('restored')
  })

  it('leaves it in localStorage when the write to IndexedDB fails', async () => {
    const local = new MemoryStorage()
    local.setItem(STORAGE_KEY, legacyEnvelope('{"sections": {"main": []}}'))
    const idb = await idbStorage(local)
    const full: AutosaveStorage = {
      ...idb,
      set: () => Promise.reject(new DOMException('Quota exceeded.', 'QuotaExceededError')),
    }
    expect((await restore(full)).kind).toBe('restored')
    expect(local.getItem(STORAGE_KEY)).toBe(legacyEnvelope('{"sections": {"main": []}}'))
    expect(await idb.get(STORAGE_KEY)).toBeUndefined()
  })

  it('prefers IndexedDB when its envelope is newer, and drops the older localStorage copy', async () => {
    const local = new MemoryStorage()
    local.setItem(STORAGE_KEY, legacyEnvelope('{"old": true}'))
    const storage = await idbStorage(local)
    await save(storage, envelope(starterDoc(), 'json', 'new.json'))
    expect(await restore(storage)).toMatchObject({ kind: 'restored', fileName: 'new.json' })
    expect(local.getItem(STORAGE_KEY)).toBeNull()
  })

  it('takes the copy written to localStorage as the page went, when it is the newer one', async () => {
    const local = new MemoryStorage()
    const storage = await idbStorage(local)
    await save(storage, {
      ...envelope(starterDoc(), 'json', 'old.json'),
      savedAt: '2026-01-01T10:00:00.000Z',
    })
    // The page went: IndexedDB's write was dropped, the synchronous copy was not.
    storage.keepNow!({
      ...envelope(starterDoc(), 'json', 'last.json'),
      savedAt: '2026-01-01T10:00:01.000Z',
    })
    expect(await restore(storage)).toMatchObject({ kind: 'restored', fileName: 'last.json' })
    expect(await storage.get(STORAGE_KEY)).toMatchObject({ fileName: 'last.json' })
    expect(local.getItem(STORAGE_KEY)).toBeNull()
  })

  it('leaves an envelope from a newer version in localStorage, untouched', async () => {
    const local = new MemoryStorage()
    const newer = JSON.stringify({ version: ENVELOPE_VERSION + 1, text: 'x' })
    local.setItem(STORAGE_KEY, newer)
    const storage = await idbStorage(local)
    expect(await restore(storage)).toEqual({ kind: 'newer', version: ENVELOPE_VERSION + 1 })
    expect(local.getItem(STORAGE_KEY)).toBe(newer)
    expect(await storage.get(STORAGE_KEY)).toBeUndefined()
  })

  it('keeps an unreadable one aside in IndexedDB, and removes it from localStorage', async () => {
    const local = new MemoryStorage()
    const broken = legacyEnvelope('{ "sections": ')
    local.setItem(STORAGE_KEY, broken)
    const storage = await idbStorage(local)
    expect(await restore(storage)).toMatchObject({ kind: 'unreadable' })
    expect(await storage.get(BROKEN_KEY)).toBe(broken)
    expect(local.getItem(STORAGE_KEY)).toBeNull()
  })
})

describe('where IndexedDB is refused', () => {
  it('falls back to localStorage, with JSON text as before', async () => {
    const local = new MemoryStorage()
    const storage = await openAutosaveStorage(refusingIdb, local)
    expect(storage?.kind).toBe('localStorage')
    await save(storage!, envelope(starterDoc(), 'json', 'a.json'))
    expect(JSON.parse(local.getItem(STORAGE_KEY)!)).toMatchObject({
      version: ENVELOPE_VERSION,
      fileName: 'a.json',
      text: serializeScript(starterDoc(), 'json'),
    })
    expect(await restore(storage)).toMatchObject({ kind: 'restored', fileName: 'a.json' })
  })

  it('reports a full localStorage as a rejected save, in words', async () => {
    const local = new MemoryStorage()
    local.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    const storage = await openAutosaveStorage(refusingIdb, local)
    const error = await save(storage!, envelope(starterDoc(), 'json')).catch((e: unknown) => e)
    expect(saveFailure(error, 3 * 1048576)).toBe(
      'Browser storage is full: this script (3.0 MB) does not fit. Export it to keep your work.',
    )
  })

  it('uses localStorage when IndexedDB does not answer, rather than waiting for ever', async () => {
    // An open request that never fires success or error (a bug of some Safari versions).
    const silentIdb = { open: () => ({}) } as unknown as IDBFactory
    const storage = await openAutosaveStorage(silentIdb, new MemoryStorage(), 20)
    expect(storage?.kind).toBe('localStorage')
  })

  it('has no storage at all when localStorage is refused too', async () => {
    expect(await openAutosaveStorage(refusingIdb, undefined)).toBeUndefined()
  })
})
