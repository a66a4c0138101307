/**
 * Template syntax as lint sees it (swaig-fields.md §9): `${…}` and `%{…}` (and the `@{…}`
 * family) are opaque text expanded by the platform at run time.
 */

/** A whole-string placeholder, accepted by the platform where a boolean or number is expected. */
export const WHOLE_TEMPLATE = /^[$%]\{.*\}$/s

/** Argument references: `${args.x}`, `%{input.args.x}`, `${lc:enc:args.x}` → `x`. */
const ARG_REFERENCE = /[$%]\{(?:[a-z]+:)*(?:input\.)?args\.([A-Za-z0-9_]+)/g

/** The argument names a string refers to, in order of appearance (duplicates kept once). */
export function argReferences(text: string): string[] {
  const names: string[] = []
  for (const m of text.matchAll(ARG_REFERENCE)) if (!names.includes(m[1]!)) names.push(m[1]!)
  return names
}

/**
 * The text with every template (`${…}`, `%{…}`, `@{…}`, nested braces included) replaced by
 * `stand`, or `undefined` when a template is not closed. Used to check the shape of a URL
 * around its templates.
 */
export function replaceTemplates(text: string, stand: string): string | undefined {
  let out = ''
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if ((c === '$' || c === '%' || c === '@') && text[i + 1] === '{') {
      let depth = 0
      let j = i + 1
      for (; j < text.length; j++) {
        if (text[j] === '{') depth++
        else if (text[j] === '}' && --depth === 0) break
      }
      if (j >= text.length) return undefined
      out += stand
      i = j + 1
    } else {
      out += c
      i++
    }
  }
  return out
}

/** Whether the text contains a template at all. */
export const hasTemplate = (text: string): boolean => /[$%@]\{/.test(text)
