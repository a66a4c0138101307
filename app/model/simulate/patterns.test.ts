import { describe, expect, it } from 'vitest'
import { readPattern } from './patterns'

const read = (pattern: string) => {
  const r = readPattern(pattern)
  if (!r.ok) throw new Error(`refused: ${r.message}`)
  return r
}

describe('PCRE-style patterns as JavaScript reads them (reading "pattern")', () => {
  it.each([
    // [pattern, display, matches, does not match]
    ['.*', '/.*/', 'anything', null],
    ['\\w+', '/\\w+/', 'sales', '  '],
    ['star', '/star/', 'a star is born', 'Star'],
    ['(?i)star\\s*wars', '/star\\s*wars/i', 'StarWars', 'star trek'],
    ['(?i)(?s)a.b', '/a.b/is', 'A\nb', 'ac'],
    ['(?im)^b', '/^b/im', 'a\nB', 'ab'],
    ['/start/i', '/start/i', 'Start', 'stop'],
    ['/^\\d+$/', '/^\\d+$/', '123', '12a'],
    ['\\Afoo\\z', '/^foo(?![\\s\\S])/', 'foo', 'foo\n'],
    ['foo\\Z', '/foo(?=\\n?(?![\\s\\S]))/', 'foo\n', 'foox'],
    ['\\Qa.b*\\E!', '/a\\.b\\*!/', 'a.b*!', 'axbb!'],
    ['a\\hb', '/a[\\t \\u00a0]b/', 'a b', 'ab'],
    ['[[:digit:]]{3}', '/[0-9]{3}/', 'x123', 'x12'],
    ['[[:alpha:]_]+', '/[A-Za-z_]+/', 'abc', '123'],
    ['(?P<year>\\d{4})-(?P=year)', '/(?<year>\\d{4})-\\k<year>/', '2024-2024', '2024-2025'],
    ["(?'n'x)\\k{n}", '/(?<n>x)\\k<n>/', 'xx', 'x'],
    ['a(?#comment)b', '/ab/', 'ab', 'a b'],
    ['(?x) a b # spaced out\n c', '/abc/', 'abc', 'a b c'],
    ['\\x{41}', '/\\u0041/', 'A', 'B'],
    ['\\pL+', '/\\p{L}+/u', 'é', '1'],
    ['(?i)a(?i:b)', '/a(?:b)/i', 'AB', 'A'],
    ['a/b', '/a\\/b/', 'a/b', 'ab'],
    ['[]a]', '/[\\]a]/', ']', 'b'],
    ['a+?b', '/a+?b/', 'aab', 'b'],
  ])('%s', (pattern, display, yes, no) => {
    const r = read(pattern)
    expect(r.display).toBe(display)
    expect(r.regex.test(yes)).toBe(true)
    if (no !== null) expect(r.regex.test(no)).toBe(false)
  })

  it.each([
    ['(?>a+)b', 'atomic group'],
    ['a++b', 'possessive'],
    ['a*+', 'possessive'],
    ['(a)(?1)', 'recursive'],
    ['(?R)', 'recursive'],
    ['(?(1)a|b)', 'conditional'],
    ['(?|a|b)', 'branch reset'],
    ['a(?i)b', 'in the middle'],
    ['(?U)a+', 'inline flag'],
    ['\\Gabc', '\\G has no JavaScript equivalent'],
    ['ab\\K', '\\K has no JavaScript equivalent'],
    ['/x/q', 'the flag "q"'],
    ['[[:nope:]]', 'the class [:nope:]'],
    ['abc\\', 'lone backslash'],
    ['[abc', 'not closed'],
    ['(unclosed', 'JavaScript cannot run it'],
  ])('%s is refused, saying why', (pattern, reason) => {
    const r = readPattern(pattern)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toContain(reason)
  })

  it('never throws, whatever the text', () => {
    for (const p of ['', '\\', '(', ')', '[', '(?', '(?P', '\\x{', '\\p', '/', '//', '\\Q'])
      expect(() => readPattern(p)).not.toThrow()
  })
})
