import type { SimRequest } from './types'

/** A POSIX shell word: single-quoted, with each `'` written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/**
 * A curl command that sends the request, safe to paste in a POSIX shell: every word is quoted,
 * so no `$`, backtick or quote in a value can run anything.
 */
export function curlCommand(request: SimRequest): string {
  const lines = [`curl -X ${shellQuote(request.method)} ${shellQuote(request.url)}`]
  for (const [name, value] of Object.entries(request.headers))
    lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`)
  if (request.body !== undefined)
    lines.push(`  --data-raw ${shellQuote(JSON.stringify(request.body, null, 2))}`)
  return lines.join(' \\\n')
}
