import { isAlias, isMap, isPair, isScalar, isSeq, visit, type Document, type Node } from 'yaml'
import { parsePointer } from '../../../json/pointer'
import type { PatchOp } from '../../../patch/operations'

/**
 * Test kit: where an edit may change a YAML text. Written apart from the patcher, from the
 * `yaml` package's node ranges: a value's lines run from its key's (or dash's) line to the line
 * where the value ends; a removed entry may take the comment and blank lines right around it.
 */

/** The lines (0-based, half-open) where two texts differ, once their common first and last lines are set aside. */
export function changedLines(a: string, b: string) {
  const x = a.split(/\r?\n/)
  const y = b.split(/\r?\n/)
  let head = 0
  while (head < x.length && head < y.length && x[head] === y[head]) head++
  let tail = 0
  while (
    tail < x.length - head &&
    tail < y.length - head &&
    x[x.length - 1 - tail] === y[y.length - 1 - tail]
  )
    tail++
  return { from: head, to: x.length - tail, added: y.length - tail - head }
}

/** Line intervals (inclusive) an operation may change, and where a pure insertion may go. */
export interface Allowed {
  readonly lines: [number, number][]
  readonly insertAt?: [number, number]
}

/**
 * Whether the new text is the old one with only the allowed lines rewritten (each allowed
 * interval may become any lines, or none) and, for an addition, lines inserted at one place of
 * `insertAt`: every other line of the old text is in the new one, in order, with nothing between.
 */
export function isLocal(before: string, after: string, allowed: Allowed): boolean {
  const old = before.split(/\r?\n/)
  const neu = after.split(/\r?\n/)
  const gaps: (number | undefined)[] = [undefined]
  if (allowed.insertAt)
    for (let g = allowed.insertAt[0]; g <= allowed.insertAt[1]; g++) gaps.push(g)
  return gaps.some((gap) => {
    const free = new Array<boolean>(old.length).fill(false)
    for (const [a, b] of allowed.lines)
      for (let l = Math.max(a, 0); l <= b && l < old.length; l++) free[l] = true
    // Runs of kept lines, and whether rewritten lines may come before each.
    const runs: { lines: string[]; loose: boolean }[] = []
    let loose = false
    old.forEach((line, l) => {
      if (l === gap) loose = true
      if (free[l]) loose = true
      else if (loose || runs.length === 0) {
        runs.push({ lines: [line], loose })
        loose = false
      } else runs[runs.length - 1]!.lines.push(line)
    })
    if (gap !== undefined && gap >= old.length) loose = true
    return fits(runs, loose, neu)
  })
}

/** Whether `neu` is the runs in order, with anything between them where a run is loose. */
function fits(
  runs: { lines: string[]; loose: boolean }[],
  looseEnd: boolean,
  neu: string[],
): boolean {
  let pos = 0
  const at = (run: string[], i: number) => run.every((line, k) => neu[i + k] === line)
  for (let r = 0; r < runs.length; r++) {
    const { lines, loose } = runs[r]!
    const last = r === runs.length - 1 && !looseEnd
    if (!loose) {
      if (!at(lines, pos)) return false
    } else {
      let i = last ? neu.length - lines.length : pos
      while (i <= neu.length - lines.length && !at(lines, i)) i++
      if (i > neu.length - lines.length || i < pos) return false
      pos = i
    }
    pos += lines.length
    if (last && pos !== neu.length) return false
  }
  return looseEnd || pos === neu.length
}

