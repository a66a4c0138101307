import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { jsonText, type ScriptDoc } from '../../model/core'
import { useStudio, useStudioApi } from '../../store/context'
import { commitCodeText } from './commitCode'

const ScriptEditor = lazy(() => import('../../monaco/ScriptEditor'))
const PARSE_DELAY_MS = 250
const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const INDENT = MAC ? '⌘]' : 'Ctrl+]'
const OUTDENT = MAC ? '⌘[' : 'Ctrl+['

/**
 * The whole script as JSON in Monaco. Form edits arrive as minimal text edits; the person's
 * edits are parsed after a short pause (or at once when the editor loses focus) and, when the
 * text parses, committed to the script as one undoable step.
 */
export function CodePane() {
  const api = useStudioApi()
  const doc = useDeferredValue(useStudio((s) => s.doc))
  const codeError = useStudio((s) => s.codeError)
  const problems = useStudio((s) => s.problems)
  const reveal = useStudio((s) => s.reveal)
  const resync = useStudio((s) => s.codeResync)
  const samples = useStudio((s) => s.tests.samples)
  const showInForm = useCallback((path: string) => api.getState().revealPath(path), [api])
  const pending = useRef<{ text: string; timer: number } | null>(null)

  const flush = useCallback(() => {
    const p = pending.current
    if (!p) return
    window.clearTimeout(p.timer)
    pending.current = null
    commitCodeText(api, p.text)
  }, [api])

  const onUserEdit = useCallback(
    (next: string) => {
      if (pending.current) window.clearTimeout(pending.current.timer)
      pending.current = { text: next, timer: window.setTimeout(flush, PARSE_DELAY_MS) }
    },
    [flush],
  )
  useEffect(() => {
    // Closing or reloading the page right after typing: commit first, so autosave has it.
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  return (
    <section className="pane pane-code" aria-label="Script JSON" role="region" id="code-pane">
      {codeError && (
        <div className="code-error" role="alert">
          <strong>
            Line {codeError.line}, column {codeError.column}:
          </strong>{' '}
          {codeError.message}
        </div>
      )}
      <p className="code-hint">
        Tab moves to the next control. To indent lines, press {INDENT} ({OUTDENT} to outdent).
      </p>
      <div className="code-body">
        <Suspense fallback={<CodeFallback doc={doc} />}>
          <ScriptEditor
            doc={doc}
            onUserEdit={onUserEdit}
            onBlur={flush}
            parseError={codeError}
            problems={problems}
            reveal={reveal}
            resync={resync}
            onShowInForm={showInForm}
            ariaLabel="Script JSON"
            templateSamples={samples}
          />
        </Suspense>
      </div>
    </section>
  )
}

/** While Monaco loads: the text itself, read-only, so the pane is never blank. */
function CodeFallback({ doc }: { doc: ScriptDoc }) {
  const text = useMemo(() => jsonText(doc), [doc])
  return (
    <div className="code-fallback" aria-busy="true">
      <p className="code-loading">Loading the code editor…</p>
      <pre>{text.length > 20_000 ? text.slice(0, 20_000) + '\n…' : text}</pre>
    </div>
  )
}
