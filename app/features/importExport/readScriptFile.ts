import {
  MAX_SCRIPT_CHARS,
  parseScriptLoading,
  type ScriptDoc,
  type ScriptFormat,
  type TextProblem,
} from '../../model/core'

export type ReadScriptResult =
  | { ok: true; doc: ScriptDoc; format: ScriptFormat; warnings: TextProblem[]; fileName: string }
  | { ok: false; message: string; fileName: string }

/** The format a file name says, if it says one. */
export function formatOfName(name: string): ScriptFormat | undefined {
  if (/\.ya?ml$/i.test(name)) return 'yaml'
  if (/\.json$/i.test(name)) return 'json'
  return undefined
}

/**
 * Reads a script file: refuses files over the size limit before reading them, requires valid
 * UTF-8 (saying where it is not), and parses JSON or YAML by the file's extension (or its
 * first character). Never throws; nothing here touches the current script.
 */
export async function readScriptFile(file: File): Promise<ReadScriptResult> {
  const fileName = file.name
  const fail = (message: string): ReadScriptResult => ({ ok: false, message, fileName })
  if (file.size > MAX_SCRIPT_CHARS) {
    return fail(
      `${fileName} is ${mb(file.size)}; SWAIG Studio opens scripts up to ${mb(MAX_SCRIPT_CHARS)} (a script with 2,000 functions is 3 to 5 MB). Is this the right file?`,
    )
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    const at = invalidUtf8Offset(bytes)
    const line = bytes.subarray(0, at).reduce((n, b) => (b === 0x0a ? n + 1 : n), 1)
    return fail(
      `${fileName} is not UTF-8 text: byte ${at + 1} (line ${line}) is not valid UTF-8. Save the file as UTF-8 and import it again.`,
    )
  }
  let parsed
  try {
    parsed = await parseScriptLoading(text, formatOfName(fileName))
  } catch {
    return fail(
      `${fileName}: the YAML reader could not be loaded (is the network down?). Try again in a moment.`,
    )
  }
  if (!parsed.ok) {
    const { line, column, message } = parsed.error
    return fail(`${fileName}, line ${line}, column ${column}: ${message}`)
  }
  return { ok: true, doc: parsed.doc, format: parsed.format, warnings: parsed.warnings, fileName }
}

/** The offset of the first byte that breaks UTF-8 (the length when there is none). */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b < 0xe0
          ? 1
          : b >= 0xe0 && b < 0xf0
            ? 2
            : b >= 0xf0 && b < 0xf5
              ? 3
              : -1
    if (need < 0) return i
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k]
      if (c === undefined || (c & 0xc0) !== 0x80) return i
    }
    if (need === 2) {
      const cp = ((b & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6)
      if (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff)) return i
    }
    if (need === 3) {
      const cp = ((b & 0x07) << 18) | ((bytes[i + 1]! & 0x3f) << 12)
      if (cp < 0x10000 || cp > 0x10ffff) return i
    }
    i += need + 1
  }
  return bytes.length
}

const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`
