import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser'
import { parseScript, serializeScript } from '../script/io'
import { jsonText, scriptTextEdit } from '../script/jsonView'
import { applyPatch } from '../patch/applyPatch'
import type { PatchOp } from '../patch/operations'
import { toPointer } from './pointer'
import { forgetWritten } from './serializeJson'
import { JsonObject, jsonEqual, type JsonValue } from './values'
import { corpusFiles, HAS_SHARED } from '../testing/shared'
import { LAYOUTS, anyDoc, anyScript, print, type Doc } from './testing/layouts'

const parsed = (text: string) => {
  const r = parseScript(text, 'json')
  if (!r.ok) throw new Error(`${r.error.message} (line ${r.error.line}) in ${JSON.stringify(text)}`)
  return r.doc
}

describe('JSON keeps its layout: parse then write is byte for byte (property-based)', () => {
  it.each(LAYOUTS.map((l) => [l.name, l] as const))('%s', (_name, layout) => {
    fc.assert(
      fc.property(anyScript, (doc) => {
        const text = print(doc, layout)
        const read = parsed(text)
        expect(serializeScript(read, 'json')).toBe(text)
        // Not only the texts the parser remembered: the writer's own walk gives the same.
        forgetWritten()
        expect(serializeScript(read, 'json')).toBe(text)
      }),
      { numRuns: 150 },
    )
  })

  it.skipIf(!HAS_SHARED)('the corpus, printed in every layout', () => {
    for (const file of corpusFiles('.json')) {
      const doc = toDoc(JSON.parse(file.text))
      for (const layout of LAYOUTS) {
        const text = print(doc, layout)
        const read = parsed(text)
        expect(serializeScript(read, 'json'), `${file.name} ${layout.name}`).toBe(text)
        forgetWritten()
        expect(serializeScript(read, 'json'), `${file.name} ${layout.name}, walked`).toBe(text)
      }
    }
  })
})

/** A plain value as a syntax tree (for the corpus). */
function toDoc(v: unknown): Doc {
  if (typeof v === 'string') return { kind: 'str', value: v }
  if (Array.isArray(v)) return { kind: 'arr', items: v.map(toDoc) }
  if (v !== null && typeof v === 'object')
    return { kind: 'obj', entries: Object.entries(v).map(([k, x]) => [k, toDoc(x)]) }
  return { kind: 'lit', text: JSON.stringify(v) }
}

/** Every container path of a tree, with its kind and size. */
function containers(v: JsonValue, at: (string | number)[] = []) {
  const out: { path: (string | number)[]; node: JsonObject | JsonValue[] }[] = []
  if (v instanceof JsonObject) {
    out.push({ path: at, node: v })
    for (const e of v.entries) out.push(...containers(e.value, [...at, e.key]))
  } else if (Array.isArray(v)) {
    out.push({ path: at, node: v as JsonValue[] })
    ;(v as JsonValue[]).forEach((x, i) => out.push(...containers(x, [...at, i])))
  }
  return out
}

const nodeAt = (tree: Node, path: (string | number)[]) => {
  const n = path.length === 0 ? tree : findNodeAtLocation(tree, path)
  if (!n) throw new Error(`no node at ${toPointer(path)}`)
  return n
}
const end = (n: Node) => n.offset + n.length
/** Where an object member or array item starts: its key, or the value itself. */
const itemStart = (n: Node) => (n.parent?.type === 'property' ? n.parent.offset : n.offset)

/**
 * A random operation on a document, and the part of the old text it may change: `[lo, hi]`
 * (for an insertion, lo = hi is where the new text goes).
 */
