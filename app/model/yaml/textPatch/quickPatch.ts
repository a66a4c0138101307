import { isAlias, isMap, isPair, isSeq, parseDocument, type Document } from 'yaml'
import { jsonEqual, type JsonValue } from '../../json/values'
import { applyPatchToValue } from '../../patch/applyPatch'
import type { PatchOp } from '../../patch/operations'
import { changedAnchors } from './anchors'
import { COARSE } from './coarseDiff'
import { byDocumentModel } from './documentModel'
import type { Layout } from './layout'
import { indexOf, Unpatchable } from './locate'
import { editsFor, tokensOf } from './opEdits'
import { parseYaml, YAML_OPTIONS } from '../parseYaml'
import { applyEdits, lineStart, nextLineStart, previousLineStart, type TextEdit } from './text'

/**
 * The text patcher's quick way, for many operations on a large file: the text is read once and
 * each operation's edits are placed by that reading, as long as they stay away from what earlier
 * operations changed (the entries they edited and the collections they added to or took from);
 * only an operation that comes near those makes the text be read again. The result is read once
 * at the end and must hold exactly `target`; `undefined` (the careful way then runs, one reading
 * per operation) when it does not, or when an operation needs more care: an anchor on its way,
 * an alias, a place the patcher does not write to directly.
 */
export function quickPatch(
  source: { text: string; document: Document },
  root: JsonValue,
  ops: readonly PatchOp[],
  layout: Layout,
  target: JsonValue,
): string | undefined {
  const fresh = (text: string, document: Document): Base => ({
    text,
    document,
    edits: [],
    guards: [],
    stale: new Set(),
  })
  let base = fresh(source.text, source.document)
  let tree = root
  try {
    for (const op of ops) {
      const result = applyPatchToValue(tree, [op])
      if (!result.ok) return undefined
      tree = result.value
      let placed = place(base, op, tree, layout)
      if (!placed) {
        const text = applyEdits(base.text, base.edits)
        const document = parseDocument(text, YAML_OPTIONS)
        if (document.errors.length) return undefined
        base = fresh(text, document)
        placed = place(base, op, tree, layout)
        if (!placed) return undefined
      }
      base = placed
    }
  } catch (e) {
    if (e instanceof Unpatchable) return undefined
    throw e
  }
  const text = applyEdits(base.text, base.edits)
  const check = parseYaml(text)
  return check.ok && jsonEqual(check.value, target) ? text : undefined
}

/** A reading of the text, and the edits made since, in its offsets. */
interface Base {
  readonly text: string
  readonly document: Document
  readonly edits: readonly TextEdit[]
  /** The edits that added, removed or moved entries: the lines around them are theirs too. */
  readonly guards: readonly TextEdit[]
  /** Nodes of the reading that edits have changed: replaced values, added-to collections. */
  readonly stale: ReadonlySet<unknown>
}

/** `base` with one more operation's edits, or `undefined` when they need a fresh reading. */
function place(base: Base, op: PatchOp, after: JsonValue, layout: Layout): Base | undefined {
  const tokens = tokensOf(op.path)
  const replaces = op.op === 'replace'
  const way = walk(base.document, replaces ? tokens : tokens.slice(0, -1))
  if (!way || way.some((node) => base.stale.has(node))) return undefined
  if (changedAnchors(base.document, tokens.slice(0, -1), replaces ? tokens : undefined).size) {
    throw new Unpatchable('an anchor on the way')
  }
  let edits: TextEdit[]
  try {
    const override = COARSE.has(op) ? byDocumentModel(base.document, layout) : undefined
    edits = editsFor({ text: base.text, document: base.document, layout }, op, after, override)
  } catch (e) {
    if (e instanceof Unpatchable) return undefined
    throw e
  }
  // A replacement reads and writes its own lines only; an added or removed entry, the lines
  // around it too (comments above it, blank lines, its neighbours).
  const clash = (e: TextEdit) =>
    base.edits.some((o) => (replaces ? touch(e, o) : near(base.text, e, o))) ||
    base.guards.some((o) => near(base.text, e, o))
  if (edits.some(clash)) return undefined
  const stale = new Set(base.stale)
  stale.add(way[way.length - 1])
  const guards = replaces ? base.guards : [...base.guards, ...edits]
  return { ...base, edits: [...base.edits, ...edits], guards, stale }
}

/** The nodes from the root to a path (`undefined` through an alias or a missing step). */
function walk(document: Document, tokens: readonly string[]): unknown[] | undefined {
  const nodes: unknown[] = [document.contents]
  let node: unknown = document.contents
  for (const token of tokens) {
    if (isAlias(node) || !(isMap(node) || isSeq(node))) return undefined
    const i = indexOf(node, token)
    if (i < 0) return undefined
    const item = node.items[i]
    node = isPair(item) ? item.value : item
    nodes.push(node)
  }
  return isAlias(node) ? undefined : nodes
}

/** Whether two edits overlap or meet. */
const touch = (a: TextEdit, b: TextEdit) => a.start <= b.end && b.start <= a.end

/** Whether two edits touch the same lines or lines next to each other. */
function near(text: string, a: TextEdit, b: TextEdit): boolean {
  const lines = (e: TextEdit) => {
    const start = lineStart(text, e.start)
    const before = previousLineStart(text, start)
    return [before < 0 ? 0 : before, nextLineStart(text, nextLineStart(text, e.end))] as const
  }
  const [a0, a1] = lines(a)
  const [b0, b1] = lines(b)
  return a0 <= b1 && b0 <= a1
}
