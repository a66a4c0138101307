import { describe, expect, it } from 'vitest'
import { fromPlain, type PatchOp, type Problem } from '../model/core'
import { NOTHING_HELD, holdEdits, leaveField, shownProblems } from './held'

const doc = fromPlain({ fns: [{ a: 1 }, { a: 2 }, { a: 3 }], o: { x: 1 } })
const problem = (path: string): Problem => ({
  path,
  severity: 'error',
  rule: 'schema',
  message: path,
})
const hold = (...ops: PatchOp[]) => holdEdits(NOTHING_HELD, ops, doc)

describe('held problems', () => {
  it('holds a value being typed in until the focus leaves it', () => {
    const held = hold({ op: 'replace', path: '/o/x', value: 2 })
    const problems = [problem('/o/x'), problem('/fns/0')]
    expect(shownProblems(problems, held)).toEqual([problem('/fns/0')])
    expect(shownProblems(problems, leaveField(held))).toBe(problems)
  })

  it('shows a fresh item as to fill in, but what was typed in it and left as it is', () => {
    let held = hold({ op: 'add', path: '/fns/-', value: { a: '' } })
    expect(held.fresh).toEqual(['/fns/3'])
    held = leaveField(holdEdits(held, [{ op: 'replace', path: '/fns/3/a', value: 'x' }], doc))
    const shown = shownProblems([problem('/fns/3/a'), problem('/fns/3/b'), problem('/o')], held)
    expect(shown).toEqual([
      problem('/fns/3/a'),
      { ...problem('/fns/3/b'), pending: true },
      problem('/o'),
    ])
  })

  it('a number or a text added is typed in, not fresh', () => {
    expect(hold({ op: 'add', path: '/o/y', value: 3 })).toEqual({
      ...NOTHING_HELD,
      typing: ['/o/y'],
    })
  })

  it('renumbers after an item is removed, inserted or moved, and drops the removed one', () => {
    const held = hold(
      { op: 'add', path: '/fns/1/b', value: {} },
      { op: 'add', path: '/fns/2/c', value: [] },
    )
    expect(held.fresh).toEqual(['/fns/1/b', '/fns/2/c'])
    expect(holdEdits(held, [{ op: 'remove', path: '/fns/1' }], doc).fresh).toEqual(['/fns/1/c'])
    expect(holdEdits(held, [{ op: 'add', path: '/fns/0', value: 1 }], doc).fresh).toEqual(
      ['/fns/2/b', '/fns/3/c', '/fns/0'].slice(0, 2),
    )
    expect(holdEdits(held, [{ op: 'move', from: '/fns/2', path: '/fns/0' }], doc).fresh).toEqual([
      '/fns/2/b',
      '/fns/0/c',
    ])
  })
})