function opAndRegion(
  root: JsonValue,
  text: string,
  seed: number,
  value: JsonValue,
): { op: PatchOp; lo: number; hi: number; lines?: number } {
  const tree = parseTree(text)!
  const all = containers(root)
  const { path, node } = all[seed % all.length]!
  const c = nodeAt(tree, path)
  const kids = c.type === 'object' ? c.children!.map((p) => p.children![1]!) : (c.children ?? [])
  const n = kids.length
  const pointer = toPointer(path)
  const kind = (seed >> 3) % 4
  const keyOf = (i: number) => (node instanceof JsonObject ? node.entries[i]!.key : i)
  if (n > 0 && kind === 0) {
    const i = seed % n
    return {
      op: { op: 'replace', path: toPointer([...path, keyOf(i)]), value },
      lo: kids[i]!.offset,
      hi: end(kids[i]!),
    }
  }
  if (n > 0 && kind === 1) {
    const i = seed % n
    const op: PatchOp = { op: 'remove', path: toPointer([...path, keyOf(i)]) }
    if (n === 1) return { op, lo: c.offset + 1, hi: end(c) - 1 }
    if (i > 0) return { op, lo: end(kids[i - 1]!), hi: end(kids[i]!) }
    return { op, lo: itemStart(kids[0]!), hi: itemStart(kids[1]!) }
  }
  if (n > 0 && kind === 2 && node instanceof JsonObject) {
    const i = seed % n
    const to = `renamed_${seed}`
    if (!node.has(to)) {
      const k = c.children![i]!.children![0]!
      return {
        op: { op: 'move', from: toPointer([...path, keyOf(i)]), path: toPointer([...path, to]) },
        lo: k.offset,
        hi: end(k),
      }
    }
  }
  // Add: a new key at the end of an object, an item anywhere in an array.
  const at = node instanceof JsonObject ? n : seed % (n + 1)
  const step = node instanceof JsonObject ? `new_${seed}` : at
  const op: PatchOp = { op: 'add', path: `${pointer}/${step}`, value }
  if (n === 0) return { op, lo: c.offset + 1, hi: end(c) - 1 }
  if (at === n) return { op, lo: end(kids[n - 1]!), hi: end(kids[n - 1]!), lines: 1 }
  const lo = at === 0 ? c.offset + 1 : end(kids[at - 1]!)
  return { op, lo, hi: itemStart(kids[at]!) }
}

const scalarValue = fc.constantFrom<JsonValue>('text', 7, true, null, 'é')

describe('an edit changes only the bytes of what it edits (property-based)', () => {
  it.each(LAYOUTS.map((l) => [l.name, l] as const))('%s', (_name, layout) => {
    fc.assert(
      fc.property(
        anyScript,
        fc.nat(),
        fc.oneof(
          scalarValue,
          anyDoc.map((d) => d as unknown),
        ),
        (d, seed, raw) => {
          const text = print(d, layout)
          const before = parsed(text)
          const value = (
            isDoc(raw) ? parsed(`{"v": ${print(raw, LAYOUTS[0]!)}}`).root.get('v')! : raw
          ) as JsonValue
          const { op, lo, hi, lines } = opAndRegion(before.root, jsonText(before), seed, value)
          const r = applyPatch(before, [op])
          if (!r.ok) throw new Error(r.error.message)
          const after = serializeScript(r.doc, 'json')
          // Everything outside the region is the old text, byte for byte.
          expect(
            after.startsWith(text.slice(0, lo)),
            `${op.op} ${op.path}\n${text}\n→\n${after}`,
          ).toBe(true)
          expect(after.endsWith(text.slice(hi)), `${op.op} ${op.path}\n${text}\n→\n${after}`).toBe(
            true,
          )
          // A scalar appended to a multi-line container is one new line.
          if (lines && layout.indent !== null && typeof value !== 'object')
            expect(after.split('\n').length).toBe(text.split('\n').length + lines)
          // The new text reads back as the edited document, and is written back as it is.
          const again = parsed(after)
          expect(jsonEqual(again.root, r.doc.root)).toBe(true)
          expect(serializeScript(again, 'json')).toBe(after)
          // The code pane's edit, found by comparing the trees, is the same change.
          const edit = scriptTextEdit(before, r.doc)
          const viaEdit = edit
            ? jsonText(before).slice(0, edit.start) + edit.text + jsonText(before).slice(edit.end)
            : jsonText(before)
          expect(viaEdit).toBe(jsonText(r.doc))
        },
      ),
      { numRuns: 120 },
    )
  })
})

const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && 'kind' in v
