import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { KeyIds, ListIds } from './ids'

/** A registry that lives as long as the component (see `KeyIds`). */
export const useKeyIds = (): KeyIds => useState(() => new KeyIds())[0]
/** A registry that lives as long as the component (see `ListIds`). */
export const useListIds = (): ListIds => useState(() => new ListIds())[0]

/** Whether the whole field is read-only (the form is disabled while the code has an error). */
export const DisabledContext = createContext(false)
export const useDisabled = () => useContext(DisabledContext)

const FOCUS_WAIT_MS = 2000

/** What to focus: a DOM id, or a function that finds the element. */
export type FocusTarget = string | (() => Element | null | undefined)

/**
 * Moves the focus to an element that a change is about to render (a new row, a moved button):
 * `focusSoon(target)` in the event handler, and the element receives the focus after the next
 * render of this component that contains it.
 */
export function useFocusSoon(): (target: FocusTarget, select?: boolean) => void {
  const pending = useRef<{ target: FocusTarget; select: boolean; until: number } | null>(null)
  useEffect(() => {
    const request = pending.current
    if (!request) return
    if (Date.now() > request.until) {
      pending.current = null
      return
    }
    const { target } = request
    const element = typeof target === 'string' ? document.getElementById(target) : target()
    if (!(element instanceof HTMLElement)) return
    pending.current = null
    element.focus()
    if (request.select && element instanceof HTMLInputElement) element.select()
  })
  return useCallback((target: FocusTarget, select = false) => {
    pending.current = { target, select, until: Date.now() + FOCUS_WAIT_MS }
  }, [])
}

/**
 * The text of an input whose text must be valid to be committed (a language code, a parameter
 * or key name, a number) while it is typed. Valid text is committed at once; invalid text
 * (empty, taken, not a number) stays in the input with its problem and the script keeps the
 * last valid value. A change from outside (undo, the code pane) replaces the draft.
 */
export function useTextDraft(current: string) {
  const [draft, setDraft] = useState<{ text: string; expect: string; problem: string | null }>()
  const active = draft !== undefined && draft.expect === current
  return {
    text: active ? draft.text : current,
    problem: active ? draft.problem : null,
    /**
     * Records typed `text`; returns whether it may be committed. `committedAs` is the text the
     * committed value will read as, when it differs from `text` (`1.` is committed as `1`).
     */
    type(text: string, problem: string | null, committedAs = text): boolean {
      setDraft({ text, expect: problem ? current : committedAs, problem })
      return problem === null
    },
    reset: () => setDraft(undefined),
  }
}

/**
 * Handlers with a stable identity that always run the latest version passed in (with the
 * latest data in their closures). Rows of long lists are memoised on their data; their
 * handlers come from here, so a row that did not re-render never acts on stale data.
 */
export function useStableHandlers<T extends { [K in keyof T]: (...args: never[]) => unknown }>(
  handlers: T,
): T {
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })
  const call = useCallback(
    (name: string, args: unknown[]) =>
      (latest.current as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args),
    [],
  )
  const names = Object.keys(handlers).join(',')
  return useMemo(
    () =>
      Object.fromEntries(
        names.split(',').map((name) => [name, (...args: unknown[]) => call(name, args)]),
      ) as unknown as T,
    [names, call],
  )
}
