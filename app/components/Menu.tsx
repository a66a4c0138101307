import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button, type ButtonProps } from './Button'

export interface MenuItem {
  label: string
  hint?: string
  onSelect(): void
}

/** A button that opens a menu of actions (arrow keys, Home/End, Escape, click outside). */
export function Menu({ items, ...button }: { items: MenuItem[] } & ButtonProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!open) return
    listRef.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus()
    const close = (e: MouseEvent) => {
      if (
        !listRef.current?.contains(e.target as Node) &&
        !buttonRef.current?.contains(e.target as Node)
      )
        setOpen(false)
    }
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [open])

  function onKey(e: KeyboardEvent<HTMLUListElement>) {
    const entries = Array.from(
      listRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [],
    )
    const i = entries.indexOf(document.activeElement as HTMLElement)
    const focus = (j: number) => entries[(j + entries.length) % entries.length]?.focus()
    if (e.key === 'ArrowDown') focus(i + 1)
    else if (e.key === 'ArrowUp') focus(i - 1)
    else if (e.key === 'Home') focus(0)
    else if (e.key === 'End') focus(entries.length - 1)
    else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false)
      if (e.key === 'Escape') buttonRef.current?.focus()
      return
    } else return
    e.preventDefault()
  }

  return (
    <div className="menu">
      <Button
        {...button}
        ref={buttonRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <ul id={menuId} role="menu" ref={listRef} className="menu-list" onKeyDown={onKey}>
          {items.map((item) => (
            <li
              key={item.label}
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              onClick={() => {
                setOpen(false)
                buttonRef.current?.focus()
                item.onSelect()
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault()
                  setOpen(false)
                  buttonRef.current?.focus()
                  item.onSelect()
                }
              }}
            >
              <span>{item.label}</span>
              {item.hint && <span className="menu-hint">{item.hint}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
