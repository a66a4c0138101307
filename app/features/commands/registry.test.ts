import { describe, expect, it } from 'vitest'
import { getFunctions, parseScript, summarizeFunction } from '../../model/core'
import { createStudioStore } from '../../store'
import { selectSelectedIndex } from '../../store/selectors'
import { COMMANDS, commandForKey, runCommand, type Command, type CommandScope } from './registry'
import { matches, shortcutLabel } from './shortcuts'

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

function store(names = ['a', 'b', 'c']) {
  const fns = names.map((n) => ({ function: n, description: n.toUpperCase() }))
  const r = parseScript(
    JSON.stringify({ sections: { main: [{ ai: { SWAIG: { functions: fns } } }] } }),
  )
  if (!r.ok) throw new Error(r.error.message)
  return createStudioStore({ doc: r.doc, format: 'json' })
}
const names = (api: ReturnType<typeof store>) =>
  getFunctions(api.getState().doc.root).map((f) => summarizeFunction(f).name)

describe('shortcuts', () => {
  it('Mod is ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(matches('Mod+Z', key('z', { metaKey: true }), true)).toBe(true)
    expect(matches('Mod+Z', key('z', { ctrlKey: true }), true)).toBe(false)
    expect(matches('Mod+Z', key('z', { ctrlKey: true }), false)).toBe(true)
    expect(matches('Mod+Z', key('Z', { ctrlKey: true, shiftKey: true }), false)).toBe(false)
    expect(matches('Mod+Shift+Z', key('Z', { ctrlKey: true, shiftKey: true }), false)).toBe(true)
  })

  it('reads as people write it', () => {
    expect(shortcutLabel('Mod+Shift+Z', true)).toBe('⌘⇧Z')
    expect(shortcutLabel('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z')
    expect(shortcutLabel('Alt+ArrowUp', false)).toBe('Alt+↑')
  })
})

describe('the command registry', () => {
  const all: Command[] = Object.values(COMMANDS)

  it('gives every command a unique id and a label', () => {
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length)
    for (const c of all) expect(c.label.length).toBeGreaterThan(0)
  })

  it.each(['global', 'functionRow', 'functionHandle'] as CommandScope[])(
    'gives each key at most one command in the %s scope',
    (scope) => {
      const keys = all.flatMap((c) => c.keys?.[scope] ?? [])
      expect(new Set(keys).size).toBe(keys.length)
    },
  )

  it.each([
    ['global', key('z', { ctrlKey: true }), 'undo'],
    ['global', key('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    ['global', key('y', { ctrlKey: true }), 'redo'],
    ['functionRow', key('ArrowDown'), 'selectNextFunction'],
    ['functionRow', key('ArrowDown', { altKey: true }), 'moveFunctionDown'],
    ['functionRow', key('End'), 'selectLastFunction'],
    ['functionHandle', key('ArrowUp'), 'moveFunctionUp'],
  ] as const)('in %s, %j runs %s', (scope, event, id) => {
    expect(commandForKey(scope, event, false)?.id).toBe(id)
  })

  it('moves a function in the order shown, and says where it went', () => {
    const api = store()
    const ran = runCommand(COMMANDS.moveFunctionDown, { api, index: 0 })
    expect(ran).toEqual({ ran: true, result: 1 })
    expect(names(api)).toEqual(['b', 'a', 'c'])
    // In a list that shows only a and c (b is a hook, say), a moves past c.
    const skip = runCommand(COMMANDS.moveFunctionDown, { api, index: 1, order: [1, 2] })
    expect(skip.result).toBe(2)
  })

  it('does not move past the ends, nor while the list is filtered or the code does not parse', () => {
    const api = store()
    expect(runCommand(COMMANDS.moveFunctionUp, { api, index: 0 }).ran).toBe(false)
    expect(runCommand(COMMANDS.moveFunctionDown, { api, index: 0, canReorder: false }).ran).toBe(
      false,
    )
    api.getState().setCodeError({ message: 'x', line: 1, column: 1 })
    expect(runCommand(COMMANDS.moveFunctionDown, { api, index: 0 }).ran).toBe(false)
    expect(runCommand(COMMANDS.addFunction, { api }).ran).toBe(false)
  })

  it('selects through the list: next, previous, first, last', () => {
    const api = store()
    expect(runCommand(COMMANDS.selectNextFunction, { api, index: 0 }).result).toBe(1)
    expect(selectSelectedIndex(api.getState())).toBe(1)
    expect(runCommand(COMMANDS.selectLastFunction, { api, index: 1 }).result).toBe(2)
    expect(runCommand(COMMANDS.selectNextFunction, { api, index: 2 }).ran).toBe(false)
    expect(runCommand(COMMANDS.selectFirstFunction, { api, index: 2 }).result).toBe(0)
  })

  it('duplicates, deletes with an undo offer, undoes and redoes', () => {
    const api = store()
    expect(runCommand(COMMANDS.duplicateFunction, { api, index: 0 }).result).toBe(1)
    runCommand(COMMANDS.deleteFunction, { api, index: 1 })
    expect(api.getState().notices.at(-1)?.message).toBe('Deleted “a_copy”.')
    expect(COMMANDS.redo.enabled({ api })).toBe(false)
    runCommand(COMMANDS.undo, { api })
    expect(COMMANDS.redo.enabled({ api })).toBe(true)
    runCommand(COMMANDS.redo, { api })
    expect(api.getState().functionIds).toHaveLength(3)
  })
})
