import {
  parseScriptLoading,
  serializeScript,
  starterDoc,
  type ScriptDoc,
  type ScriptFormat,
} from '../model/core'
import type { CasesFile } from '../model/cases/format'
import { openIdbStore, type KeyValueStore } from './idbStorage'

/*
 * Autosave: the script is kept in the browser as a versioned envelope holding its text (JSON,
 * or YAML with its comments). Reading an envelope migrates it step by step to the current
 * version; an envelope from a newer version of the app is left untouched and autosave stays off,
 * so an older tab never overwrites newer work.
 *
 * Where: IndexedDB (see idbStorage.ts: room for scripts of many megabytes, writes off the main
 * thread), under STORAGE_KEY. Earlier versions of the app kept the envelope as JSON text in
 * localStorage under the same key: it is read from there once and moved. As the page goes, a
 * copy is also written there (see `keepNow`), and taken at the next start if it is the newer one.
 * Where IndexedDB cannot be opened, localStorage is used as before (up to about 5 MB); where
 * neither can, autosave is off.
 */

export const STORAGE_KEY = 'swaig-studio:autosave'
export const BROKEN_KEY = 'swaig-studio:autosave:unreadable'
export const ENVELOPE_VERSION = 2

export interface Envelope {
  version: typeof ENVELOPE_VERSION
  savedAt: string
  format: ScriptFormat
  fileName?: string
  text: string
  /** Reserved names confirmed as intended (lint `reserved-name`); kept out of the script itself. */
  confirmedReserved?: string[]
  /** Since version 2: the script's test cases and sample replies (its `.tests.json` sidecar). */
  tests?: CasesFile
}

/** Steps from version n to n + 1, by n. Add one here when the envelope changes. */
export type Migrations = Record<number, (old: Record<string, unknown>) => Record<string, unknown>>
export const MIGRATIONS: Migrations = {
  // 1 → 2: test cases may be kept beside the script; a version 1 envelope has none.
  1: (old) => ({ ...old }),
}

export type Restored =
  | { kind: 'none' }
  | {
      kind: 'restored'
      doc: ScriptDoc
      format: ScriptFormat
      fileName?: string
      confirmedReserved: string[]
      tests?: CasesFile
      /** Why the saved test cases could not be read (the script was). */
      testsProblem?: string
    }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'newer'; version: number }
  /** The storage refused to be read: whatever it holds is left alone, and autosave stays off. */
  | { kind: 'unavailable'; reason: string }

/** Brings a stored envelope to the current version, or says why it cannot. */
export function migrate(
  raw: unknown,
  migrations: Migrations = MIGRATIONS,
  current: number = ENVELOPE_VERSION,
): Envelope | { newer: number } | { error: string } {
  if (typeof raw !== 'object' || raw === null) return { error: 'it is not an autosave envelope' }
  let env = raw as Record<string, unknown>
  const stored = env.version
  if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 1)
    return { error: 'it has no version' }
  let version = stored
  if (version > current) return { newer: version }
  while (version < current) {
    const step = migrations[version]
    if (!step) return { error: `no migration from version ${version}` }
    env = step(env)
    version += 1
    env.version = version
  }
  if (typeof env.text !== 'string' || (env.format !== 'json' && env.format !== 'yaml')) {
    return { error: 'its script text is missing' }
  }
  return env as unknown as Envelope
}

/**
 * Where the envelope is kept. IndexedDB stores it as an object (a structured clone: no JSON
 * pass over megabytes); localStorage as JSON text. Reading accepts both.
 */
export interface AutosaveStorage extends KeyValueStore {
  readonly kind: 'indexedDB' | 'localStorage'
  /**
   * localStorage beside IndexedDB: where earlier versions of the app saved, and where a copy is
   * written as the page goes (`keepNow`). Read at startup when its envelope is the newer one,
   * moved into IndexedDB, and emptied.
   */
  readonly legacy?: Storage
  /**
   * For a write started as the page goes: a synchronous copy in localStorage as well, because a
   * browser may drop an IndexedDB transaction still being committed when the page is gone (seen
   * in Chromium when its storage is busy). Best effort: a script too big for localStorage only
   * has its IndexedDB write.
   */
  keepNow?(env: Envelope): void
}

