import { useEffect } from 'react'
import type { StudioStore } from '../../store'
import { problemTarget } from './problemTarget'

const FOCUSABLE =
  'input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex="-1"])'

/** Focuses the first form field that exists among `ids` (trying for a few frames while it mounts). */
function focusField(ids: readonly string[], framesLeft = 10) {
  for (const id of ids) {
    const el = document.getElementById(id)
    if (!el) continue
    const target = el.matches(FOCUSABLE) ? el : el.querySelector<HTMLElement>(FOCUSABLE)
    ;(target ?? el).scrollIntoView({ block: 'center' })
    target?.focus({ preventScroll: true })
    return
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusField(ids, framesLeft - 1))
}

/**
 * Answers "show me this place" (a click in the Problems panel, or the code pane's quick action):
 * selects the page that edits it, focuses its form field, and shows the code pane, which
 * reveals the range itself.
 */
export function useRevealProblem(api: StudioStore) {
  useEffect(
    () =>
      api.subscribe((s, prev) => {
        if (!s.reveal || s.reveal === prev.reveal) return
        const target = problemTarget(s.doc.root, s.reveal.path, s.reveal.rule)
        const page = target.selection
        if (page?.kind === 'function') s.selectFunction(page.index)
        else if (page) s.select({ kind: page.kind })
        if (s.rightTab !== 'code') s.setRightTab('code')
        if (s.reveal.focusForm && target.fieldIds.length)
          requestAnimationFrame(() => focusField(target.fieldIds))
      }),
    [api],
  )
}