const lineOf = (text: string, pos: number) => text.slice(0, pos).split('\n').length - 1
const isFiller = (line: string | undefined) => line !== undefined && /^\s*(#.*)?$/.test(line)

/** The lines an operation may change in `text` (parsed as `doc`). */
export function allowedFor(text: string, doc: Document, op: PatchOp): Allowed {
  const lines = text.split(/\r?\n/)
  const end = (node: Node): number => {
    if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length) {
      const last = node.items[node.items.length - 1]
      return end((isPair(last) ? last.value : last) as Node)
    }
    const e = node.range![1]
    return text[e - 1] === '\n' ? lineOf(text, e - 1) : lineOf(text, e)
  }
  const tokens = parsePointer(op.path) as string[]
  const steps = walk(doc, tokens.slice(0, -1))
  // Aliases may be written out as the values they stand for: their lines may change too.
  const aliasLines: [number, number][] = []
  visit(doc, { Alias: (_k, n) => void aliasLines.push([lineOf(text, n.range![0]), end(n)]) })
  const flow = steps.find((s) => (s.node as { flow?: boolean }).flow)
  if (flow || steps.length === 0 || isAlias(steps[steps.length - 1]!.node)) {
    const n = flow?.node ?? steps[steps.length - 1]?.node
    const region: [number, number] = n
      ? [entryLine(text, steps, n), end(n as Node)]
      : [0, lines.length]
    return { lines: [region, ...aliasLines] }
  }
  const parent = steps[steps.length - 1]!.node as Node
  const items = (parent as unknown as { items: unknown[] }).items
  const entryAt = (i: number): [number, number] => {
    const item = items[i]
    const value = (isPair(item) ? item.value : item) as Node
    const start = isPair(item)
      ? lineOf(text, (item.key as Node).range![0])
      : dashLine(lines, lineOf(text, value.range![0]), columnOf(text, parent.range![0]))
    return [start, end(value)]
  }
  const widen = ([a, b]: [number, number]): [number, number] => {
    while (a > 0 && isFiller(lines[a - 1])) a--
    while (b + 1 < lines.length && isFiller(lines[b + 1])) b++
    return [a, b]
  }
  const parentRegion: [number, number] = [entryLine(text, steps, parent), end(parent)]
  const index = indexIn(parent, op.op === 'add' ? undefined : tokens[tokens.length - 1]!)
  if (op.op === 'replace') return { lines: [entryAt(index), ...aliasLines] }
  if (op.op === 'add') {
    const region = widen(parentRegion)
    return {
      lines: [
        ...(items.length ? [] : [parentRegion]),
        ...items.map((_, i) => [entryAt(i)[0], entryAt(i)[0]] as [number, number]),
        ...aliasLines,
      ],
      insertAt: [region[0], region[1] + 1],
    }
  }
  if (op.op === 'remove') {
    if (items.length === 1) return { lines: [parentRegion, ...aliasLines] }
    return { lines: [widenRun(index), ...aliasLines] }
  }
  if (op.op === 'move' && isSeq(parent)) {
    const from = Number((parsePointer(op.from) as string[]).pop())
    const to = Number(tokens[tokens.length - 1])
    return {
      lines: [
        widen([entryAt(Math.min(from, to))[0], entryAt(Math.max(from, to))[1]]),
        ...aliasLines,
      ],
    }
  }
  const from = parsePointer((op as { from: string }).from) as string[]
  const key = entryAt(indexIn(parent, from[from.length - 1]!))
  return { lines: [[key[0], key[0]], ...aliasLines] }

  /** A removed item may be any of a run of equal neighbours (the diff picks one). */
  function widenRun(i: number): [number, number] {
    const same = (a: unknown, b: unknown) => text.slice(...range(a)) === text.slice(...range(b))
    let a = i
    let b = i
    while (a > 0 && isSeq(parent) && same(items[a - 1], items[i])) a--
    while (b + 1 < items.length && isSeq(parent) && same(items[b + 1], items[i])) b++
    const [x, y] = widen([entryAt(a)[0], entryAt(b)[1]])
    // An entry that shares its line (`- key: v`) gives the line to the next entry's first line.
    const shared = !/^\s*$/.test(lines[entryAt(a)[0]]!.slice(0, columnAt(a)))
    return [x, shared && b + 1 < items.length ? Math.max(y, entryAt(b + 1)[0]) : y]
  }

  function columnAt(i: number): number {
    const item = items[i]
    const node = (isPair(item) ? item.key : item) as Node
    const start = node.range![0]
    return start - (text.lastIndexOf('\n', start - 1) + 1)
  }
}

const range = (n: unknown): [number, number] => {
  const r = (n as Node).range!
  return [r[0], r[1]]
}

interface Step {
  readonly node: unknown
  readonly keyStart?: number
}

/** The nodes from the root down a path, stopping at an alias. */
function walk(doc: Document, tokens: readonly string[]): Step[] {
  const steps: Step[] = [{ node: doc.contents }]
  let node: unknown = doc.contents
  for (const t of tokens) {
    if (isAlias(node)) break
    if (isMap(node)) {
      const pair = node.items.find((p) => keyOf(p.key) === t)!
      steps.push({ node: pair.value, keyStart: (pair.key as Node).range![0] })
      node = pair.value
    } else if (isSeq(node)) {
      node = node.items[Number(t)]
      steps.push({ node })
    }
  }
  return steps
}

function keyOf(k: unknown): string {
  if (!isScalar(k)) return ''
  return typeof k.value === 'string' ? k.value : (k.source ?? String(k.value))
}

function indexIn(parent: Node, token: string | undefined): number {
  if (token === undefined) return 0
  if (isMap(parent)) return parent.items.findIndex((p) => keyOf(p.key) === token)
  return Number(token)
}

/** The line where the entry holding `node` starts: its key's line, or its dash's. */
function entryLine(text: string, steps: readonly Step[], node: unknown): number {
  if (node === steps[0]?.node) return 0
  const step = steps.find((s) => s.node === node)
  if (step?.keyStart !== undefined) return lineOf(text, step.keyStart)
  const parent = steps[steps.findIndex((s) => s.node === node) - 1]?.node as Node | undefined
  const col = parent?.range ? columnOf(text, parent.range[0]) : 0
  return dashLine(text.split(/\r?\n/), lineOf(text, (node as Node).range![0]), col)
}

/** The line of a sequence item's dash (at the sequence's column), at or above its value's line. */
function dashLine(lines: readonly string[], line: number, col: number): number {
  let l = line
  const isDash = (line: string) =>
    line[col] === '-' && /^[ -]*$/.test(line.slice(0, col)) && /^(\s|$)/.test(line.slice(col + 1))
  while (l > 0 && !isDash(lines[l]!)) l--
  return l
}

const columnOf = (text: string, pos: number) => pos - (text.lastIndexOf('\n', pos - 1) + 1)
