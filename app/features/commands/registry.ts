import { flushPendingEdits } from '../../store/pendingEdits'
import { summarizeFunction, getFunctions } from '../../model/core'
import type { StudioStore } from '../../store'
import { selectCanRedo, selectCanUndo, selectLocked } from '../../store/selectors'
import { matches, type KeyLike } from './shortcuts'

/**
 * Every command of the editor in one place: what it is called, which keys run it and where,
 * when it can run, and what it does. The toolbar, the function list's keys and buttons and the
 * global shortcuts all run these (see `runCommand` and `commandForKey`), so what a key does is
 * found here and nowhere else.
 */

/** Where a command's keys work: anywhere on the page, on a row of the function list, on its handle. */
export type CommandScope = 'global' | 'functionRow' | 'functionHandle'

export interface CommandContext {
  api: StudioStore
  /** The function the command is about (a row of the list, the open function): a script index. */
  index?: number
  /** The functions in the order they are shown, as script indexes (default: the script's order). */
  order?: readonly number[]
  /** Whether the shown order may be changed (not while a search filters the list). */
  canReorder?: boolean
}

export interface Command {
  readonly id: string
  /** What the command does, as a button or a menu names it. */
  readonly label: string
  /** The keys that run it, by scope. */
  readonly keys?: Partial<Record<CommandScope, readonly string[]>>
  enabled(ctx: CommandContext): boolean
  /** Does it; returns the script index of the function it moved or selected, if any. */
  perform(ctx: CommandContext): number | void
}

const order = (ctx: CommandContext): readonly number[] =>
  ctx.order ?? getFunctions(ctx.api.getState().doc.root).map((_, i) => i)
/** The function `step` places from the command's one in the shown order. */
const neighbour = (ctx: CommandContext, step: number): number | undefined => {
  const list = order(ctx)
  const at = ctx.index === undefined ? -1 : list.indexOf(ctx.index)
  return at < 0 ? undefined : list[at + step]
}
const unlocked = (ctx: CommandContext) => !selectLocked(ctx.api.getState())
const hasFunction = (ctx: CommandContext) =>
  ctx.index !== undefined && ctx.index < getFunctions(ctx.api.getState().doc.root).length

function move(step: number, label: string, keys: Command['keys']): Command {
  return {
    id: step < 0 ? 'moveFunctionUp' : 'moveFunctionDown',
    label,
    keys,
    enabled: (ctx) =>
      unlocked(ctx) && ctx.canReorder !== false && neighbour(ctx, step) !== undefined,
    perform(ctx) {
      const to = neighbour(ctx, step)!
      ctx.api.getState().moveFunction(ctx.index!, to)
      return to
    },
  }
}

function select(
  id: string,
  label: string,
  key: string,
  pick: (list: readonly number[], ctx: CommandContext) => number | undefined,
): Command {
  return {
    id,
    label,
    keys: { functionRow: [key] },
    enabled: (ctx) => pick(order(ctx), ctx) !== undefined,
    perform(ctx) {
      const to = pick(order(ctx), ctx)!
      ctx.api.getState().selectFunction(to)
      return to
    },
  }
}

export const COMMANDS = {
  undo: {
    id: 'undo',
    label: 'Undo',
    keys: { global: ['Mod+Z'] },
    enabled: (ctx) => selectCanUndo(ctx.api.getState()),
    perform: (ctx) => ctx.api.getState().undo(),
  },
  redo: {
    id: 'redo',
    label: 'Redo',
    keys: { global: ['Mod+Shift+Z', 'Ctrl+Y'] },
    enabled: (ctx) => selectCanRedo(ctx.api.getState()),
    perform: (ctx) => ctx.api.getState().redo(),
  },
  addFunction: {
    id: 'addFunction',
    label: 'Add function',
    enabled: unlocked,
    perform: (ctx) => ctx.api.getState().addFunction(),
  },
  duplicateFunction: {
    id: 'duplicateFunction',
    label: 'Duplicate',
    enabled: (ctx) => unlocked(ctx) && hasFunction(ctx),
    perform(ctx) {
      ctx.api.getState().duplicateFunction(ctx.index!)
      return ctx.index! + 1
    },
  },
  deleteFunction: {
    id: 'deleteFunction',
    label: 'Delete',
    enabled: (ctx) => unlocked(ctx) && hasFunction(ctx),
    perform(ctx) {
      const s = ctx.api.getState()
      const fn = getFunctions(s.doc.root)[ctx.index!]
      const name = (fn !== undefined && summarizeFunction(fn).name) || 'the function'
      s.removeFunction(ctx.index!)
      s.notify({
        tone: 'info',
        message: `Deleted “${name}”.`,
        action: { label: 'Undo', run: () => ctx.api.getState().undo() },
      })
    },
  },
  moveFunctionUp: move(-1, 'Move up', {
    functionRow: ['Alt+ArrowUp'],
    functionHandle: ['ArrowUp'],
  }),
  moveFunctionDown: move(1, 'Move down', {
    functionRow: ['Alt+ArrowDown'],
    functionHandle: ['ArrowDown'],
  }),
  selectPreviousFunction: select(
    'selectPreviousFunction',
    'Previous function',
    'ArrowUp',
    (list, ctx) => (ctx.index === undefined ? undefined : list[list.indexOf(ctx.index) - 1]),
  ),
  selectNextFunction: select('selectNextFunction', 'Next function', 'ArrowDown', (list, ctx) =>
    ctx.index === undefined || list.indexOf(ctx.index) < 0
      ? undefined
      : list[list.indexOf(ctx.index) + 1],
  ),
  selectFirstFunction: select('selectFirstFunction', 'First function', 'Home', (list) => list[0]),
  selectLastFunction: select('selectLastFunction', 'Last function', 'End', (list) => list.at(-1)),
} satisfies Record<string, Command>

export type CommandId = keyof typeof COMMANDS

/** The command a key runs in a scope, if any. */
export function commandForKey(
  scope: CommandScope,
  event: KeyLike,
  mac?: boolean,
): Command | undefined {
  return Object.values(COMMANDS).find((c: Command) =>
    c.keys?.[scope]?.some((key) => matches(key, event, mac)),
  )
}

/** Runs a command when it is enabled; returns whether it ran, and what it returned. */
export function runCommand(
  command: Command,
  ctx: CommandContext,
): { ran: boolean; result?: number } {
  // A command acts on the script as typed, to the last key.
  flushPendingEdits()
  if (!command.enabled(ctx)) return { ran: false }
  const result = command.perform(ctx)
  return { ran: true, ...(typeof result === 'number' ? { result } : {}) }
}
