import { isSeq, type Document, type Node } from 'yaml'
import { toPointer } from '../../json/pointer'
import { jsonEqual, type JsonValue } from '../../json/values'
import { applyPatchToValue } from '../../patch/applyPatch'
import type { PatchOp } from '../../patch/operations'
import { changedAnchors, firstAlias, rangeAt, within } from './anchors'
import { COARSE, coarseDiff } from './coarseDiff'
import { Compact } from './collections'
import { byDocumentModel } from './documentModel'
import { detectLayout, type Layout } from './layout'
import { Unpatchable, nodeAt } from './locate'
import { ThroughAlias, editsFor, tokensOf } from './opEdits'
import { parseYaml } from '../parseYaml'
import { quickPatch } from './quickPatch'
import { applyEdits, type TextEdit } from './text'
import { yamlTree } from './yamlTree'

/**
 * Writes an edited tree back into the YAML text it was read from, changing only the lines of
 * the edited values. The edit is the JSON Patch from the read tree to the edited one
 * (`diffValues`); each operation becomes text edits at its node's place (`editsFor`). Several
 * operations go the quick way first (`quickPatch`: one reading for many). The careful way reads
 * the text again after each operation, both for fresh places and to check that it holds exactly
 * the tree the operation leads to. Where an operation cannot be written that way, the value around
 * it is rewritten instead: by the document model (keeping its comments), then afresh, one level
 * up at a time. Returns `undefined` only when not even the whole document could be rewritten.
 */
export function patchText(
  source: { text: string; document: Document.Parsed; root: JsonValue },
  value: JsonValue,
): string | undefined {
  const layout = detectLayout(source.text, source.document)
  let state: State = { text: source.text, document: source.document, tree: source.root, layout }
  const ops = coarseDiff(source.root, value, source.text.length)
  const target = yamlTree(value)
  if (ops.length > 1) {
    const quick = quickPatch(source, source.root, ops, layout, target)
    if (quick !== undefined) return quick
  }
  for (const op of ops) {
    const next = applyOp(state, op)
    if (!next) return undefined
    state = next
  }
  return jsonEqual(state.tree, target) ? state.text : undefined
}

interface State {
  readonly text: string
  readonly document: Document
  readonly tree: JsonValue
  readonly layout: Layout
}

/** The state after `edits`, when the new text reads back as exactly `expected`. */
function attempt(state: State, edits: readonly TextEdit[], expected: JsonValue): State | undefined {
  const text = applyEdits(state.text, edits)
  const parsed = parseYaml(text)
  if (!parsed.ok || !jsonEqual(parsed.value, expected)) return undefined
  return { text, document: parsed.document, tree: parsed.value, layout: state.layout }
}

/** One operation written into the text, or `undefined` when even the whole document failed. */
function applyOp(state: State, op: PatchOp): State | undefined {
  const result = applyPatchToValue(state.tree, [op])
  if (!result.ok) return undefined
  const after = result.value
  const expected = yamlTree(after)
  // A new multi-line string is a block scalar, or (second try) double-quoted on one line; the
  // last try sets no blank lines around what it adds.
  const tries = [
    state.layout,
    { ...state.layout, blockStrings: false },
    { ...state.layout, blockStrings: false, blankLines: false },
  ]
  for (const layout of tries) {
    const direct = guarded(() =>
      directly({ ...state, layout }, op, after, expected, COARSE.has(op)),
    )
    if (direct) return { ...direct, layout: state.layout }
  }
  const tokens = tokensOf(op.path)
  for (let level = tokens.length; level >= 0; level--) {
    const path = toPointer(tokens.slice(0, level))
    const replace: PatchOp = { op: 'replace', path, value: null }
    for (const documentModel of [true, false]) {
      const next = guarded(() => patchOp(state, replace, after, expected, documentModel))
      if (next) return next
    }
  }
  return undefined
}

/**
 * An operation at its own place; through an alias, the edited value written out there. A move
 * to or from a compact first entry (`- - x`) first gives that entry a line of its own.
 */
function directly(
  state: State,
  op: PatchOp,
  after: JsonValue,
  expected: JsonValue,
  documentModel: boolean,
) {
  try {
    return patchOp(state, op, after, expected, documentModel)
  } catch (e) {
    if (e instanceof Compact) {
      const apart = attempt(state, [e.edit], state.tree)
      return apart && patchOp(apart, op, after, expected, documentModel)
    }
    if (!(e instanceof ThroughAlias)) throw e
    const path = toPointer(tokensOf(op.path).slice(0, e.at))
    return patchOp(state, { op: 'replace', path, value: null }, after, expected)
  }
}

function guarded(run: () => State | undefined): State | undefined {
  try {
    return run()
  } catch (e) {
    if (e instanceof Unpatchable || e instanceof ThroughAlias) return undefined
    throw e
  }
}

/** An operation's edits, after writing out the aliases that would otherwise change with it. */
function patchOp(
  state: State,
  op: PatchOp,
  after: JsonValue,
  expected: JsonValue,
  documentModel = false,
): State | undefined {
  const ready = writeOutAliases(state, op)
  if (!ready) return undefined
  const override = documentModel ? byDocumentModel(ready.document, ready.layout) : undefined
  return attempt(ready, editsFor(ready, op, after, override), expected)
}

/**
 * Writes out, as the values they stand for, the aliases to anchored values that `op` changes
 * (so they keep their value); the tree stays the same. `undefined` when one cannot be.
 */
function writeOutAliases(state: State, op: PatchOp): State | undefined {
  const tokens = tokensOf(op.path)
  for (let round = 0; round < 100; round++) {
    // What goes away or moves: a replaced or removed value, an item moved in its list.
    const parent = nodeAt(state.document, tokens.slice(0, -1))
    const moved = op.op === 'move' && 'node' in parent && isSeq(parent.node)
    const gone =
      op.op === 'replace' || op.op === 'remove' ? tokens : moved ? tokensOf(op.from) : undefined
    const anchors = changedAnchors(state.document, tokens.slice(0, -1), gone)
    const span = gone ? rangeAt(state.document, gone) : undefined
    const alias = firstAlias(state.document, (alias, anchored) => {
      const inside = within(alias.range, span)
      // An alias elsewhere to what changes, or (moved) an alias inside to what stays.
      if (!inside) return anchors.has(anchored)
      return moved && !within((anchored as Node | undefined)?.range, span)
    })
    if (!alias) return state
    const replace: PatchOp = { op: 'replace', path: toPointer(alias), value: null }
    const next = attempt(state, editsFor(state, replace, state.tree), state.tree)
    if (!next) return undefined
    state = next
  }
  return undefined
}
