import { useEffect } from 'react'
import { replyKeysOf } from '../../model/completion/samples'
import type { Linter } from '../../model/lint/linter'
import type { StudioStore } from '../../store'

/** Lint runs this long after the last change, so typing never waits for it. */
const LINT_DELAY_MS = 120

/**
 * Keeps the store's problems in step with the document: one linter per editor (it caches each
 * function's results by node, so a re-lint after an edit only recomputes the edited function),
 * run shortly after each change rather than on the keystroke.
 *
 * The linter (with ajv and the compiled schemas) is its own chunk, loaded once the editor is up:
 * the form is usable before it arrives, and the problems show as soon as it has.
 */
export function useLinting(api: StudioStore) {
  useEffect(() => {
    let linter: Linter | undefined
    let stopped = false
    let timer: number | undefined
    const run = () => {
      timer = undefined
      if (!linter) return
      const s = api.getState()
      // Sample replies (kept with the test cases) tell rule response-prefix what a reply holds.
      const replyKeys = replyKeysOf(s.tests.samples)
      s.setProblems(
        linter.lint(s.doc, {
          confirmedReserved: s.confirmedReserved,
          ...(replyKeys ? { replyKeys } : {}),
        }),
      )
    }
    import('../../model/lint/linter')
      .then(({ createLinter }) => {
        if (stopped) return
        linter = createLinter()
        run()
      })
      .catch(() => {
        if (stopped) return
        api.getState().notify({
          tone: 'error',
          message:
            'The checks of the script could not be loaded (is the network down?): problems are not shown. Reload the page to try again.',
        })
      })
    const unsubscribe = api.subscribe((s, prev) => {
      if (
        s.doc === prev.doc &&
        s.confirmedReserved === prev.confirmedReserved &&
        s.tests.samples === prev.tests.samples
      )
        return
      window.clearTimeout(timer)
      timer = window.setTimeout(run, LINT_DELAY_MS)
    })
    return () => {
      stopped = true
      window.clearTimeout(timer)
      unsubscribe()
    }
  }, [api])
}
