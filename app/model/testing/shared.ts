import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project's shared material (`../shared` beside the repository): the corpus of real-world
 * scripts and SignalWire's published schema. Tests that need it skip, with a message, where it
 * is absent.
 */
export const SHARED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared')
export const CORPUS_DIR = join(SHARED_DIR, 'corpus')
export const HAS_SHARED = existsSync(CORPUS_DIR)
export const SKIP_MESSAGE = `../shared is absent (looked in ${SHARED_DIR}): corpus and oracle tests are skipped`

if (!HAS_SHARED) console.warn(SKIP_MESSAGE)

export interface CorpusFile {
  name: string
  text: string
}

/** The corpus files with the given extension (`.json` or `.yaml`), or none without ../shared. */
export function corpusFiles(ext: '.json' | '.yaml'): CorpusFile[] {
  if (!HAS_SHARED) return []
  return readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith(ext))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(CORPUS_DIR, name), 'utf8') }))
}

export function readShared(relativePath: string): string {
  return readFileSync(join(SHARED_DIR, relativePath), 'utf8')
}
