import type { Entry, Item, Layout, Scalar, Shape } from './commentedYaml'

/** Prints a generated document shape in its layout (see `commentedYaml.ts`). */
export function printYaml(root: Shape, layout: Layout): string {
  const p = new Printer(layout)
  const lines = p.block(root, 0)
  const text = lines.join(layout.newline)
  return layout.finalNewline ? text + layout.newline : text
}

class Printer {
  private anchors: string[] = []
  private count = 0
  constructor(private readonly layout: Layout) {}

  /** The lines of a block collection whose entries start at column `col`. */
  block(shape: Shape, col: number): string[] {
    const pad = ' '.repeat(col)
    const out: string[] = []
    const head = (it: Item) => {
      if (it.blank && out.length > 0) out.push('')
      for (const c of it.before) out.push(pad + c)
    }
    if (shape.t === 'map') {
      for (const e of shape.entries) {
        head(e)
        out.push(...this.slot(`${pad}${key(e)}:`, e.value, col, false))
      }
    } else if (shape.t === 'seq') {
      for (const it of shape.items) {
        head(it)
        out.push(...this.slot(`${pad}-`, it.value, col, true))
      }
    }
    return out
  }

  /** A value after `key:` or `-` at column `col`. */
  private slot(before: string, v: Shape, col: number, inSeq: boolean): string[] {
    const anchor =
      'anchor' in v && v.anchor && !(v.t === 'scalar' && v.s.kind === 'empty') ? this.anchor() : ''
    const props = anchor ? ` ${anchor}` : ''
    let out: string[]
    if (v.t === 'alias') {
      const name = this.anchors.length ? this.anchors[v.pick % this.anchors.length]! : undefined
      return [name ? `${before} *${name}${v.comment}` : `${before} x${v.comment}`]
    }
    if (v.t === 'scalar' && v.s.kind === 'block') {
      const body = col + (inSeq ? 2 : this.layout.indent)
      out = [
        `${before}${props} ${v.s.header}${v.comment}`,
        ...v.s.lines.map((l) => (l === '' ? '' : ' '.repeat(body) + l)),
      ]
      if (v.s.header.endsWith('+')) out.push('')
    } else if (v.t === 'scalar') {
      const s = scalar(v.s)
      out = [`${before}${props}${s === '' ? '' : ' ' + s}${v.comment}`]
    } else if (v.flow || (v.t === 'map' ? v.entries.length === 0 : v.items.length === 0)) {
      out = [`${before}${props} ${this.flow(v)}${v.comment}`]
    } else {
      const child = inSeq
        ? col + 2
        : v.t === 'seq' && !this.layout.indentSeq
          ? col
          : col + this.layout.indent
      const lines = this.block(v, child)
      if (
        inSeq &&
        !anchor &&
        !v.comment &&
        !lines[0]!.trimStart().startsWith('#') &&
        lines[0]!.trim() !== ''
      ) {
        // Compact: `- key: value` / `- - item`.
        out = [`${before} ${lines[0]!.slice(child)}`, ...lines.slice(1)]
      } else {
        out = [`${before}${props}${v.comment}`, ...lines]
      }
    }
    if (anchor) this.anchors.push(anchor.slice(1))
    return out
  }

  private flow(v: Shape): string {
    const pad = this.layout.padding ? ' ' : ''
    if (v.t === 'scalar') return scalar(v.s)
    if (v.t === 'seq') {
      const items = v.items.map((i) => this.flow(i.value))
      return items.length ? `[${pad}${items.join(', ')}${pad}]` : '[]'
    }
    if (v.t === 'map') {
      const entries = v.entries.map((e) => `${key(e)}: ${this.flow(e.value)}`)
      return entries.length ? `{${pad}${entries.join(', ')}${pad}}` : '{}'
    }
    return 'x'
  }

  private anchor(): string {
    return `&a${++this.count}`
  }
}

function key(e: Entry): string {
  return /^[a-z][\w-]*$/.test(e.key) ? e.key : JSON.stringify(e.key)
}

function scalar(s: Scalar): string {
  if (s.kind === 'plain') return s.text
  if (s.kind === 'single') return `'${s.text.replace(/'/g, "''")}'`
  if (s.kind === 'double') return JSON.stringify(s.text)
  return ''
}
