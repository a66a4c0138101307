import { describe, expect, it } from 'vitest'
import { parseJson } from '../json/parseJson'
import { Scope } from './scope'
import { expandText, expandValue, newReport } from './template'
import { scopeOf } from './testing/factories'
import { plainOf, treeOf } from './values'

const vars = {
  args: { city: 'San Francisco', department: 'Sales', n: 3, on: true, none: null },
  input: { args: { city: 'San Francisco' } },
  global_data: { user: { name: 'Ada' }, tags: ['a', 'b'] },
  meta_data: { contacts: { sales: '+12025551234', support: '+12025555678' } },
  caller_id_num: '+15555550100',
  call_id: 'c-1',
  weather: [{ description: 'light rain', id: 500 }],
  main: { temp: 72.5 },
  array: [{ lat: 40.7 }],
  gift_list: 'x; y',
  this: { product_title: 'Lego' },
}
const scope = scopeOf(vars)
const expand = (text: string, s = scope) => expandText(text, s, newReport())

describe('template rules (swaig-fields.md §9; data-map-evaluation.md "Agreed" 3–4)', () => {
  it.each([
    ['${…} reads a variable', 'to ${args.city}', 'to San Francisco'],
    ['%{…} is the same', 'to %{args.city}', 'to San Francisco'],
    ['older scripts: input.args', '${input.args.city}', 'San Francisco'],
    ['global_data, dotted', '${global_data.user.name}', 'Ada'],
    ['indexed path', '${weather[0].description}', 'light rain'],
    ['index written with a dot', '${global_data.tags.1}', 'b'],
    ['meta_data', '${meta_data.contacts.support}', '+12025555678'],
    ['a call field', '${caller_id_num} / ${call_id}', '+15555550100 / c-1'],
    ['a reply key at the root', '${main.temp}F', '72.5F'],
    ['an array reply', '${array[0].lat}', '40.7'],
    ['a foreach output_key', 'gifts: ${gift_list}', 'gifts: x; y'],
    ['this, inside foreach.append', '${this.product_title}', 'Lego'],
    ['templates nest', '${meta_data.contacts.${lc:args.department}}', '+12025551234'],
    ['a missing path is empty', '[${args.nope}] [${nothing.at.all}]', '[] []'],
    ['an index past the end is empty', '${weather[3].description}', ''],
    ['numbers and booleans as text', '${args.n} ${args.on}', '3 true'],
    ['null is empty', '[${args.none}]', '[]'],
    ['a container is its JSON text', '${global_data.tags}', '["a","b"]'],
    ['text without templates', 'plain $ % @ {text}', 'plain $ % @ {text}'],
    ['an unclosed template stays', 'a ${args.city', 'a ${args.city'],
  ])('%s', (_case, text, expected) => {
    expect(expand(text)).toBe(expected)
  })

  it('reports each path that led nowhere once', () => {
    const report = newReport()
    expandText('${args.a} ${args.a} ${b}', scope, report)
    expect(report.missing).toEqual(['args.a', 'b'])
  })

  it('leaves JavaScript as written and says so', () => {
    const report = newReport()
    expect(expandText('${args.n + 1}', scope, report)).toBe('${args.n + 1}')
    expect(report.notSimulated[0]?.what).toBe('expression')
    expect(report.notSimulated[0]?.detail).toContain('JavaScript')
  })

  it('keeps a number from a reply as written (reading "numbers")', () => {
    const parsed = parseJson('{"temp": 72.50, "big": 12345678901234567890}')
    if (!parsed.ok) throw new Error('bad fixture')
    const s = new Scope(new Map([['main', parsed.value]]))
    expect(expand('${main.temp} ${main.big}', s)).toBe('72.50 12345678901234567890')
  })

  it('expands every string of a value, keys as written', () => {
    const value = treeOf({ '${args.city}': ['${args.n}', { to: '%{caller_id_num}' }], n: 1 })
    expect(plainOf(expandValue(value, scope, newReport()))).toEqual({
      '${args.city}': ['3', { to: '+15555550100' }],
      n: 1,
    })
  })

  it('stops nesting past 32 levels, leaving the text', () => {
    const deep = '${'.repeat(40) + 'args.city' + '}'.repeat(40)
    const report = newReport()
    expect(() => expandText(deep, scope, report)).not.toThrow()
    expect(report.notSimulated.some((n) => n.what === 'nesting')).toBe(true)
  })
})

describe('modifiers', () => {
  it.each([
    ['lc lowercases', '${lc:args.department}', 'sales'],
    ['enc URL-encodes (RFC 3986)', '${enc:args.q}', 'a%20b%26c%2Fd%21%27%28%29%2A~'],
    ['enc:url is the same', '${enc:url:args.q}', 'a%20b%26c%2Fd%21%27%28%29%2A~'],
    ['fmt_ph: national by default', '${fmt_ph:args.phone}', '(202) 555-1234'],
    ['chains right to left: enc, then lc', '${lc:enc:args.q2}', 'x%2cy'],
    ['chains right to left: lc, then enc', '${enc:lc:args.q2}', 'x%2Cy'],
    ['santa’s %{lc:enc:args.query}', '%{lc:enc:args.query}', 'lego%20star%20wars'],
  ])('%s (reading "modifier-order")', (_case, text, expected) => {
    const s = scopeOf({
      args: {
        department: 'Sales',
        q: "a b&c/d!'()*~",
        q2: 'X,Y',
        phone: '+12025551234',
        query: 'Lego Star Wars',
      },
    })
    expect(expand(text, s)).toBe(expected)
  })

  it('passes a value through an unknown modifier and says so', () => {
    const report = newReport()
    expect(expandText('${uc:args.city}', scope, report)).toBe('San Francisco')
    expect(report.notSimulated).toEqual([
      { what: 'uc', detail: expect.stringContaining('not one the simulator knows') },
    ])
  })

  it('keeps a phone number it cannot format, and says so', () => {
    const report = newReport()
    const s = scopeOf({ args: { p: '+44 20 7946 0958' } })
    expect(expandText('${fmt_ph:args.p}', s, report)).toBe('+44 20 7946 0958')
    expect(report.notSimulated[0]?.detail).toContain('not a North American number')
  })
})

describe('@{…} template functions', () => {
  it.each([
    ['echo', '@{echo ${args.city}}', 'San Francisco'],
    ['separate', 'code @{separate AB12}', 'code A B 1 2'],
    ['expr', '@{expr (100 - 25) / 5} dollars', '15 dollars'],
    ['fmt_ph international', '@{fmt_ph international +12025551234}', '+1 202-555-1234'],
    ['fmt_ph e164', '@{fmt_ph e164 (202) 555-1234}', '+12025551234'],
    ['fmt_ph RFC3966', '@{fmt_ph RFC3966 2025551234}', 'tel:+1-202-555-1234'],
  ])('%s', (_case, text, expected) => {
    expect(expand(text)).toBe(expected)
  })

  it.each([
    ['strftime_tz', '@{strftime_tz America/Chicago %Y-%m-%d}', 'current date'],
    ['sleep', '@{sleep 2}', 'pause'],
    ['an unknown function', '@{shout hi}', 'not a documented'],
    ['expr that is not arithmetic', '@{expr 2 + x}', 'not arithmetic'],
  ])('%s: left as written, not simulated', (_case, text, detail) => {
    const report = newReport()
    expect(expandText(text, scope, report)).toBe(text)
    expect(report.notSimulated[0]?.detail).toContain(detail)
  })
})
