import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import {
  fromPointer,
  locateInJson,
  parseScript,
  type ParseScriptResult,
  type ScriptDoc,
  type ScriptFormat,
} from '../model/index'

/** Reading files for the command line, with the editor's messages. */

export type ReadResult = { ok: true; text: string } | { ok: false; message: string }

/** A file's text, or why it cannot be read, in plain words. */
export async function readText(file: string): Promise<ReadResult> {
  try {
    const bytes = await readFile(file)
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return { ok: true, text }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return { ok: false, message: 'no such file' }
    if (code === 'EISDIR') return { ok: false, message: 'it is a folder, not a file' }
    if (e instanceof TypeError) return { ok: false, message: 'it is not UTF-8 text' }
    return { ok: false, message: (e as Error).message }
  }
}

/** A script's format from its name, else from its text (as the editor does). */
export function formatOf(file: string): ScriptFormat | undefined {
  if (/\.json$/i.test(file)) return 'json'
  if (/\.ya?ml$/i.test(file)) return 'yaml'
  return undefined
}

export function readScript(file: string, text: string): ParseScriptResult {
  return parseScript(text, formatOf(file))
}

/** The line and column of a JSON pointer in the text a script was read from. */
export function locate(doc: ScriptDoc, text: string, format: ScriptFormat, pointer: string) {
  const path = fromPointer(pointer, doc.root)
  if (format === 'json')
    return locateInJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, path)
  const yaml = doc.yaml
  if (!yaml) return { line: 1, column: 1 }
  for (let n = path.length; n >= 0; n--) {
    const node = yaml.document.getIn(path.slice(0, n), true) as
      { range?: [number, number, number] } | undefined
    if (node && typeof node === 'object' && node.range)
      return lineColumnOf(yaml.text, node.range[0])
  }
  return { line: 1, column: 1 }
}

function lineColumnOf(text: string, offset: number) {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - before.lastIndexOf('\n') }
}

/** A path as shown: relative to the working directory when inside it. */
export function shown(file: string): string {
  const r = relative(process.cwd(), file)
  return r && !r.startsWith('..') ? r : file
}
