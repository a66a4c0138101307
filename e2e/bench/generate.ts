/**
 * Deterministic generator of benchmark scripts: an SWML document whose `ai` step has N SWAIG
 * functions, each with 4–6 parameters (types, enums, required), fillers in three languages, and
 * every third function handled by a `data_map` webhook (with `foreach` and `output`) instead of
 * a `web_hook_url`. The same seed and size always give the same text (a small PRNG, no
 * `Math.random`).
 */

import { FILLERS, NOUNS, PARAMS, VERBS, VERB_TEXT, WHEN } from './generateData'

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Rand = () => number
const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!
const between = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1))

/** Picks `n` distinct items (order of the pool kept shuffled by the PRNG). */
function sample<T>(r: Rand, items: readonly T[], n: number): T[] {
  const pool = items.slice()
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  return pool.slice(0, n)
}

function makeFunction(r: Rand, i: number): Record<string, unknown> {
  const verb = pick(r, VERBS)
  const noun = pick(r, NOUNS)
  const name = `${verb}_${noun}_${i + 1}`
  const params = sample(r, PARAMS, between(r, 4, 6))
  const required = params.filter((_, k) => k === 0 || r() < 0.4).map((p) => p.name)
  const properties = Object.fromEntries(params.map((p) => [p.name, { ...p.schema }]))
  const fillers = Object.fromEntries(
    Object.entries(FILLERS).map(([lang, phrases]) => [lang, sample(r, phrases, 2)]),
  )
  const fn: Record<string, unknown> = {
    function: name,
    description: `${VERB_TEXT[verb]} the caller’s ${noun} (${params.length} details) ${pick(r, WHEN)}.`,
    parameters: { type: 'object', properties, required },
  }
  const first = params[0]!.name
  if (i % 3 === 2) {
    fn.data_map = {
      webhooks: [
        {
          url: `https://api.example.com/${noun}s/\${enc:args.${first}}`,
          method: pick(r, ['GET', 'POST']),
          headers: { Accept: 'application/json', 'X-Request-Source': 'swaig-studio' },
          foreach: {
            input_key: 'results',
            output_key: 'summary',
            append: `\${this.name}: \${this.status}. `,
            max: between(r, 3, 10),
          },
          output: {
            response: `Found these ${noun}s for \${args.${first}}: \${summary}`,
            action: [{ say: `Here is what I found about your ${noun}.` }],
          },
        },
      ],
      output: { response: `I could not find that ${noun}. Ask the caller to spell it again.` },
    }
  } else {
    fn.web_hook_url = `https://hooks.example.com/swaig/${name}`
  }
  fn.fillers = fillers
  if (r() < 0.3) fn.wait_for_fillers = true
  return fn
}

/** The script as a plain object. */
export function generateScript(count: number, seed = 42): Record<string, unknown> {
  const r = prng(seed * 100_003 + count)
  const functions = Array.from({ length: count }, (_, i) => makeFunction(r, i))
  return {
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: {
              text: `You are the phone assistant of Example Services. You can use ${count} functions to help callers with their orders, bookings and accounts. Ask for missing details one at a time.`,
            },
            post_prompt: { text: 'Summarize the call in two sentences.' },
            post_prompt_url: 'https://example.com/call-summary',
            SWAIG: {
              defaults: { web_hook_url: 'https://hooks.example.com/swaig/default' },
              functions,
            },
          },
        },
        { hangup: {} },
      ],
    },
  }
}

/** The script as JSON text, indented with two spaces (as the editor writes it). */
export function generateScriptText(count: number, seed = 42): string {
  return JSON.stringify(generateScript(count, seed), null, 2) + '\n'
}

interface GeneratedShape {
  sections: { main: { ai: { SWAIG: { functions: Record<string, unknown>[] } } }[] }
}

/** Plain facts about a generated script, checked by `selfCheck`. */
export function describeScript(doc: Record<string, unknown>) {
  const fns = (doc as unknown as GeneratedShape).sections.main[1]!.ai.SWAIG.functions
  const paramCounts = fns.map(
    (f) => Object.keys((f.parameters as { properties: object }).properties).length,
  )
  return {
    functions: fns.length,
    names: new Set(fns.map((f) => f.function)).size,
    minParams: Math.min(...paramCounts),
    maxParams: Math.max(...paramCounts),
    dataMaps: fns.filter((f) => f.data_map !== undefined).length,
    languages: new Set(fns.flatMap((f) => Object.keys(f.fillers as object))).size,
  }
}

/** A generated script with what the measurements need to know about it. */
export interface BenchScript {
  size: number
  text: string
  names: string[]
  firstName: string
  /** Function 1's description: where the keystroke runs type. */
  firstDescription: string
  fileName: string
}

export function benchScript(size: number, seed = 42): BenchScript {
  const doc = generateScript(size, seed) as {
    sections: {
      main: { ai?: { SWAIG: { functions: { function: string; description: string }[] } } }[]
    }
  }
  const functions = doc.sections.main[1]!.ai!.SWAIG.functions
  const names = functions.map((f) => f.function)
  return {
    size,
    text: JSON.stringify(doc, null, 2) + '\n',
    names,
    firstName: names[0]!,
    firstDescription: functions[0]!.description,
    fileName: `bench-${size}.json`,
  }
}
