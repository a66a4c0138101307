import type { CompletionKind, TemplateCompletion } from './variables'

/**
 * `${` completion: what to offer for the text before the cursor. Finds the innermost template
 * still open (`${` or `%{` not closed), skips its modifiers (`lc:enc:`), and offers the
 * variables whose path starts with what is typed; with nothing typed, the modifiers too.
 */
export interface CompletionResult {
  /** Index in the text where the replaced part starts (the typed part of the path). */
  from: number
  items: TemplateCompletion[]
}

const MODIFIERS: TemplateCompletion[] = [
  { label: 'lc:', kind: 'modifier', detail: 'lowercase the value' },
  { label: 'enc:', kind: 'modifier', detail: 'URL-encode the value' },
  { label: 'fmt_ph:', kind: 'modifier', detail: 'format a phone number' },
]
const ORDER: CompletionKind[] = [
  'argument',
  'reply',
  'this',
  'output_key',
  'global_data',
  'meta_data',
  'call',
  'modifier',
]

/** Where the innermost open template starts (`$` or `%` of `${`), or -1. */
export function openTemplateAt(before: string): number {
  let depth = 0
  for (let i = before.length - 1; i >= 0; i--) {
    const c = before[i]
    if (c === '}') depth++
    else if (c === '{') {
      if (depth > 0) depth--
      else return i > 0 && (before[i - 1] === '$' || before[i - 1] === '%') ? i - 1 : -1
    }
  }
  return -1
}

export function completeTemplate(
  before: string,
  variables: readonly TemplateCompletion[],
  max = 100,
): CompletionResult | undefined {
  const open = openTemplateAt(before)
  if (open < 0) return undefined
  const m = /^((?:[a-z_]+:(?:url:)?)*)([\w.$[\]-]*)$/.exec(before.slice(open + 2))
  if (!m) return undefined
  const typed = m[2]!.toLowerCase()
  const from = open + 2 + m[1]!.length
  const pool = typed.includes('.') ? variables : [...variables, ...MODIFIERS]
  const items = pool
    .filter((v) => v.label.toLowerCase().startsWith(typed) && v.label.toLowerCase() !== typed)
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || a.label.localeCompare(b.label))
    .slice(0, max)
  return { from, items }
}
