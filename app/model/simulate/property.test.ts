import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toPlain } from '../json/plain'
import { asString, isObject } from '../json/values'
import { getFunctions } from '../script/document'
import { parseScript } from '../script/io'
import { corpusFiles, HAS_SHARED } from '../testing/shared'
import { describeTraceEvent } from './describe'
import { simulateFunction } from './simulate'
import type { Reply } from './types'
import { webhookRequest } from './webhookRequest'

/** For any corpus function and any arguments its parameters allow, the simulator answers. */

type Schema = Record<string, unknown>
const TRICKY = [
  '${args.x}',
  '%{lc:enc:x}',
  '@{expr 1/0}',
  '(?i)',
  '${',
  '}',
  '\\',
  '',
  ' ',
  'é',
  '+15555550100',
]

/** Values a parameter schema allows, with awkward strings mixed in. */
function valueFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = (typeof schema === 'object' && schema !== null ? schema : {}) as Schema
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...s.enum)
  const text = fc.oneof(fc.string(), fc.constantFrom(...TRICKY))
  switch (s.type) {
    case 'string':
      return text
    case 'integer':
      return fc.integer()
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return depth > 2 ? fc.constant([]) : fc.array(valueFor(s.items, depth + 1), { maxLength: 3 })
    case 'object':
      return depth > 2 ? fc.constant({}) : argsFor(s, depth + 1)
    default:
      return fc.oneof(text, fc.jsonValue({ maxDepth: 2 }))
  }
}

function argsFor(params: unknown, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = (params as Schema | undefined)?.properties
  const shape: Record<string, fc.Arbitrary<unknown>> = {}
  if (typeof props === 'object' && props !== null)
    for (const [k, v] of Object.entries(props)) shape[k] = valueFor(v, depth)
  return fc.record(shape, { requiredKeys: [] })
}

const reply: fc.Arbitrary<Reply> = fc.record(
  {
    status: fc.constantFrom(200, 201, 404, 500),
    body: fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.string(),
      fc.constant('{"data":{"products":[{"product_title":"x"}]},"main":{"temp":1.50}}'),
      fc.constant([{ lat: 1 }]),
    ),
    error: fc.constantFrom('network', 'timeout'),
    url: fc.constantFrom('https://', 'https://api.openweathermap.org', 'nope'),
    method: fc.constantFrom('GET', 'POST', 'get'),
  },
  { requiredKeys: ['body'] },
)

const functions = corpusFiles('.json').flatMap(({ name, text }) => {
  const r = parseScript(text)
  if (!r.ok) return []
  return getFunctions(r.doc.root).flatMap((f) => {
    const fnName = isObject(f) ? asString(f.get('function')) : undefined
    if (!isObject(f) || fnName === undefined) return []
    const params = f.get('parameters') ?? f.get('argument')
    return [{ label: `${name} › ${fnName}`, doc: r.doc, fnName, params: params && toPlain(params) }]
  })
})

describe.skipIf(!HAS_SHARED)('simulateFunction never throws (fast-check, corpus functions)', () => {
  it.each(functions.map((f) => [f.label, f] as const))(
    '%s',
    async (_label, { doc, fnName, params }) => {
      await fc.assert(
        fc.asyncProperty(
          argsFor(params),
          fc.array(reply, { maxLength: 3 }),
          fc.option(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }), {
            nil: undefined,
          }),
          async (args, replies, globalData) => {
            const input = { args, replies, ...(globalData ? { globalData } : {}) }
            const sim = await simulateFunction(doc, fnName, input)
            expect(['output', 'fallback', 'error']).toContain(sim.outcome)
            for (const e of sim.trace) expect(typeof describeTraceEvent(e)).toBe('string')
            expect(() => JSON.stringify(sim)).not.toThrow()
            expect(webhookRequest(doc, fnName, input).method).toBe('POST')
          },
        ),
        { numRuns: 40 },
      )
    },
  )

  it('covers every corpus function with a name', () => {
    expect(functions.length).toBeGreaterThanOrEqual(12)
  })
})
