import { expect } from 'vitest'
import { jsonEqual } from '../../../json/values'
import { applyPatchToValue } from '../../../patch/applyPatch'
import type { PatchOp } from '../../../patch/operations'
import { parseYaml } from '../../parseYaml'
import { serializeYaml } from '../../serializeYaml'

/** Test kit: a YAML text edited by operations, for the text patcher's example tests. */

/** The text after `ops`, checked to read back as exactly the edited tree. */
export function edit(text: string, ops: PatchOp[]): string {
  const read = parseYaml(text)
  if (!read.ok) throw new Error(read.error.message)
  const edited = applyPatchToValue(read.value, ops)
  if (!edited.ok) throw new Error(edited.error.message)
  const written = serializeYaml(edited.value, { text, document: read.document, root: read.value })
  const back = parseYaml(written)
  expect(back.ok && jsonEqual(back.value, edited.value)).toBe(true)
  return written
}

/** `text` with line `n` (1-based) replaced by `lines` (none: removed). */
export const withLine = (text: string, n: number, ...lines: string[]) => {
  const all = text.split('\n')
  all.splice(n - 1, 1, ...lines)
  return all.join('\n')
}

export const FILE = `# A script
version: 1.0.0   # the version
name: plain
quoted: 'single'
dq: "double"   # dq
list: ["a", "b"]  # flow
map: { x: 1, y: 2 }
text: |-
  line one
  line two
folded: >- # wrapped
  one two
  three
anchored: &base
  k: v
uses: *base
items:
  # first
  - one
  - two

  - three
end: true
`
