import type { MouseEvent } from 'react'
import { useStudioApi } from '../../store/context'

/** Focuses the code editor itself (Monaco's text area) when it is there, else its region. */
function focusCode() {
  const region = document.querySelector<HTMLElement>('[role="region"][aria-label="Script JSON"]')
  const editor = region?.querySelector<HTMLElement>('textarea, [role="textbox"]')
  ;(editor ?? region)?.focus()
}

/**
 * Links that appear when focused, first in the page: they take the keyboard straight to each
 * pane (the outline, the form, the code), without tabbing through the others.
 */
export function SkipLinks() {
  const api = useStudioApi()
  const go = (target: 'outline' | 'form' | 'code') => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault()
    if (target === 'code') {
      if (api.getState().rightTab !== 'code') api.getState().setRightTab('code')
      requestAnimationFrame(focusCode)
      return
    }
    document.getElementById(target === 'outline' ? 'script-outline' : 'editor-pane')?.focus()
  }
  return (
    <nav className="skip-links" aria-label="Skip links">
      <a href="#script-outline" onClick={go('outline')}>
        Skip to the script outline
      </a>
      <a href="#editor-pane" onClick={go('form')}>
        Skip to the form
      </a>
      <a href="#code-pane" onClick={go('code')}>
        Skip to the code
      </a>
    </nav>
  )
}
