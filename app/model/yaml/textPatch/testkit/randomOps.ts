import fc from 'fast-check'
import { toPointer } from '../../../json/pointer'
import { JsonObject, RawNumber, type JsonValue } from '../../../json/values'
import type { PatchOp } from '../../../patch/operations'

/** Test kit: a random operation on a tree, of the kinds an editor makes. */

const tricky = fc.constantFrom(
  'plain words',
  'a: b',
  '# c',
  'x #y',
  '- x',
  '12',
  '1.0',
  'true',
  'null',
  '',
  ' lead',
  'trail ',
  "it's",
  'say "hi"',
  '[x]',
  '{a}',
  'a, b',
  '&a',
  '*b',
  '!t',
  '|',
  '>',
  '%p',
  '@x',
  '`x`',
  '---',
  'multi\nline',
  'ends\n',
  'two\n\n',
  '\n\nlead',
  'x\n  indented',
  '  spaced\nlines',
  'tab\there',
  'é ü',
  'line\n# hash\n- dash',
  'ctrl\u0001',
  'keep\n\n\n',
)
const scalar: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 4, arbitrary: tricky },
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom<JsonValue>(
    true,
    false,
    null,
    0.5,
    new RawNumber('1.50'),
    new RawNumber('12345678901234567890'),
  ),
)
const container: fc.Arbitrary<JsonValue> = fc.letrec<{ v: JsonValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', maxDepth: 2 },
    scalar,
    fc.array(tie('v'), { maxLength: 3 }),
    fc
      .uniqueArray(
        fc.tuple(fc.constantFrom('a', 'b c', '10', 'true', '', 'k: v', '#k'), tie('v')),
        { maxLength: 3, selector: ([k]) => k },
      )
      .map((es) => JsonObject.from(es)),
  ),
})).v

export const KINDS = [
  'replaceScalar',
  'replaceContainer',
  'addKey',
  'addItem',
  'remove',
  'rename',
  'moveItem',
] as const

export interface OpSeed {
  readonly kind: (typeof KINDS)[number]
  readonly pick: number
  readonly index: number
  readonly key: string
  readonly scalar: JsonValue
  readonly container: JsonValue
}

export const opSeed: fc.Arbitrary<OpSeed> = fc.record({
  kind: fc.constantFrom(...KINDS),
  pick: fc.nat(),
  index: fc.nat(),
  key: fc.constantFrom('added', 'new key', '10', 'true', 'x: y', '#k', '', 'name'),
  scalar,
  container,
})

type Path = (string | number)[]

function paths(v: JsonValue, at: Path = []): { path: Path; value: JsonValue }[] {
  const out = [{ path: at, value: v }]
  if (v instanceof JsonObject)
    for (const e of v.entries) out.push(...paths(e.value, [...at, e.key]))
  else if (Array.isArray(v)) (v as JsonValue[]).forEach((x, i) => out.push(...paths(x, [...at, i])))
  return out
}

/** The operation a seed makes on `tree`, or `undefined` when the tree has no place for it. */
export function opFor(tree: JsonValue, seed: OpSeed): PatchOp | undefined {
  const all = paths(tree)
  const parentOf = (p: Path) =>
    all.find(
      (x) => x.path.length === p.length - 1 && p.slice(0, -1).every((t, i) => t === x.path[i]),
    )!.value
  const choose = (f: (x: { path: Path; value: JsonValue }) => boolean) => {
    const options = all.filter(f)
    return options.length ? options[seed.pick % options.length] : undefined
  }
  const nonRoot = (x: { path: Path }) => x.path.length > 0
  switch (seed.kind) {
    case 'replaceScalar':
    case 'replaceContainer': {
      const at = choose(nonRoot)
      const value = seed.kind === 'replaceScalar' ? seed.scalar : seed.container
      return at && { op: 'replace', path: toPointer(at.path), value }
    }
    case 'addKey': {
      const at = choose((x) => x.value instanceof JsonObject)
      if (!at) return undefined
      let key = seed.key
      while ((at.value as JsonObject).has(key)) key += '_'
      return {
        op: 'add',
        path: toPointer([...at.path, key]),
        value: seed.index % 2 ? seed.scalar : seed.container,
      }
    }
    case 'addItem': {
      const at = choose((x) => Array.isArray(x.value))
      if (!at) return undefined
      const n = (at.value as JsonValue[]).length
      const i = seed.index % (n + 2)
      return {
        op: 'add',
        path: toPointer([...at.path, i > n ? '-' : i]),
        value: seed.index % 3 ? seed.scalar : seed.container,
      }
    }
    case 'remove': {
      const at = choose(nonRoot)
      return at && { op: 'remove', path: toPointer(at.path) }
    }
    case 'rename': {
      const at = choose((x) => nonRoot(x) && parentOf(x.path) instanceof JsonObject)
      if (!at) return undefined
      let key = seed.key
      while ((parentOf(at.path) as JsonObject).has(key)) key += '_'
      return {
        op: 'move',
        from: toPointer(at.path),
        path: toPointer([...at.path.slice(0, -1), key]),
      }
    }
    case 'moveItem': {
      const at = choose(
        (x) =>
          nonRoot(x) &&
          Array.isArray(parentOf(x.path)) &&
          (parentOf(x.path) as JsonValue[]).length > 1,
      )
      if (!at) return undefined
      const n = (parentOf(at.path) as JsonValue[]).length
      const from = at.path[at.path.length - 1] as number
      const to = (from + 1 + (seed.index % (n - 1))) % n
      return {
        op: 'move',
        from: toPointer(at.path),
        path: toPointer([...at.path.slice(0, -1), to]),
      }
    }
  }
}
