import { useEffect } from 'react'
import { createLinter } from '../../model'
import type { StudioStore } from '../../store'

/** Lint runs this long after the last change, so typing never waits for it. */
const LINT_DELAY_MS = 120

/**
 * Keeps the store's problems in step with the document: one linter per editor (it caches each
 * function's results by node, so a re-lint after an edit only recomputes the edited function),
 * run shortly after each change rather than on the keystroke.
 */
export function useLinting(api: StudioStore) {
  useEffect(() => {
    const linter = createLinter()
    let timer: number | undefined
    const run = () => {
      timer = undefined
      const s = api.getState()
      s.setProblems(linter.lint(s.doc, { confirmedReserved: s.confirmedReserved }))
    }
    run()
    const unsubscribe = api.subscribe((s, prev) => {
      if (s.doc === prev.doc && s.confirmedReserved === prev.confirmedReserved) return
      window.clearTimeout(timer)
      timer = window.setTimeout(run, LINT_DELAY_MS)
    })
    return () => {
      window.clearTimeout(timer)
      unsubscribe()
    }
  }, [api])
}
