/**
 * JSON text without the whitespace between tokens: two texts with the same tokens (the same
 * keys in the same order, every literal spelled the same: `1.0` is not `1`, `"\u00e9"` is not
 * `"é"`) compare equal, however they are indented.
 */
export function jsonTokens(text: string): string {
  let out = ''
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (inString) {
      out += c
      if (c === '\\') out += text[++i] ?? ''
      else if (c === '"') inString = false
    } else if (c === '"') {
      inString = true
      out += c
    } else if (!/\s/.test(c)) {
      out += c
    }
  }
  return out
}
