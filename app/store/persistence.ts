import {
  parseScript,
  serializeScript,
  starterDoc,
  type ScriptDoc,
  type ScriptFormat,
} from '../model'

/*
 * Autosave: the script is kept in localStorage as a versioned envelope holding its text (JSON,
 * or YAML with its comments). Reading an envelope migrates it step by step to the current
 * version; an envelope from a newer version of the app is left untouched and autosave stays off,
 * so an older tab never overwrites newer work.
 */

export const STORAGE_KEY = 'swaig-studio:autosave'
export const BROKEN_KEY = 'swaig-studio:autosave:unreadable'
export const ENVELOPE_VERSION = 1

export interface Envelope {
  version: typeof ENVELOPE_VERSION
  savedAt: string
  format: ScriptFormat
  fileName?: string
  text: string
  /** Reserved names confirmed as intended (lint `reserved-name`); kept out of the script itself. */
  confirmedReserved?: string[]
}

/** Steps from version n to n + 1, by n. Add one here when the envelope changes. */
export type Migrations = Record<number, (old: Record<string, unknown>) => Record<string, unknown>>
export const MIGRATIONS: Migrations = {}

export type Restored =
  | { kind: 'none' }
  | {
      kind: 'restored'
      doc: ScriptDoc
      format: ScriptFormat
      fileName?: string
      confirmedReserved: string[]
    }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'newer'; version: number }

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

/** Reads the autosaved script, if there is one and it can be read. */
export function restore(
  storage: Storage | undefined,
  migrations: Migrations = MIGRATIONS,
): Restored {
  const stored = storage?.getItem(STORAGE_KEY)
  if (!stored) return { kind: 'none' }
  let raw: unknown
  try {
    raw = JSON.parse(stored)
  } catch {
    return unreadable('it is not valid JSON')
  }
  const env = migrate(raw, migrations)
  if ('newer' in env) return { kind: 'newer', version: env.newer }
  if ('error' in env) return unreadable(env.error)
  const parsed = parseScript(env.text, env.format)
  if (!parsed.ok) return unreadable(`line ${parsed.error.line}: ${parsed.error.message}`)
  const confirmedReserved = Array.isArray(env.confirmedReserved)
    ? env.confirmedReserved.filter((n): n is string => typeof n === 'string')
    : []
  return {
    kind: 'restored',
    doc: parsed.doc,
    format: env.format,
    confirmedReserved,
    ...(env.fileName ? { fileName: env.fileName } : {}),
  }

  function unreadable(reason: string): Restored {
    try {
      storage?.setItem(BROKEN_KEY, stored!)
    } catch {
      // Keeping a copy is best effort; the original stays in place until the next save.
    }
    return { kind: 'unreadable', reason }
  }
}

/** Writes the script; throws what the storage throws (quota, security). */
export function save(
  storage: Storage,
  doc: ScriptDoc,
  format: ScriptFormat,
  fileName?: string,
  confirmedReserved: Iterable<string> = [],
): void {
  const confirmed = [...confirmedReserved]
  const env: Envelope = {
    version: ENVELOPE_VERSION,
    savedAt: new Date().toISOString(),
    format,
    ...(fileName ? { fileName } : {}),
    text: serializeScript(doc, format),
    ...(confirmed.length ? { confirmedReserved: confirmed } : {}),
  }
  storage.setItem(STORAGE_KEY, JSON.stringify(env))
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
