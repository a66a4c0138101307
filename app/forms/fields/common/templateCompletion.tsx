import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import type { CompletionResult } from '../../../model/completion'
import './templateCompletion.css'

/**
 * `${` completion in the form's text fields. The feature that mounts a form provides what to
 * offer for the text before the cursor (`model/completion`); a field without a provider above
 * it offers nothing. Keys: ↓/↑ to choose, Enter or Tab to insert, Escape to close.
 */
export type CompleteTemplate = (before: string) => CompletionResult | undefined
export const TemplateCompletionContext = createContext<CompleteTemplate | null>(null)

type Field = HTMLInputElement | HTMLTextAreaElement
interface Open {
  result: CompletionResult
  cursor: number
  active: number
}

export interface TemplateCompletionProps {
  ref: (el: Field | null) => void
  'aria-autocomplete'?: 'list'
  'aria-controls'?: string
  onKeyDown(e: KeyboardEvent<Field>): void
  onKeyUp(e: KeyboardEvent<Field>): void
  onClick(): void
  onBlur(): void
}

/** Props for a text field, and the popup to render after it. */
export function useTemplateCompletion(
  value: string,
  onChange: (text: string) => void,
  chain: { onKeyDown?(e: KeyboardEvent<Field>): void; onBlur?(): void },
): { inputProps: TemplateCompletionProps; popup: ReactNode } {
  const complete = useContext(TemplateCompletionContext)
  const [open, setOpen] = useState<Open | null>(null)
  const field = useRef<Field | null>(null)
  const listId = useId()

  const refresh = () => {
    const el = field.current
    if (!complete || !el) return
    const cursor = el.selectionStart ?? el.value.length
    const before = el.value.slice(0, cursor)
    const result =
      el.selectionEnd === cursor && /[$%]\{/.test(before) ? complete(before) : undefined
    setOpen(result && result.items.length > 0 ? { result, cursor, active: 0 } : null)
  }
  const accept = (i: number) => {
    const item = open?.result.items[i]
    const el = field.current
    if (!open || !item || !el) return
    const next = value.slice(0, open.result.from) + item.label + value.slice(open.cursor)
    const caret = open.result.from + item.label.length
    onChange(next)
    setOpen(null)
    requestAnimationFrame(() => el.setSelectionRange(caret, caret))
  }
  const onKeyDown = (e: KeyboardEvent<Field>) => {
    if (open) {
      const n = open.result.items.length
      const move = (d: number) => setOpen({ ...open, active: (open.active + d + n) % n })
      const keys: Record<string, () => void> = {
        ArrowDown: () => move(1),
        ArrowUp: () => move(-1),
        Enter: () => accept(open.active),
        Tab: () => accept(open.active),
        Escape: () => setOpen(null),
      }
      const run = keys[e.key]
      if (run) {
        e.preventDefault()
        run()
        return
      }
    }
    chain.onKeyDown?.(e)
  }
  const active = open?.result.items[open.active]
  const optionId = (i: number) => `${listId}-${i}`
  const popup = open && (
    <>
      <ul id={listId} role="listbox" className="tpl-complete" aria-label="Template values">
        {open.result.items.map((item, i) => (
          <li
            key={item.label}
            id={optionId(i)}
            role="option"
            aria-selected={i === open.active}
            onMouseDown={(e) => {
              e.preventDefault()
              accept(i)
            }}
          >
            <code>{item.label}</code> <span className="muted">{item.detail}</span>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status">
        {active ? `${open.result.items.length} values; ${active.label}: ${active.detail}` : ''}
      </span>
    </>
  )
  return {
    inputProps: {
      ref: (el) => {
        field.current = el
      },
      ...(complete ? { 'aria-autocomplete': 'list' as const } : {}),
      ...(open ? { 'aria-controls': listId } : {}),
      onKeyDown,
      onKeyUp: (e) => {
        if (!['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(e.key)) refresh()
      },
      onClick: refresh,
      onBlur: () => {
        setOpen(null)
        chain.onBlur?.()
      },
    },
    popup,
  }
}