/**
 * How long startup waits for IndexedDB to open before it uses localStorage instead. Opening
 * takes milliseconds; a request that never answers (a bug of some Safari versions) must not
 * leave the page blank. The script in IndexedDB is not touched, and is read again next time.
 */
export const IDB_OPEN_TIMEOUT_MS = 4000

/**
 * IndexedDB, or else localStorage, or `undefined` when the browser refuses both (private
 * browsing in some browsers, storage blocked by settings).
 */
export async function openAutosaveStorage(
  idb?: IDBFactory,
  local: Storage | undefined = browserStorage(),
  timeoutMs: number = IDB_OPEN_TIMEOUT_MS,
): Promise<AutosaveStorage | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('IndexedDB did not open in time')), timeoutMs)
  })
  try {
    const store = await Promise.race([openIdbStore(idb), timeout])
    if (!local) return { kind: 'indexedDB', ...store }
    const keepNow = (env: Envelope) => {
      try {
        local.setItem(STORAGE_KEY, JSON.stringify(env))
      } catch {
        // Too big, or refused: the IndexedDB write is all there is.
      }
    }
    return { kind: 'indexedDB', ...store, legacy: local, keepNow }
  } catch {
    return local ? localStorageKeyValue(local) : undefined
  } finally {
    clearTimeout(timer)
  }
}

let opened: Promise<AutosaveStorage | undefined> | undefined
/** The page's autosave storage, opened once: startup reads it, the autosave writes it. */
export function autosaveStorage(): Promise<AutosaveStorage | undefined> {
  return (opened ??= openAutosaveStorage())
}

/** localStorage as an autosave storage, with its old behaviour: JSON text, synchronous writes. */
export function localStorageKeyValue(storage: Storage): AutosaveStorage {
  return {
    kind: 'localStorage',
    // Async functions: a synchronous throw (quota, security) becomes a rejection, as in IndexedDB.
    get: async (key) => storage.getItem(key) ?? undefined,
    set: async (key, value) =>
      storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value)),
    remove: async (key) => storage.removeItem(key),
  }
}

/**
 * Reads the autosaved script, if there is one and it can be read (YAML loads its reader). An
 * envelope found only in the old localStorage is moved into IndexedDB: written there first, and
 * removed from localStorage once that write has succeeded (otherwise it stays, and is read from
 * there again next time).
 */
