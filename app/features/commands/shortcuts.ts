/**
 * Keyboard shortcuts as commands write them: `Mod+Shift+Z`, `Alt+ArrowUp`, `Home`. `Mod` is ⌘ on
 * a Mac and Ctrl elsewhere. Pure: events are read through the fields a `KeyboardEvent` has.
 */

export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

interface Parsed {
  key: string
  mod: boolean
  ctrl: boolean
  alt: boolean
  shift: boolean
}

export const isMacPlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

function parse(shortcut: string): Parsed {
  const parts = shortcut.split('+')
  const key = parts.pop()!
  return {
    key: key.length === 1 ? key.toLowerCase() : key,
    mod: parts.includes('Mod'),
    ctrl: parts.includes('Ctrl'),
    alt: parts.includes('Alt'),
    shift: parts.includes('Shift'),
  }
}

/** Whether a key event is `shortcut` (on a Mac when `mac`). */
export function matches(shortcut: string, event: KeyLike, mac = isMacPlatform()): boolean {
  const s = parse(shortcut)
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  if (key !== s.key) return false
  const wantMeta = s.mod && mac
  const wantCtrl = s.ctrl || (s.mod && !mac)
  return (
    event.metaKey === wantMeta &&
    event.ctrlKey === wantCtrl &&
    event.altKey === s.alt &&
    event.shiftKey === s.shift
  )
}

const MAC_SYMBOLS: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥', Ctrl: '⌃' }
const KEY_NAMES: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', Delete: 'Del' }

/** A shortcut as people read it: `⌘⇧Z` on a Mac, `Ctrl+Shift+Z` elsewhere. */
export function shortcutLabel(shortcut: string, mac = isMacPlatform()): string {
  const parts = shortcut.split('+')
  const key = parts.pop()!
  const keyName = KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key)
  if (mac) return parts.map((p) => MAC_SYMBOLS[p] ?? p).join('') + keyName
  return [...parts.map((p) => (p === 'Mod' ? 'Ctrl' : p)), keyName].join('+')
}
