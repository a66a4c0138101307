import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { jsonEqual } from '../../json/values'
import { applyPatchToValue } from '../../patch/applyPatch'
import type { PatchOp } from '../../patch/operations'
import { corpusFiles, HAS_SHARED } from '../../testing/shared'
import { parseYaml } from '../parseYaml'
import { serializeYaml } from '../serializeYaml'
import { commentedYaml, printYaml } from './testkit/commentedYaml'
import { allowedFor, changedLines, isLocal } from './testkit/locality'
import { opFor, opSeed } from './testkit/randomOps'

/**
 * One random operation on a YAML text: the written text reads back as exactly the edited tree,
 * and differs from the old text only in the lines of the edited value (plus added or removed
 * lines), whatever the comments, styles, anchors and layout around it.
 */
function checkEdit(text: string, op: PatchOp): void {
  const read = parseYaml(text)
  if (!read.ok) throw new Error(read.error.message)
  const edited = applyPatchToValue(read.value, [op])
  if (!edited.ok) throw new Error(edited.error.message)
  const written = serializeYaml(edited.value, { text, document: read.document, root: read.value })
  const back = parseYaml(written)
  expect(back.ok ? jsonEqual(back.value, edited.value) : back.error.message).toBe(true)
  const allowed = allowedFor(text, read.document, op)
  if (!isLocal(text, written, allowed)) {
    const { from, to, added } = changedLines(text, written)
    const around = (t: string) => t.split('\n').slice(Math.max(0, from - 3), to + added + 3)
    const shown = {
      op,
      allowed,
      changed: { from, to, added },
      before: around(text),
      after: around(written),
    }
    expect.fail(
      `the edit changed lines outside the edited value: ${JSON.stringify(shown, null, 1)}`,
    )
  }
}

describe('YAML text patching (property-based)', () => {
  it('generated commented YAML: a random operation changes only its value, and reads back exactly', () => {
    fc.assert(
      fc.property(commentedYaml, opSeed, ({ root, layout }, seed) => {
        const text = printYaml(root, layout)
        const read = parseYaml(text)
        if (!read.ok) throw new Error(read.error.message)
        const op = opFor(read.value, seed)
        fc.pre(op !== undefined)
        checkEdit(text, op!)
      }),
      { numRuns: 400 },
    )
  }, 60_000)

  it('several operations at once (the quick way) read back exactly', () => {
    fc.assert(
      fc.property(
        commentedYaml,
        fc.array(opSeed, { minLength: 2, maxLength: 5 }),
        ({ root, layout }, seeds) => {
          const text = printYaml(root, layout)
          const read = parseYaml(text)
          if (!read.ok) throw new Error(read.error.message)
          let tree = read.value
          for (const seed of seeds) {
            const op = opFor(tree, seed)
            const edited = op && applyPatchToValue(tree, [op])
            if (edited?.ok) tree = edited.value
          }
          const written = serializeYaml(tree, { text, document: read.document, root: read.value })
          const back = parseYaml(written)
          expect(back.ok && jsonEqual(back.value, tree)).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  }, 60_000)

  it('an unedited document comes back byte for byte', () => {
    fc.assert(
      fc.property(commentedYaml, ({ root, layout }) => {
        const text = printYaml(root, layout)
        const read = parseYaml(text)
        if (!read.ok) throw new Error(read.error.message)
        const source = { text, document: read.document, root: read.value }
        expect(serializeYaml(read.value, source)).toBe(text)
      }),
      { numRuns: 200 },
    )
  })
})

describe.skipIf(!HAS_SHARED)('YAML text patching on the corpus (property-based)', () => {
  it.each(corpusFiles('.yaml').map((f) => [f.name, f.text] as const))(
    '%s: a random operation changes only its value, and reads back exactly',
    (_name, text) => {
      const read = parseYaml(text)
      if (!read.ok) throw new Error(read.error.message)
      fc.assert(
        fc.property(opSeed, (seed) => {
          const op = opFor(read.value, seed)
          fc.pre(op !== undefined)
          checkEdit(text, op!)
        }),
        { numRuns: 150 },
      )
    },
    60_000,
  )
})
