import fc from 'fast-check'

/**
 * Test kit: random commented YAML documents as people write them. A generated document is a
 * shape (maps, lists, scalars with their styles, comments, anchors and aliases) plus a layout
 * (indentation, list indentation, flow padding, line breaks), printed by `printYaml`.
 */

export type Scalar =
  | { readonly kind: 'plain' | 'single' | 'double'; readonly text: string }
  | { readonly kind: 'block'; readonly header: string; readonly lines: readonly string[] }
  | { readonly kind: 'empty' }

export type Shape =
  | { readonly t: 'scalar'; readonly s: Scalar; readonly comment: string; readonly anchor: boolean }
  | {
      readonly t: 'map'
      readonly flow: boolean
      readonly entries: readonly Entry[]
      readonly comment: string
      readonly anchor: boolean
    }
  | {
      readonly t: 'seq'
      readonly flow: boolean
      readonly items: readonly Item[]
      readonly comment: string
      readonly anchor: boolean
    }
  | { readonly t: 'alias'; readonly pick: number; readonly comment: string }

export interface Item {
  readonly value: Shape
  /** Full-line comments above the entry, and whether a blank line comes first. */
  readonly before: readonly string[]
  readonly blank: boolean
}
export interface Entry extends Item {
  readonly key: string
}

export interface Layout {
  readonly indent: number
  readonly indentSeq: boolean
  readonly padding: boolean
  readonly newline: '\n' | '\r\n'
  readonly finalNewline: boolean
}

const PLAIN = [
  'hello',
  'hello world',
  'a-b_c.d',
  'x/y',
  '12',
  '-3',
  '1.50',
  '1e3',
  'true',
  'null',
  '~',
  "it's",
  'say "hi"',
  'http://x.y/z?q=1&r=2',
]
const SINGLE = ['quoted', "it's", ': #', '12', '', 'a "b"', ' padded ']
const DOUBLE = ['quoted', 'a\nb', 'tab\there', 'quote " x', 'é', '', 'true']
const KEYS = ['name', 'text', 'a b', '10', 'x-y', 'url', 'fn', 'k9', 'data_map', 'é']
const LINES = [
  'Line one.',
  'Line two: with colon',
  '# not a comment',
  'IMPORTANT: rule',
  '- item',
  '  more indented',
  'last words',
]

const comment = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  fc
    .tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom('# note', '# a: b', '#x', '# "q"'))
    .map(([pad, c]) => ' '.repeat(pad) + c),
)
const lines = fc
  .array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...LINES) }, fc.constant('')), {
    minLength: 1,
    maxLength: 4,
  })
  .map((ls) => (ls[0] === '' || ls[0]!.startsWith(' ') ? ['First line.', ...ls] : ls))

const flowScalar: fc.Arbitrary<Scalar> = fc.oneof(
  fc
    .constantFrom(...PLAIN.filter((p) => !/[,[\]{}]/.test(p)))
    .map((text) => ({ kind: 'plain' as const, text })),
  fc.constantFrom(...SINGLE).map((text) => ({ kind: 'single' as const, text })),
  fc.constantFrom(...DOUBLE).map((text) => ({ kind: 'double' as const, text })),
)
const blockScalar: fc.Arbitrary<Scalar> = fc.oneof(
  { weight: 3, arbitrary: flowScalar },
  fc
    .tuple(fc.constantFrom('|', '>', '|-', '>-', '|+', '>+'), lines)
    .map(([header, ls]) => ({ kind: 'block' as const, header, lines: ls })),
  fc.constant({ kind: 'empty' as const }),
)

const item = (value: fc.Arbitrary<Shape>) =>
  fc.record({
    value,
    before: fc.array(fc.constantFrom('# about this', '#tight', '# - x: y'), { maxLength: 2 }),
    blank: fc.boolean(),
  })

function shapes(): { flow: fc.Arbitrary<Shape>; block: fc.Arbitrary<Shape> } {
  const arbs = fc.letrec<{ flow: Shape; block: Shape }>((tie) => ({
    flow: fc.oneof(
      { depthSize: 'small', maxDepth: 2 },
      fc.record({
        t: fc.constant('scalar' as const),
        s: flowScalar,
        comment: fc.constant(''),
        anchor: fc.constant(false),
      }),
      fc.record({
        t: fc.constant('seq' as const),
        flow: fc.constant(true),
        items: fc.array(item(tie('flow')), { maxLength: 3 }),
        comment: fc.constant(''),
        anchor: fc.constant(false),
      }),
      fc.record({
        t: fc.constant('map' as const),
        flow: fc.constant(true),
        entries: uniqueEntries(tie('flow'), 3),
        comment: fc.constant(''),
        anchor: fc.constant(false),
      }),
    ),
    block: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      fc.record({
        t: fc.constant('scalar' as const),
        s: blockScalar,
        comment,
        anchor: fc.boolean(),
      }),
      fc.record({
        t: fc.constant('map' as const),
        flow: fc.constant(false),
        entries: uniqueEntries(tie('block'), 4, 1),
        comment,
        anchor: fc.boolean(),
      }),
      fc.record({
        t: fc.constant('seq' as const),
        flow: fc.constant(false),
        items: fc.array(item(tie('block')), { minLength: 1, maxLength: 4 }),
        comment,
        anchor: fc.boolean(),
      }),
      fc.tuple(tie('flow'), comment).map(([s, c]) => ({ ...s, comment: c })),
      fc.record({ t: fc.constant('alias' as const), pick: fc.nat(), comment }),
    ),
  }))
  return { flow: arbs.flow, block: arbs.block }
}

function uniqueEntries(value: fc.Arbitrary<Shape>, maxLength: number, minLength = 0) {
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom(...KEYS), item(value)), {
      minLength,
      maxLength,
      selector: ([k]) => k,
    })
    .map((es) => es.map(([key, it]) => ({ key, ...it })))
}

/** A random commented YAML document: a block mapping at the root, and its layout. */
export const commentedYaml: fc.Arbitrary<{ root: Shape; layout: Layout }> = fc.record({
  root: uniqueEntries(shapes().block, 5, 1).map((entries): Shape => ({
    t: 'map',
    flow: false,
    entries,
    comment: '',
    anchor: false,
  })),
  layout: fc.record({
    indent: fc.constantFrom(2, 4),
    indentSeq: fc.boolean(),
    padding: fc.boolean(),
    newline: fc.constantFrom('\n' as const, '\n' as const, '\r\n' as const),
    finalNewline: fc.boolean(),
  }),
})

export { printYaml } from './printYaml'