export async function restore(
  storage: AutosaveStorage | undefined,
  migrations: Migrations = MIGRATIONS,
): Promise<Restored> {
  if (!storage) return { kind: 'none' }
  let stored: unknown
  try {
    stored = await storage.get(STORAGE_KEY)
  } catch (error) {
    // Never start afresh over an envelope that may be there: the next save would replace it.
    return { kind: 'unavailable', reason: errorText(error) }
  }
  let legacy: Storage | undefined
  const copy = storage.legacy ? readLegacy(storage.legacy) : null
  if (copy != null && (stored == null || savedAt(copy) > savedAt(stored))) {
    stored = copy
    legacy = storage.legacy
  } else if (copy != null) {
    // An older copy (IndexedDB's write as the page went did complete): not needed any more.
    dropLegacy(storage.legacy!)
  }
  if (stored == null) return { kind: 'none' }
  let raw: unknown = stored
  if (typeof stored === 'string') {
    try {
      raw = JSON.parse(stored)
    } catch {
      return unreadable('it is not valid JSON')
    }
  }
  const env = migrate(raw, migrations)
  // Newer work is left where it is, untouched, localStorage included.
  if ('newer' in env) return { kind: 'newer', version: env.newer }
  if ('error' in env) return unreadable(env.error)
  let parsed
  try {
    parsed = await parseScriptLoading(env.text, env.format)
  } catch {
    return unreadable('the YAML reader could not be loaded')
  }
  if (!parsed.ok) return unreadable(`line ${parsed.error.line}: ${parsed.error.message}`)
  if (legacy) await keep(STORAGE_KEY, env)
  const confirmedReserved = Array.isArray(env.confirmedReserved)
    ? env.confirmedReserved.filter((n): n is string => typeof n === 'string')
    : []
  // The checker of saved test cases loads only when there are some (it is not needed otherwise).
  const tests =
    env.tests === undefined
      ? undefined
      : (await import('../model/cases/validate')).validateCases(env.tests)
  if (tests && !tests.ok) {
    // The next save would drop them: a copy of the envelope is kept aside first.
    try {
      await storage.set(BROKEN_KEY, stored)
    } catch {
      // Best effort.
    }
  }
  return {
    kind: 'restored',
    doc: parsed.doc,
    format: env.format,
    confirmedReserved,
    ...(env.fileName ? { fileName: env.fileName } : {}),
    ...(tests?.ok ? { tests: tests.file } : {}),
    ...(tests && !tests.ok
      ? { testsProblem: tests.problems.map((p) => `${p.where}: ${p.message}`).join('; ') }
      : {}),
  }

  async function unreadable(reason: string): Promise<Restored> {
    // Keeping a copy is best effort; the original stays in place until the next save.
    await keep(BROKEN_KEY, stored)
    return { kind: 'unreadable', reason }
  }

  /** Writes `value` under `key`; when it came from the old localStorage, removes it there then. */
  async function keep(key: string, value: unknown) {
    try {
      await storage!.set(key, value)
      legacy?.removeItem(STORAGE_KEY)
    } catch {
      // Not moved: what was in localStorage stays there, and is read from there next time.
    }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** When an envelope (object, or JSON text) says it was saved; '' when it does not say. */
function savedAt(stored: unknown): string {
  let value = stored
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored)
    } catch {
      return ''
    }
  }
  const at = (value as { savedAt?: unknown } | null)?.savedAt
  return typeof at === 'string' ? at : ''
}

function dropLegacy(storage: Storage) {
  try {
    storage.removeItem(STORAGE_KEY)
  } catch {
    // Read next time again, and dropped then.
  }
}

function readLegacy(storage: Storage): string | null {
  try {
    return storage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/** The envelope of a script as it is now. Serialises the script: call it off the typing path. */
export function envelope(
  doc: ScriptDoc,
  format: ScriptFormat,
  fileName?: string,
  confirmedReserved: Iterable<string> = [],
  tests?: CasesFile,
): Envelope {
  const confirmed = [...confirmedReserved]
  const hasTests = tests && (tests.cases.length > 0 || tests.samples !== undefined)
  return {
    version: ENVELOPE_VERSION,
    savedAt: new Date().toISOString(),
    format,
    ...(fileName ? { fileName } : {}),
    text: serializeScript(doc, format),
    ...(confirmed.length ? { confirmedReserved: confirmed } : {}),
    ...(hasTests ? { tests } : {}),
  }
}

/** Writes an envelope; rejects with what the storage throws (quota, security). */
export function save(storage: AutosaveStorage, env: Envelope): Promise<void> {
  return storage.set(STORAGE_KEY, env)
}

/** The browser's localStorage, or `undefined` where it is blocked or missing. */
export function browserStorage(): Storage | undefined {
  try {
    const s = globalThis.localStorage
    const probe = '__swaig_studio_probe__'
    s.setItem(probe, '1')
    s.removeItem(probe)
    return s
  } catch {
    return undefined
  }
}

/** Why a save failed, in words for the person using the editor. */
export function saveFailure(error: unknown, textLength: number): string {
  const name = (error as { name?: string } | null)?.name
  if (name === 'QuotaExceededError') {
    return `Browser storage is full: this script (${(textLength / 1048576).toFixed(1)} MB) does not fit. Export it to keep your work.`
  }
  return 'Browser storage is not available here (private browsing or blocked by settings). Export the script to keep your work.'
}

export { starterDoc }
