/**
 * Values written into code a person copies and runs: each is quoted for its language, so the
 * code sends exactly the value and runs nothing else, whatever it holds (apostrophes, `$(…)`,
 * backticks, quotes, backslashes, newlines).
 */

/**
 * A POSIX shell word that stands for exactly `value`: single quotes, in which the shell reads
 * every character as itself; an apostrophe closes them, is written escaped and reopens them.
 */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`
}

const JS_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * A JavaScript string literal (single-quoted) of exactly `value`: backslashes, apostrophes,
 * line breaks and other control characters escaped. `${…}` and backticks need no escape in a
 * single-quoted literal.
 */
export function jsString(value: string): string {
  const body = value.replace(
    // eslint-disable-next-line no-control-regex
    /[\\'\n\r\t\u2028\u2029\u0000-\u001f\u007f]/g,
    (c) => JS_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
  return `'${body}'`
}
